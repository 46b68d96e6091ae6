import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Email confirmation and email-change links stay valid for 48 hours. */
export const EMAIL_TOKEN_TTL_MS = 48 * 60 * 60_000;
/** Password reset links are short-lived: one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** Texted codes expire after ten minutes. */
export const SMS_CODE_TTL_MS = 10 * 60_000;

const SMS_CODE_DIGITS = 7;

/** 256 random bits, base64url: for links sent by email. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Seven decimal digits (23.3 bits): NIST 800-63B asks at least 20 bits of entropy of an out-of-band
 * code, and six digits give only 19.9.
 */
export function randomSmsCode(): string {
  return randomInt(0, 10 ** SMS_CODE_DIGITS)
    .toString()
    .padStart(SMS_CODE_DIGITS, '0');
}

/**
 * SHA-256 hex. Codes and tokens are stored only hashed, so a copy of the database cannot be used to
 * sign in; a plain hash suffices because tokens are long and random and codes expire and are rate limited.
 */
export function hashToken(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
