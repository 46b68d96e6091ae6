import {
  API_BASE_PATH,
  PAGE_CACHE_MAX_ENTRIES,
  type PageCacheEntry,
  pageCacheCalls,
  pageCacheKey,
} from '@cardgenius/core/contract';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { closeApiRouter, createApiRouter } from '../../http/api-router';
import type { AppEnv } from '../../http/app-env';
import { requestId } from '../../http/request-id';
import { cardsRoutes } from '../cards/cards.routes';
import { catalogueRoutes } from '../cards/catalogue.routes';
import { contentRoutes } from '../content/content.routes';

/** Answers the public calls a page's scripts make, exactly as the API answers them to a visitor. */
export type PublicApi = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The modules serving the public, read-only calls, behind the API's own middleware (validation,
 * errors), called in-process and without any credential: whatever it answers, any visitor gets too.
 */
export function createPublicApi(deps: AppDeps): PublicApi {
  const api = createApiRouter(deps, [contentRoutes, cardsRoutes, catalogueRoutes]);
  closeApiRouter(api);
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(async (c, next) => {
    c.set('logger', deps.logger.child({ reqId: c.get('requestId') }));
    await next();
  });
  app.route(API_BASE_PATH, api);
  return async (path, init) => app.request(path, init);
}

/**
 * The page cache of one page: each public call its scripts make, with the answer, keyed as the
 * browser keys it. A call that does not answer 200 is left out (the browser then makes it itself).
 */
export async function buildPageCache(options: {
  publicApi: PublicApi;
  originPage: string;
  requestId: string;
}): Promise<PageCacheEntry[]> {
  const calls = pageCacheCalls(options.originPage).slice(0, PAGE_CACHE_MAX_ENTRIES);
  const entries = await Promise.all(
    calls.map(async (call) => {
      const response = await options.publicApi(call.path, {
        method: call.method,
        headers: {
          'x-request-id': options.requestId,
          ...(call.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(call.method === 'POST' ? { body: JSON.stringify(call.payload ?? {}) } : {}),
      });
      if (response.status !== 200) return null;
      return { key: pageCacheKey(call.method, call.path, call.payload), response: (await response.json()) as unknown };
    }),
  );
  return entries.filter((entry) => entry !== null);
}
