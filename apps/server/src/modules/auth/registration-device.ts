import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { EMAIL_TOKEN_TTL_MS } from '../../lib/one-time-codes';
import { cookiesAreSecure } from './auth-cookies';

/**
 * The browser that registered an account: confirming the address there proves that whoever owns the
 * inbox also chose the password. Confirming anywhere else asks for that password, or for a new one
 * (which clears what was set before the address was confirmed): see confirm-email.service.ts.
 */
export const REGISTRATION_DEVICE_COOKIE = 'registrationDevice';
/** Sent only to the confirmation call. */
const COOKIE_PATH = '/api/v2/user/confirm-email';

function sign(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`registration-device:${userId}`).digest('base64url');
}

/**
 * Set on every registration; for an address that was already taken it names no account (a random id
 * and signature of the same shape), so the answer never shows whether the address was free.
 */
export function issueRegistrationDevice(c: Context<AppEnv>, deps: AppDeps, userId: string | null): void {
  const value = userId
    ? `${userId}.${sign(deps.authSecret, userId)}`
    : `${randomUUID()}.${randomBytes(32).toString('base64url')}`;
  setCookie(c, REGISTRATION_DEVICE_COOKIE, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: cookiesAreSecure(deps),
    sameSite: 'Lax',
    maxAge: EMAIL_TOKEN_TTL_MS / 1000,
  });
}

/** Whether the caller is the browser that registered this account. */
export function isRegistrationDevice(c: Context<AppEnv>, deps: AppDeps, userId: string): boolean {
  const [id, signature, extra] = (getCookie(c, REGISTRATION_DEVICE_COOKIE) ?? '').split('.');
  if (id !== userId || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(deps.authSecret, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
