import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { peerAddress } from './peer-address';

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
    // Page renders pass on the visitor's connection; only calls with no socket at all (tests) have none.
    c.set('clientIp', ip || peerAddress(c) || 'local');
    await next();
  };
}
