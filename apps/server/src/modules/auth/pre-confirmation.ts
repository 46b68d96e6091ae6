import type { users } from '../../db/schema';

/**
 * What an account may carry from before its address was confirmed that a stranger could have set:
 * whoever registered an address need not own it. When the owner takes the account over with a new
 * password (confirming from another device, or a reset link), these go: payouts and texts must not
 * reach the stranger, and the owner did not agree to marketing email.
 */
export function clearUnconfirmedDetails(): Partial<typeof users.$inferInsert> {
  return {
    paymentMethod: null,
    interacEmail: null,
    paypalEmail: null,
    mobileNumber: null,
    mobileVerifiedAt: null,
    skipMobileNumber: false,
    marketingOptIn: false,
    twoFactorSecret: null,
    twoFactorValidatedAt: null,
    twoFactorLastStep: null,
  };
}
