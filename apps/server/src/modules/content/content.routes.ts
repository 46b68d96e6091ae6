import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { confirmedSubscriberCount } from '../newsletter/subscriber-count';
import { maxOfferValue } from '../offers/offers.service';
import { getHelloBar, getNotificationBell, getSiteStats, menuPlacements } from './content.service';
import { HELLO_BAR_HEIGHT } from './site-content';

export function contentRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.getGlobal, async () => {
    const db = deps.database.db;
    const [stats, catalogue, helloBar, notificationBell, offerValue, newsletterSubscribers] = await Promise.all([
      getSiteStats({ db }),
      deps.catalogue.get(),
      getHelloBar({ db }),
      getNotificationBell({ db }),
      maxOfferValue({ db }),
      confirmedSubscriberCount(db),
    ]);
    return reply(200, {
      brandName: deps.env.BRAND_NAME,
      // The live figure replaces the stored one: confirmed subscribers, counted at most once a minute.
      stats: { ...stats, newsletterSubscribers },
      cardCount: { count: catalogue.cards.filter((card) => !card.hidden).length },
      maxOfferValue: offerValue,
      helloBar,
      helloBarHeight: HELLO_BAR_HEIGHT,
      notificationBell,
    });
  });
  mount(endpoints.getMenuPlacements, async () => reply(200, menuPlacements({ catalogue: await deps.catalogue.get() })));
}
