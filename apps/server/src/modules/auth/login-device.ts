import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { cookiesAreSecure } from './auth-cookies';

/**
 * A browser a member has signed in with before carries a device cookie for that member (OWASP's
 * "device cookies"): its password attempts are counted against the cookie, not against the account, so
 * a stranger who locks the account from elsewhere cannot lock the member out of their own browser.
 */
export const LOGIN_DEVICE_COOKIE = 'loginDevice';
/** Sent only to the login call. */
const COOKIE_PATH = '/api/v2/user/login';
const LIFETIME_MS = 180 * 24 * 60 * 60_000;

export interface LoginDevice {
  userId: string;
  /** Names the device's own failure counter. */
  deviceId: string;
}

function sign(secret: string, userId: string, deviceId: string): string {
  return createHmac('sha256', secret).update(`login-device:${userId}:${deviceId}`).digest('base64url');
}

/** The device cookie the caller presents, if it is genuine and names this member. */
export function readLoginDevice(c: Context<AppEnv>, deps: AppDeps, userId: string): LoginDevice | null {
  const [id, deviceId, signature, extra] = (getCookie(c, LOGIN_DEVICE_COOKIE) ?? '').split('.');
  if (!id || !deviceId || !signature || extra !== undefined || id !== userId) return null;
  const expected = Buffer.from(sign(deps.authSecret, id, deviceId));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: id, deviceId };
}

/** After a successful sign-in: this browser is now known for this member (a new cookie each time). */
export function issueLoginDevice(c: Context<AppEnv>, deps: AppDeps, userId: string): void {
  const deviceId = randomBytes(16).toString('base64url');
  setCookie(c, LOGIN_DEVICE_COOKIE, `${userId}.${deviceId}.${sign(deps.authSecret, userId, deviceId)}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    secure: cookiesAreSecure(deps),
    sameSite: 'Lax',
    maxAge: LIFETIME_MS / 1000,
  });
}
