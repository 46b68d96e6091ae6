import type { RateLimitRule } from '../../lib/rate-limit';

const HOUR = 60 * 60_000;

/**
 * Limits on saving a card review. A member writes or corrects a review or two in a sitting; ten saves an
 * hour leaves room for fixing typos while keeping one account from filling the moderators' queue. The
 * site-wide ceiling is far above what members write and caps a flood from many accounts.
 */
export const CARD_REVIEW_LIMITS = {
  perMember: { name: 'card-review-member', limit: 10, windowMs: HOUR },
  everyone: { name: 'card-review-everyone', limit: 500, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;
