import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { CSRF_COOKIE, createCsrfToken } from './csrf';

export const AUTH_COOKIE = 'authToken';

/** Secure everywhere except plain-http local development. */
export function cookiesAreSecure(deps: AppDeps): boolean {
  return deps.env.NODE_ENV === 'production' || deps.env.SITE_URL.startsWith('https:');
}

/**
 * The token in an HttpOnly cookie (scripts cannot read it), and beside it the CSRF token, which the
 * page must read to echo in a header. Both SameSite=Lax: sent on top-level navigation, not on
 * cross-site subrequests.
 */
export function setSessionCookies(
  c: Context<AppEnv>,
  deps: AppDeps,
  options: { token: string; sessionId: string; expiresAt: Date },
): void {
  const secure = cookiesAreSecure(deps);
  const common = { path: '/', secure, sameSite: 'Lax' as const, expires: options.expiresAt };
  setCookie(c, AUTH_COOKIE, options.token, { ...common, httpOnly: true });
  setCookie(c, CSRF_COOKIE, createCsrfToken(deps.authSecret, options.sessionId), { ...common, httpOnly: false });
}

/** Logout removes the token and the `s` (analytics session) cookie (accounts spec §4), and the CSRF token. */
export function clearSessionCookies(c: Context<AppEnv>, deps: AppDeps): void {
  const secure = cookiesAreSecure(deps);
  for (const name of [AUTH_COOKIE, CSRF_COOKIE, 's']) deleteCookie(c, name, { path: '/', secure, sameSite: 'Lax' });
}
