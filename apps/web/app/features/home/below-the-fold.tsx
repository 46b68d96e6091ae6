import type { PressMention } from '@cardgenius/core/contract';
import { lazy, Suspense } from 'react';
import { HowWeRate } from './how-we-rate';
import { type HomePost, LatestPosts } from './latest-posts';
import { type TrustFigures, TrustStats } from './trust-stats';

// Its code loads only where there are press mentions to show (none until staff store one).
const FeaturedInStrip = lazy(() => import('../content/featured-in-strip'));

/** What the page watches to load this part's code. */
export const BELOW_THE_FOLD_ID = 'home-more';

export interface BelowTheFoldData {
  trust: TrustFigures;
  posts: readonly HomePost[];
  pressMentions?: PressMention[] | undefined;
}

/**
 * The home page under its top cards, below the fold on phones and desktops alike: the trust strip (and
 * the press strip when there is one), the newest articles, then how the rating works.
 */
export default function BelowTheFold({ trust, posts, pressMentions }: BelowTheFoldData) {
  return (
    <div id={BELOW_THE_FOLD_ID}>
      <TrustStats figures={trust} />
      {pressMentions ? (
        <Suspense>
          <FeaturedInStrip entries={pressMentions} />
        </Suspense>
      ) : null}
      <LatestPosts posts={posts} />
      <HowWeRate />
    </div>
  );
}
