import { HOME_TOP_CARDS, type HomePageResponse } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import { rankCatalogue, withIssuerColors } from '../cards/cards.service';
import { latestPosts } from '../posts/posts.service';

/**
 * The home page's own data (`GET /home`): the top of the default profile's ranking with the issuers'
 * colours for the card art, and the newest articles. Every visitor sees the same.
 */
export async function homePage(deps: Pick<AppDeps, 'catalogue' | 'database'>): Promise<HomePageResponse> {
  const [catalogue, latest] = await Promise.all([deps.catalogue.get(), latestPosts({ db: deps.database.db })]);
  const ranking = rankCatalogue({ catalogue, input: { resultsPerPage: HOME_TOP_CARDS } });
  return { topCards: ranking.cards.map(withIssuerColors(catalogue)), latestPosts: latest.posts };
}
