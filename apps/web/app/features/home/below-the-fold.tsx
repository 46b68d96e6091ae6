import { HowWeRate } from './how-we-rate';
import { type HomePost, LatestPosts } from './latest-posts';

/** What the page watches to load this part's code. */
export const BELOW_THE_FOLD_ID = 'home-more';

/** The home page under the trust strip: the newest articles, then how the rating works. */
export default function BelowTheFold({ posts }: { posts: readonly HomePost[] }) {
  return (
    <div id={BELOW_THE_FOLD_ID}>
      <LatestPosts posts={posts} />
      <HowWeRate />
    </div>
  );
}
