import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { keptReply, reply } from '../../http/mount-endpoint';
import { articlesMatching } from '../posts/posts.service';
import { getCardDetail, getOfferHistory, rankCatalogue, rankCatalogueLists, searchCatalogue } from './cards.service';

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
}
