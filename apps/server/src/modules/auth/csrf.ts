import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed, session-bound double-submit tokens (OWASP CSRF cheat sheet): a random value and an HMAC of
 * the session id with it. The page reads the token from a cookie and echoes it in `X-CSRF-Token`; a
 * token from another session, or one an attacker planted, does not verify.
 */
export { CSRF_COOKIE, CSRF_HEADER } from '@cardgenius/core/contract/names';

function mac(secret: string, sessionId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}:${nonce}`).digest('base64url');
}

export function createCsrfToken(secret: string, sessionId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(secret, sessionId, nonce)}`;
}

export function isValidCsrfToken(secret: string, sessionId: string, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(mac(secret, sessionId, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
