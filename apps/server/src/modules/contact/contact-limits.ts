import type { RateLimitRule } from '../../lib/rate-limit';

const HOUR = 60 * 60_000;

/**
 * Limits on the contact form, which stores a message for anyone who solves the captcha. A person
 * writes a message or two; a few more per address leaves room for an office or a school behind one
 * address; the site-wide ceiling is far above what a small team receives and caps a distributed flood.
 */
export const CONTACT_LIMITS = {
  perIp: { name: 'contact-ip', limit: 5, windowMs: HOUR },
  perSender: { name: 'contact-sender', limit: 3, windowMs: HOUR },
  everyone: { name: 'contact-everyone', limit: 300, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;
