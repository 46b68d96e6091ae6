import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { getSiteStats } from './content.service';

export function contentRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.getGlobal, async () =>
    reply(200, { brandName: deps.env.BRAND_NAME, stats: await getSiteStats({ db: deps.database.db }) }),
  );
}
