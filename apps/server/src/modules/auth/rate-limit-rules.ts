import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every limit on the sign-in endpoints, in one place: per IP address, per account, address or number,
 * and site-wide (EVERYONE) ceilings far above real traffic that cap a distributed flood. Per-account
 * counts are spent only by requests that solved the captcha, and those on emails sent are not refusals
 * (past them the answer is the same and no email goes), so nobody can use them to shut a member out.
 * Consecutive password failures also lock an account: LOCKOUT below, and login-lockout.ts.
 */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE },
  loginEveryone: { name: 'login-everyone', limit: 3000, windowMs: 15 * MINUTE },
  /** Failures from a browser the member signed in with before: its own allowance, beside the account's. */
  loginPerDevice: { name: 'login-device', limit: 10, windowMs: 15 * MINUTE },
  /** Failures on an address without an account, so it locks at the same point as one with an account. */
  loginUnknownAddress: { name: 'login-unknown', limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', limit: 10, windowMs: HOUR },
  registerPerAddress: { name: 'register-address', limit: 3, windowMs: HOUR },
  registerEveryone: { name: 'register-everyone', limit: 600, windowMs: HOUR },
  forgotPerIp: { name: 'forgot-ip', limit: 10, windowMs: HOUR },
  forgotEveryone: { name: 'forgot-everyone', limit: 600, windowMs: HOUR },
  /** Reset emails to one account; past it the latest link already sent stays the valid one. */
  forgotEmailsPerAccount: { name: 'forgot-account', limit: 3, windowMs: HOUR },
  resendPerIp: { name: 'resend-ip', limit: 10, windowMs: HOUR },
  resendEveryone: { name: 'resend-everyone', limit: 600, windowMs: HOUR },
  /** Confirmation emails sent again to one account. */
  resendEmailsPerAccount: { name: 'resend-account', limit: 3, windowMs: HOUR },
  /** At least 60 s between texts to one number, and a daily cap per number, per IP, per account and in all. */
  smsPerNumberMinute: { name: 'sms-number-minute', limit: 1, windowMs: MINUTE },
  smsPerNumberDay: { name: 'sms-number-day', limit: 5, windowMs: DAY },
  smsPerIpDay: { name: 'sms-ip-day', limit: 10, windowMs: DAY },
  smsPerAccountDay: { name: 'sms-account-day', limit: 10, windowMs: DAY },
  smsEveryoneDay: { name: 'sms-everyone-day', limit: 2000, windowMs: DAY },
  validateOtpPerAccount: { name: 'otp-account', limit: 10, windowMs: 15 * MINUTE },
  validateOtpPerIp: { name: 'otp-ip', limit: 30, windowMs: 15 * MINUTE },
  validateOtpEveryone: { name: 'otp-everyone', limit: 3000, windowMs: 15 * MINUTE },
  skipMobilePerIp: { name: 'skip-mobile-ip', limit: 30, windowMs: HOUR },
  skipMobileEveryone: { name: 'skip-mobile-everyone', limit: 1000, windowMs: HOUR },
  /** Five tries per authenticator code (one 30 s step), and 20 per quarter hour. */
  twoFactorPerStep: { name: 'totp-step', limit: 5, windowMs: 30_000 },
  twoFactorPerAccount: { name: 'totp-account', limit: 20, windowMs: 15 * MINUTE },
  /** Social sign-ins coming back from a provider (each may create an account). */
  socialSignInPerIp: { name: 'social-ip', limit: 30, windowMs: 15 * MINUTE },
  socialSignInEveryone: { name: 'social-everyone', limit: 3000, windowMs: 15 * MINUTE },
  /**
   * Password re-checks of a member (2FA on/off, email, password or payout change, deletion) and of the
   * registrant confirming an address from another device.
   */
  passwordCheckPerAccount: { name: 'password-check', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Ten consecutive failed passwords lock the account for 15 minutes. */
export const LOCKOUT = { failures: 10, durationMs: 15 * MINUTE } as const;

/** Messages shown by the login form (accounts spec §8). */
export const LOGIN_FAILED_MESSAGE = 'The email or password is incorrect. Please try again.';
export const LOCKED_MESSAGE =
  'Account has been locked due to too many consecutive failed login attempts. Please reset your password to unlock your account';
export const UNCONFIRMED_MESSAGE = 'Please confirm your email address before you log in.';
