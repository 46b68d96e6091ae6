import type { RateLimitRule } from '../../lib/rate-limit';

const HOUR = 60 * 60_000;

/**
 * Limits on the satisfaction widget, which stores an answer for anyone. A reader rates a page or two
 * a visit; per address there is room for a busy office; the site-wide ceiling caps a distributed flood.
 */
export const FEEDBACK_LIMITS = {
  perIp: { name: 'satisfaction-ip', limit: 30, windowMs: HOUR },
  everyone: { name: 'satisfaction-everyone', limit: 3000, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;
