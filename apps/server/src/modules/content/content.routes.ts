import { isListedCard } from '@cardgenius/core/catalogue';
import { endpoints } from '@cardgenius/core/contract';
import { torontoDate } from '@cardgenius/core/rules';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { communityCommentCount } from '../comments/community-comment-count';
import { confirmedSubscriberCount } from '../newsletter/subscriber-count';
import { newestPostId, publishedPostCount } from '../posts/published-post-count';
import { approvedReviewCount } from '../reviews/approved-review-count';
import { configuredSocialProviders } from '../social-sign-in/social-providers';
import { menuPlacements } from './content.service';
import { homePage } from './home-page';
import { cachedHotDeals } from './hot-deals';
import { HELLO_BAR_HEIGHT } from './site-content';
import { siteContent } from './site-content-cache';

export function contentRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const socialSignIn = configuredSocialProviders(deps.env);
  mount(endpoints.getHomePage, async () => reply(200, await homePage(deps)));
  mount(endpoints.getGlobal, async () => {
    const db = deps.database.db;
    const [content, catalogue, newsletterSubscribers, qualityArticles, communityComments, consumerReviews, newestPost] =
      await Promise.all([
        siteContent(db),
        deps.catalogue.get(),
        confirmedSubscriberCount(db),
        publishedPostCount(db),
        communityCommentCount(db),
        approvedReviewCount(db),
        newestPostId(db),
      ]);
    const { stats, helloBar, notificationBell, pressMentions } = content;
    return reply(200, {
      brandName: deps.env.BRAND_NAME,
      // Live figures replace the stored ones: confirmed subscribers, published posts, approved comments and
      // approved card reviews, each counted at most once a minute.
      stats: { ...stats, newsletterSubscribers, qualityArticles, communityComments, consumerReviews },
      cardCount: { count: catalogue.cards.filter(isListedCard).length },
      maxOfferValue: content.maxOfferValue,
      helloBar,
      helloBarHeight: HELLO_BAR_HEIGHT,
      notificationBell,
      newestPostId: newestPost,
      socialSignIn,
      redirects: { redirects: [...content.redirects].map(([from, to]) => ({ from, to })) },
      offerPage: content.offerPage,
      reviewCount: consumerReviews,
      hotDeals: cachedHotDeals({ catalogue, currentOffers: content.currentOffers, today: torontoDate(new Date()) }),
      geniusCashPayouts: content.geniusCashPayouts,
      pressMentions,
    });
  });
  mount(endpoints.getMenuPlacements, async () => {
    const [catalogue, content] = await Promise.all([deps.catalogue.get(), siteContent(deps.database.db)]);
    return reply(200, menuPlacements({ catalogue, pinned: content.menuPins }));
  });
}
