import { generateSecret, generateSync, verifySync } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: HMAC-SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps expect. */
export function generateTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The `otpauth://` URI the QR code carries (Google Authenticator's key URI format). */
export function totpUri(options: { secret: string; accountName: string; issuer: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.accountName)}`;
  const query = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  // URLSearchParams writes a space as `+`, which some authenticator apps show literally.
  return `otpauth://totp/${label}?${query.toString().replaceAll('+', '%20')}`;
}

/** The code for a moment (tests and end-to-end runs act as the authenticator app). */
export function totpAt(secret: string, timeMs: number): string {
  return generateSync({ secret, epoch: Math.floor(timeMs / 1000) });
}

/**
 * The time step the code belongs to, accepting one step either side for clock drift, or null. Callers
 * store the step and refuse a step at or before the last one used, so a seen code cannot be replayed.
 */
export function verifyTotp(secret: string, code: string, nowMs: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      // In seconds: ±30 s from any moment of a step reaches exactly the step before and the step after.
      epochTolerance: TOTP_PERIOD_SECONDS,
    });
    // The result type also covers HOTP, which has no time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws on a secret it refuses (too short, not base32): no code matches it.
    return null;
  }
}

/** The URI as an SVG QR code, drawn for 200×200 display. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, width: 200, errorCorrectionLevel: 'M' });
}
