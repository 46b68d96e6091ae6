import { cookiesAreSecure as secureCookieRule } from '@cardgenius/core';
import { AUTH_COOKIE } from '@cardgenius/core/contract/names';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { CSRF_COOKIE, createCsrfToken } from './csrf';

export { AUTH_COOKIE };

/** Secure everywhere except plain-http local development (the rule is core's, shared with the pages). */
export function cookiesAreSecure(deps: AppDeps): boolean {
  return secureCookieRule({ isProduction: deps.env.NODE_ENV === 'production', siteUrl: deps.env.SITE_URL });
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

/** The cookies of a sign-in: the token, the CSRF token and `s` (the analytics session, accounts spec §4). */
export const SESSION_COOKIE_NAMES: readonly string[] = [AUTH_COOKIE, CSRF_COOKIE, 's'];

/** Logout removes the token and the `s` (analytics session) cookie (accounts spec §4), and the CSRF token. */
export function clearSessionCookies(c: Context<AppEnv>, deps: AppDeps): void {
  const secure = cookiesAreSecure(deps);
  for (const name of SESSION_COOKIE_NAMES) deleteCookie(c, name, { path: '/', secure, sameSite: 'Lax' });
}

/** The same removals as `Set-Cookie` values, for a response made outside a Hono context (a page). */
export function clearedSessionCookies(deps: AppDeps): string[] {
  const secure = cookiesAreSecure(deps) ? '; Secure' : '';
  return SESSION_COOKIE_NAMES.map(
    (name) => `${name}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`,
  );
}
