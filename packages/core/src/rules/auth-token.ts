import { isQaAddress } from './email-address';

/** The token's two-factor state (accounts spec §3): validated = set up, authenticated = code given this session. */
export interface TokenTwoFactor {
  validated: boolean;
  authenticated: boolean;
  otpAuth_url?: string;
}

export interface TokenMobileNumber {
  isVerified: boolean;
  skipMobileNumber: boolean;
}

/** The auth token's data (accounts spec §3). */
export interface AuthTokenData {
  email: string;
  name: string;
  isAdmin: boolean;
  agreedToTerms: boolean;
  twoFactor?: TokenTwoFactor;
  mobileNumber: TokenMobileNumber;
}

/** The authentication widget's six modes (accounts spec §2). */
export type AuthMode = 'login' | 'register' | 'mobileNumber' | 'verifyOTPCode' | 'twoFactorSetup' | 'twoFactor';

/**
 * §4: not expired, two-factor authenticated when two-factor is present, and the mobile number verified
 * or skipped. The mobile step is only demanded alongside two-factor, as the spec words it.
 * An unreadable expiry (NaN) counts as expired.
 */
export function isTokenAuthenticated(data: AuthTokenData, expiresAtMs: number, nowMs: number): boolean {
  if (!(nowMs < expiresAtMs)) return false;
  const { twoFactor, mobileNumber } = data;
  if (!twoFactor) return true;
  return twoFactor.authenticated && (mobileNumber.isVerified || mobileNumber.skipMobileNumber);
}

/** §4 "Login succeeds": the next screen, or 'done' to redirect. QA test addresses skip the mobile step (§6). */
export function nextModeAfterLogin(data: AuthTokenData, email: string): AuthMode | 'done' {
  const { twoFactor, mobileNumber } = data;
  if (twoFactor && !twoFactor.validated) return 'twoFactorSetup';
  if (twoFactor && !twoFactor.authenticated) return 'twoFactor';
  if (!mobileNumber.isVerified && !mobileNumber.skipMobileNumber && !isQaAddress(email)) return 'mobileNumber';
  return 'done';
}

/** Register contexts (the payload's origin) that collect a mobile number straight away. */
export const MOBILE_NUMBER_CONTEXTS: readonly string[] = ['geniuscash', 'giftCard'];

/** §4 "Register succeeds": GeniusCash and gift card sign-ups add a mobile number, except QA test addresses. */
export function nextModeAfterRegister({
  context,
  email,
}: {
  context?: string | null;
  email: string;
}): AuthMode | 'done' {
  return context && MOBILE_NUMBER_CONTEXTS.includes(context) && !isQaAddress(email) ? 'mobileNumber' : 'done';
}
