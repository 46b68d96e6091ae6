import { randomToken } from '../../lib/one-time-codes';

/** A member's own referral code: ten URL-safe characters, unique (the column says so). */
export const newReferralCode = (): string => randomToken().slice(0, 10);
