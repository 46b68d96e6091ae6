import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The newsletter's signed values. Each purpose has its own key derived from AUTH_SECRET, so a value made
 * for one purpose (or a session token, a CSRF token) never verifies as another.
 */
function purposeKey(secret: string, purpose: 'unsubscribe' | 'confirm-subscription'): Buffer {
  return createHmac('sha256', secret).update(`cardgenius:newsletter:${purpose}:v1`).digest();
}

function mac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('base64url');
}

/** Longest token accepted: a 254-character address in base64url (340) plus the 43-character MAC. */
const MAX_TOKEN_LENGTH = 600;

/**
 * A one-click unsubscribe token for one address: the address (base64url) and an HMAC over the address
 * and the purpose. It needs no database row, does not expire (an old email's link keeps working), and
 * names only its own address.
 */
export function createUnsubscribeToken(secret: string, email: string): string {
  const address = email.trim().toLowerCase();
  const key = purposeKey(secret, 'unsubscribe');
  return `${Buffer.from(address, 'utf8').toString('base64url')}.${mac(key, `unsubscribe:${address}`)}`;
}

/** The address a token was signed for, or null for anything tampered, truncated or signed elsewhere. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  // Only the canonical encoding of a canonical address: no second spelling of the same token.
  if (Buffer.from(address, 'utf8').toString('base64url') !== encoded) return null;
  if (address !== address.trim().toLowerCase() || !address.includes('@')) return null;
  const expected = Buffer.from(mac(purposeKey(secret, 'unsubscribe'), `unsubscribe:${address}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

/** The page an email's unsubscribe link opens; also the RFC 8058 one-click POST target. */
export function unsubscribeUrl(options: { siteUrl: string; secret: string; email: string }): string {
  return `${options.siteUrl}/unsubscribe?token=${createUnsubscribeToken(options.secret, options.email)}`;
}

/**
 * The confirmation code of a pending subscription: an HMAC of the row and its expiry (256 bits). Only its
 * SHA-256 is stored. Deriving it, rather than drawing a new random code each time, lets a second
 * subscribe re-send the link of the first email instead of breaking it; a new expiry gives a new code.
 */
export function confirmationCode(secret: string, subscriberId: string, expiresAt: Date): string {
  return mac(purposeKey(secret, 'confirm-subscription'), `${subscriberId}:${expiresAt.getTime()}`);
}
