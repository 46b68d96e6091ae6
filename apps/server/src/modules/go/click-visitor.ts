import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { analyticsExclusion } from '../analytics/analytics-exclusion';
import { isAuthenticated } from '../auth/sessions';
import type { ClickVisitor } from './go.service';

/** The analytics cookies the browser keeps (apps/web/app/lib/cookie-names.ts). */
const ANALYTICS_SESSION_COOKIE = 'analyticsSession';
const ANALYTICS_USER_COOKIE = 'analyticsUser';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function uuidCookie(c: Context<AppEnv>, name: string): string | null {
  const value = getCookie(c, name);
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * Who is clicking, from the session, the request's headers and the analytics cookies. The click itself
 * is always recorded (it is the application the issuer reports); its 'apply' event follows the same
 * exclusions as every other event: admins, prerender crawlers, partner mode and the privacy signals
 * (shell-and-browsing §6). A missing or malformed session cookie gets a fresh id.
 */
export function clickVisitor(c: Context<AppEnv>, deps: AppDeps): ClickVisitor {
  const current = c.get('session');
  const signedIn = current !== null && isAuthenticated(deps, current);
  return {
    userId: signedIn ? current.user.id : null,
    isAuth: signedIn,
    tracked: analyticsExclusion(c, deps) === null,
    analyticsUserId: uuidCookie(c, ANALYTICS_USER_COOKIE),
    analyticsSessionId: uuidCookie(c, ANALYTICS_SESSION_COOKIE) ?? randomUUID(),
    requestId: c.get('requestId'),
  };
}
