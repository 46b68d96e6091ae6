import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { getCardDetail, getOfferHistory, rankCatalogue, rankCatalogueLists, searchCatalogue } from './cards.service';

export function cardsRoutes(mount: MountEndpoint, deps: AppDeps): void {
  mount(endpoints.rankCards, async ({ body }) =>
    reply(200, rankCatalogue({ catalogue: await deps.catalogue.get(), input: body })),
  );
  mount(endpoints.rankLists, async ({ body }) =>
    reply(200, rankCatalogueLists({ catalogue: await deps.catalogue.get(), request: body })),
  );
  mount(endpoints.getCard, async ({ params }) =>
    reply(200, getCardDetail({ catalogue: await deps.catalogue.get(), slug: params.slug })),
  );
  mount(endpoints.getCardOfferHistory, async ({ params }) =>
    reply(200, getOfferHistory({ catalogue: await deps.catalogue.get(), slug: params.slug })),
  );
  mount(endpoints.searchCards, async ({ body }) =>
    reply(200, searchCatalogue({ catalogue: await deps.catalogue.get(), ...body })),
  );
}
