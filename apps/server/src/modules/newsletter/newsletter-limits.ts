import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every limit of the newsletter endpoints, in one place (per IP address and per email address). */
export const NEWSLETTER_LIMITS = {
  subscribePerIp: { name: 'subscribe-ip', limit: 30, windowMs: 15 * MINUTE },
  subscribePerAddress: { name: 'subscribe-address', limit: 10, windowMs: HOUR },
  /** Site-wide: many times a busy day's sign-ups in an hour; caps a distributed flood of pending rows. */
  subscribeEveryone: { name: 'subscribe-everyone', limit: 1200, windowMs: HOUR },
  /** Not a refusal: past it, subscribing again answers the same but sends no further email that day. */
  confirmationEmailsPerAddress: { name: 'subscribe-confirmation-email', limit: 3, windowMs: DAY },
  unsubscribeEmailPerIp: { name: 'unsubscribe-email-ip', limit: 10, windowMs: HOUR },
  unsubscribeEmailPerAddress: { name: 'unsubscribe-email-address', limit: 3, windowMs: DAY },
  unsubscribeEmailEveryone: { name: 'unsubscribe-email-everyone', limit: 600, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>;

/** A confirmation link works for 7 days. */
export const CONFIRMATION_TTL_MS = 7 * DAY;
/** A re-sent link keeps the first one's code unless less than a day of it is left. */
export const CONFIRMATION_REUSE_MIN_MS = DAY;
/** The confirmed count shown on every page is read at most once a minute per process. */
export const SUBSCRIBER_COUNT_TTL_MS = MINUTE;
/** The `source` of a subscription made by a member's marketing opt-in (register, prompt, account page). */
export const MEMBER_OPT_IN_SOURCE = 'Member Opt-in';
