import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { confirmedSubscriberCount } from '../newsletter/subscriber-count';
import { menuPlacements } from './content.service';
import { HELLO_BAR_HEIGHT } from './site-content';
import { siteContent } from './site-content-cache';

export function contentRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.getGlobal, async () => {
    const db = deps.database.db;
    const [content, catalogue, newsletterSubscribers] = await Promise.all([
      siteContent(db),
      deps.catalogue.get(),
      confirmedSubscriberCount(db),
    ]);
    const { stats, helloBar, notificationBell } = content;
    return reply(200, {
      brandName: deps.env.BRAND_NAME,
      // The live figure replaces the stored one: confirmed subscribers, counted at most once a minute.
      stats: { ...stats, newsletterSubscribers },
      cardCount: { count: catalogue.cards.filter((card) => !card.hidden).length },
      maxOfferValue: content.maxOfferValue,
      helloBar,
      helloBarHeight: HELLO_BAR_HEIGHT,
      notificationBell,
    });
  });
  mount(endpoints.getMenuPlacements, async () => reply(200, menuPlacements({ catalogue: await deps.catalogue.get() })));
}
