import { REQUESTING_PATH_HEADER } from '@cardgenius/core/contract/names';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';
import { redactPath } from '../lib/redact-path';
import type { AppEnv } from './app-env';

/**
 * One log line per request: id, method, redacted path (never the query string), the page the call was
 * made for (`requestingpath`, accounts spec §7), status and duration. No header or body is logged.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestLog = logger.child({ reqId: c.get('requestId') });
    c.set('logger', requestLog);
    await next();
    const requestingPath = c.req.header(REQUESTING_PATH_HEADER);
    requestLog.info(
      {
        method: c.req.method,
        path: redactPath(c.req.path),
        ...(requestingPath ? { requestingPath: redactPath(requestingPath) } : {}),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
