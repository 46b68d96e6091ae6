import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The caller's IP address. X-Forwarded-For is believed only when TRUST_PROXY says a load balancer sets
 * it (its last entry is the address the balancer saw); otherwise anyone could choose their own address.
 */
export function clientAddress(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip = '';
    if (trustProxy) {
      const forwarded = c.req
        .header('x-forwarded-for')
        ?.split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      ip = forwarded?.at(-1) ?? '';
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address ?? '';
      } catch {
        // In-process calls (the site's own server rendering, tests) have no socket.
        ip = '';
      }
    }
    c.set('clientIp', ip || 'local');
    await next();
  };
}
