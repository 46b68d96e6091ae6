import { DEFAULT_MAX_OFFER_VALUE } from '@cardgenius/core';
import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { getHelloBar, getNotificationBell, getSiteStats, menuPlacements } from './content.service';
import { HELLO_BAR_HEIGHT } from './site-content';

export function contentRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.getGlobal, async () => {
    const db = deps.database.db;
    const [stats, catalogue, helloBar, notificationBell] = await Promise.all([
      getSiteStats({ db }),
      deps.catalogue.get(),
      getHelloBar({ db }),
      getNotificationBell({ db }),
    ]);
    return reply(200, {
      brandName: deps.env.BRAND_NAME,
      stats,
      cardCount: { count: catalogue.cards.filter((card) => !card.hidden).length },
      maxOfferValue: { maxValue: DEFAULT_MAX_OFFER_VALUE, hasMultipleValues: false },
      helloBar,
      helloBarHeight: HELLO_BAR_HEIGHT,
      notificationBell,
    });
  });
  mount(endpoints.getMenuPlacements, async () => reply(200, menuPlacements({ catalogue: await deps.catalogue.get() })));
}
