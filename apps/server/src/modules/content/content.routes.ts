import { DEFAULT_MAX_OFFER_VALUE } from '@cardgenius/core';
import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { getSiteStats } from './content.service';

export function contentRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.getGlobal, async () => {
    const [stats, catalogue] = await Promise.all([getSiteStats({ db: deps.database.db }), deps.catalogue.get()]);
    return reply(200, {
      brandName: deps.env.BRAND_NAME,
      stats,
      cardCount: { count: catalogue.cards.filter((card) => !card.hidden).length },
      maxOfferValue: { maxValue: DEFAULT_MAX_OFFER_VALUE, hasMultipleValues: false },
    });
  });
}
