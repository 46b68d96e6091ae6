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

function decodeSegment(segment: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
      char.charCodeAt(0),
    );
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a token can be read as a JWT at all: three base64url parts, a header and a payload that are
 * JSON objects. Its signature, issuer and expiry are the server's to check; a token that fails this
 * is not a session that ended but a cookie that was damaged or made up.
 */
export function isDecodableJwt(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 8192) return false;
  const [header, payload, signature] = parts;
  if (!signature || !/^[A-Za-z0-9_-]+$/.test(signature)) return false;
  const decodedHeader = decodeSegment(header ?? '');
  return (
    isObject(decodedHeader) &&
    typeof (decodedHeader as { alg?: unknown }).alg === 'string' &&
    isObject(decodeSegment(payload ?? ''))
  );
}
