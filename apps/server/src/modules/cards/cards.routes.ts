import { endpoints } from '@cardgenius/core/contract';
import { bestCardsIndex } from '@cardgenius/core/queries';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { keptReply, reply } from '../../http/mount-endpoint';
import { siteContent } from '../content/site-content-cache';
import { articlesMatching } from '../posts/posts.service';
import { cardPage } from './card-page';
import {
  bestCardGroupsFor,
  bestCardsPage,
  getCardDetail,
  getOfferHistory,
  rankCatalogue,
  rankCatalogueLists,
  searchCatalogue,
} from './cards.service';
import { compareCatalogueCards } from './compare-cards';
import { comparePage } from './compare-page';
import { searchPage } from './search-page';

export function cardsRoutes(mount: MountEndpoint, deps: AppDeps): void {
  // Rankings are kept per catalogue snapshot and state, one object for every caller: sent as bytes encoded once.
  mount(endpoints.rankCards, async ({ body }) =>
    keptReply(200, rankCatalogue({ catalogue: await deps.catalogue.get(), input: body })),
  );
  mount(endpoints.rankLists, async ({ body }) =>
    keptReply(200, rankCatalogueLists({ catalogue: await deps.catalogue.get(), request: body })),
  );
  mount(endpoints.getCard, async ({ params }) =>
    reply(200, getCardDetail({ catalogue: await deps.catalogue.get(), slug: params.slug })),
  );
  // The offer comes from the global call's content (at most a minute old, forgotten when staff change offers).
  mount(endpoints.getCardPage, async ({ params, body }) => {
    const [catalogue, content] = await Promise.all([deps.catalogue.get(), siteContent(deps.database.db)]);
    return reply(
      200,
      cardPage({ catalogue, slug: params.slug, state: body.state, currentOffers: content.currentOffers }),
    );
  });
  mount(endpoints.getBestCardsIndex, async () => reply(200, bestCardsIndex(await deps.catalogue.get())));
  mount(endpoints.getBestCardsPage, async ({ params }) =>
    reply(200, bestCardsPage({ catalogue: await deps.catalogue.get(), slug: params.slug })),
  );
  mount(endpoints.getBestCardGroups, async ({ body }) =>
    reply(200, bestCardGroupsFor({ catalogue: await deps.catalogue.get(), ...body })),
  );
  mount(endpoints.compareCards, async ({ body }) =>
    reply(200, compareCatalogueCards({ catalogue: await deps.catalogue.get(), state: body.state, slugs: body.slugs })),
  );
  mount(endpoints.getComparePage, async ({ body }) =>
    reply(200, comparePage({ catalogue: await deps.catalogue.get(), state: body.state, compare: body.compare })),
  );
  mount(endpoints.getCardOfferHistory, async ({ params }) =>
    reply(200, getOfferHistory({ catalogue: await deps.catalogue.get(), slug: params.slug })),
  );
  mount(endpoints.searchCards, async ({ body }) => {
    const [found, articles] = await Promise.all([
      deps.catalogue.get().then((catalogue) => searchCatalogue({ catalogue, ...body })),
      articlesMatching({ db: deps.database.db, text: body.query, limit: body.articles }),
    ]);
    return reply(200, { ...found, articles });
  });
  mount(endpoints.getSearchPage, async ({ body }) =>
    reply(200, await searchPage({ catalogue: await deps.catalogue.get(), db: deps.database.db, ...body })),
  );
}
