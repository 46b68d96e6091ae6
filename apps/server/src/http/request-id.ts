import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * An id on every request and response (`X-Request-Id`); a well-formed incoming id is kept so a call
 * can be traced across the page render and its in-process API calls. Set after the handler, because
 * a handler's own Response (the page renderer's) replaces headers set before it.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    await next();
    c.res.headers.set('X-Request-Id', id);
  };
}
