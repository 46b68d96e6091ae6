import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { isAuthenticated } from '../auth/sessions';
import type { ClickVisitor } from './go.service';

/** The analytics cookies the browser keeps (apps/web/app/lib/cookie-names.ts). */
const ANALYTICS_SESSION_COOKIE = 'analyticsSession';
const ANALYTICS_USER_COOKIE = 'analyticsUser';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A crawler rendering pages for search engines (shell-and-browsing §6: not tracked). */
export function isPrerenderCrawler(userAgent: string | undefined): boolean {
  return (userAgent ?? '').toLowerCase().includes('prerender');
}

function uuidCookie(c: Context<AppEnv>, name: string): string | null {
  const value = getCookie(c, name);
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * Who is clicking, from the session, the User-Agent and the analytics cookies. Admins and prerender
 * crawlers are not tracked (shell-and-browsing §6); a missing or malformed session cookie gets a fresh id.
 */
export function clickVisitor(c: Context<AppEnv>, deps: AppDeps): ClickVisitor {
  const current = c.get('session');
  const signedIn = current !== null && isAuthenticated(deps, current);
  const admin = signedIn && current.user.isAdmin;
  return {
    userId: signedIn ? current.user.id : null,
    isAuth: signedIn,
    tracked: !admin && !isPrerenderCrawler(c.req.header('user-agent')),
    analyticsUserId: uuidCookie(c, ANALYTICS_USER_COOKIE),
    analyticsSessionId: uuidCookie(c, ANALYTICS_SESSION_COOKIE) ?? randomUUID(),
    requestId: c.get('requestId'),
  };
}
