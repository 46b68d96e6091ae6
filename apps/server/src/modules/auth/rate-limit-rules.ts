import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit on the sign-in endpoints, in one place (per IP address and per account or number).
 * Consecutive password failures also lock an account: LOCKOUT below.
 */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE },
  loginPerAccount: { name: 'login-account', limit: 20, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: HOUR },
  forgotPerIp: { name: 'forgot-ip', limit: 10, windowMs: HOUR },
  forgotPerAccount: { name: 'forgot-account', limit: 5, windowMs: HOUR },
  resendPerIp: { name: 'resend-ip', limit: 10, windowMs: HOUR },
  resendPerAccount: { name: 'resend-account', limit: 3, windowMs: HOUR },
  /** At least 60 s between texts to one number, and a daily cap per number, per IP and per account. */
  smsPerNumberMinute: { name: 'sms-number-minute', limit: 1, windowMs: MINUTE },
  smsPerNumberDay: { name: 'sms-number-day', limit: 5, windowMs: DAY },
  smsPerIpDay: { name: 'sms-ip-day', limit: 10, windowMs: DAY },
  smsPerAccountDay: { name: 'sms-account-day', limit: 10, windowMs: DAY },
  validateOtpPerAccount: { name: 'otp-account', limit: 10, windowMs: 15 * MINUTE },
  validateOtpPerIp: { name: 'otp-ip', limit: 30, windowMs: 15 * MINUTE },
  /** Five tries per authenticator code (one 30 s step), and 20 per quarter hour. */
  twoFactorPerStep: { name: 'totp-step', limit: 5, windowMs: 30_000 },
  twoFactorPerAccount: { name: 'totp-account', limit: 20, windowMs: 15 * MINUTE },
  /** Password re-checks of a signed-in member (2FA on/off, email or password change, deletion). */
  passwordCheckPerAccount: { name: 'password-check', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Ten consecutive failed passwords lock the account for 15 minutes. */
export const LOCKOUT = { failures: 10, durationMs: 15 * MINUTE } as const;

/** Messages shown by the login form (accounts spec §8). */
export const LOGIN_FAILED_MESSAGE = 'The email or password is incorrect. Please try again.';
export const LOCKED_MESSAGE =
  'Account has been locked due to too many consecutive failed login attempts. Please reset your password to unlock your account';
export const UNCONFIRMED_MESSAGE = 'Please confirm your email address before you log in.';
