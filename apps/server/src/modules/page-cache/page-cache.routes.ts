import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { buildPageCache, createPublicApi, type PublicApi } from './page-cache.service';

/** The answers are the same for every visitor and change with the catalogue: a CDN may keep them briefly. */
const CACHE_CONTROL = 'public, max-age=300';

/** `GET /cache/page?originPage=`: the answers of a page's public calls (accounts spec §7). */
export function pageCacheRoutes(mount: MountEndpoint, deps: AppDeps): void {
  let publicApi: PublicApi | undefined;
  mount(endpoints.getPageCache, async ({ query }, c) => {
    publicApi ??= createPublicApi(deps);
    const entries = await buildPageCache({ publicApi, originPage: query.originPage, requestId: c.get('requestId') });
    c.header('Cache-Control', CACHE_CONTROL);
    return reply(200, entries);
  });
}
