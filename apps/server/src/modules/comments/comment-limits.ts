import type { RateLimitRule } from '../../lib/rate-limit';

const HOUR = 60 * 60_000;

/**
 * Limits on comments, which anyone who solves the captcha can leave. A lively discussion takes a few
 * comments an hour from one reader; an address may hold an office or a school; the site-wide ceiling is
 * far above a small publication's comments and caps a distributed flood of the moderation queue.
 */
export const COMMENT_LIMITS = {
  perIp: { name: 'comment-ip', limit: 10, windowMs: HOUR },
  perWriter: { name: 'comment-writer', limit: 6, windowMs: HOUR },
  everyone: { name: 'comment-everyone', limit: 300, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;
