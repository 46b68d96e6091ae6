import { endpoints } from '@cardgenius/core/contract';
import { estimatedRatingParts } from '@cardgenius/core/rating';
import { lazy, memo, Suspense, useMemo } from 'react';
import { CATEGORY_STYLES, mainCategory } from '../features/blog/categories';
import { formatPostDate } from '../features/blog/post-dates';
import type { BelowTheFoldData } from '../features/home/below-the-fold';
import { HomeHero } from '../features/home/home-hero';
import { TopCards } from '../features/home/top-cards';
import { lazyWhenNear } from '../lib/lazy-when-near';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/home';

// Its code loads only where there are press mentions to show (none until staff store one).
const FeaturedInStrip = lazy(() => import('../features/content/featured-in-strip'));
// Rendered with the page; its code loads as the reader scrolls near it (decision 0004).
const BelowTheFoldPart = lazyWhenNear('home-more', () => import('../features/home/below-the-fold'));
/** Memoized: new props before its code arrives would make React draw the server's HTML again. */
const BelowTheFold = memo(function BelowTheFold(data: BelowTheFoldData) {
  return (
    <Suspense>
      <BelowTheFoldPart {...data} />
    </Suspense>
  );
});

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: null,
    description:
      'Compare Canadian credit cards by one open rating computed from your own spending: rewards, fees, interest, perks and insurance.',
  });

export async function loader({ context }: Route.LoaderArgs) {
  // The site-wide figures come with the shell's call; the page's own data is one call.
  const [global, home] = await Promise.all([
    context.api.call(endpoints.getGlobal),
    context.api.call(endpoints.getHomePage),
  ]);
  // Only what the page shows: the loader's data is also sent to the browser for hydration.
  const topCards = home.topCards.map((card) => ({
    slug: card.slug,
    displayName: card.displayName,
    network: card.network,
    issuerName: card.issuer.name,
    colors: card.issuer.colors,
    rating: card.rating,
    netAnnualRewards: Math.round(card.netAnnualRewards),
    estimatedParts: estimatedRatingParts(card.breakdown.components),
  }));
  const { dataPoints, categories, newsletterSubscribers } = global.stats;
  const trust = { cardCount: global.cardCount.count, dataPoints, categories, newsletterSubscribers };
  const latestPosts = home.latestPosts.map((post) => ({
    route: post.route,
    title: post.title,
    label: `${CATEGORY_STYLES[mainCategory(post.categories)].name} · ${formatPostDate(post.sortDate)}`,
  }));
  const { pressMentions } = global;
  // Left out when empty (the default): every byte of loader data is sent with the page.
  return {
    brandName: global.brandName,
    trust,
    topCards,
    latestPosts,
    ...(pressMentions.length > 0 ? { pressMentions } : {}),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { pressMentions } = loaderData;
  // Made once per page's data: the part below the fold is memoized on its props.
  const pressStrip = useMemo(
    () =>
      pressMentions ? (
        <Suspense>
          <FeaturedInStrip entries={pressMentions} />
        </Suspense>
      ) : null,
    [pressMentions],
  );
  return (
    <>
      <HomeHero brandName={loaderData.brandName} />
      <TopCards cards={loaderData.topCards} />
      <BelowTheFold trust={loaderData.trust} posts={loaderData.latestPosts} pressStrip={pressStrip} />
    </>
  );
}
