import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits on a member's GeniusCash writes. Claiming is idempotent, but each call is a transaction; a
 * real member claims a handful of offers a year and writes a few notes.
 */
export const OFFER_RATE_LIMITS = {
  claimPerMember: { name: 'offer-claim-member', limit: 30, windowMs: 15 * MINUTE },
  ticketMessagePerMember: { name: 'ticket-message-member', limit: 20, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;
