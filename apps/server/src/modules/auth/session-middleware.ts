import { isDecodableJwt } from '@cardgenius/core/rules';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import { readPresentedToken } from '../../lib/presented-token';
import { clearSessionCookies } from './auth-cookies';
import { CSRF_COOKIE, CSRF_HEADER, isValidCsrfToken } from './csrf';
import { verifySessionToken } from './session-token';
import { loadSession } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the caller's session from the presented token (Bearer header or cookie). For state-changing
 * calls it also refuses cross-site requests: an Origin other than the site's (or a configured one) is
 * refused outright, and a cookie-authenticated call must echo the session's CSRF token.
 */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const allowedOrigins = new Set([new URL(deps.env.SITE_URL).origin, ...deps.env.CORS_ORIGINS]);
  return async (c, next) => {
    const unsafe = !SAFE_METHODS.has(c.req.method);
    if (unsafe) {
      const origin = c.req.header('origin');
      if (origin !== undefined && origin !== new URL(c.req.url).origin && !allowedOrigins.has(origin)) {
        throw new AppError('FORBIDDEN', 'Requests from other sites are not accepted.');
      }
      if (c.req.header('sec-fetch-site') === 'cross-site') {
        throw new AppError('FORBIDDEN', 'Requests from other sites are not accepted.');
      }
    }
    const bearer = /^Bearer\s/i.test(c.req.header('authorization') ?? '');
    const token = readPresentedToken(c.req.header('authorization'), c.req.header('cookie'));
    c.set('session', null);
    if (token && !bearer && !isDecodableJwt(token)) {
      // Not a token at all (accounts spec §8, "Token cannot be read"): signed out, and the cookie goes.
      clearSessionCookies(c, deps);
    } else if (token) {
      c.set('presentedToken', token);
      const claims = await verifySessionToken(token, { secret: deps.authSecret, issuer: deps.env.SITE_URL });
      const found = claims ? await loadSession(deps.database.db, claims.sessionId, claims.userId) : null;
      if (found) {
        const viaCookie = !bearer;
        // Logging out needs no CSRF token: the worst a forged one can do is sign the member out, and a
        // member whose CSRF cookie went missing must still be able to leave.
        if (unsafe && viaCookie && !c.req.path.endsWith('/user/logout')) {
          const csrf = c.req.header(CSRF_HEADER) ?? '';
          if (!isValidCsrfToken(deps.authSecret, found.session.id, csrf) || getCookie(c, CSRF_COOKIE) !== csrf) {
            throw new AppError('FORBIDDEN', 'Your session could not be verified. Refresh the page and try again.');
          }
        }
        c.set('session', { ...found, viaCookie });
      }
    }
    await next();
  };
}
