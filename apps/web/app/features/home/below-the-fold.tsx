import type { ReactNode } from 'react';
import { HowWeRate } from './how-we-rate';
import { type HomePost, LatestPosts } from './latest-posts';
import { type TrustFigures, TrustStats } from './trust-stats';

/** What the page watches to load this part's code. */
export const BELOW_THE_FOLD_ID = 'home-more';

export interface BelowTheFoldData {
  trust: TrustFigures;
  posts: readonly HomePost[];
  /** The press strip, when there is one (the page composes it; it must keep its identity across renders). */
  pressStrip: ReactNode;
}

/**
 * The home page under its top cards, below the fold on phones and desktops alike: the trust strip (and
 * the press strip when there is one), the newest articles, then how the rating works.
 */
export default function BelowTheFold({ trust, posts, pressStrip }: BelowTheFoldData) {
  return (
    <div id={BELOW_THE_FOLD_ID}>
      <TrustStats figures={trust} />
      {pressStrip}
      <LatestPosts posts={posts} />
      <HowWeRate />
    </div>
  );
}
