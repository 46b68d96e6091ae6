import { type CatalogueCard, listedCardCounts } from '@cardgenius/core/catalogue';
import { endpoints } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';

/** Lists of the catalogue's reference data, each with card counts where useful. */
export function catalogueRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const countBy = async (key: (card: CatalogueCard) => string) =>
    listedCardCounts((await deps.catalogue.get()).cards, key);

  mount(endpoints.listCards, async () => {
    const catalogue = await deps.catalogue.get();
    return reply(200, {
      cards: catalogue.cards
        .filter((card) => !card.hidden)
        .map((card) => ({
          slug: card.slug,
          displayName: card.displayName,
          issuer: card.issuer,
          issuerName: catalogue.issuerNames.get(card.issuer) ?? card.issuer,
          dataAsOf: card.dataAsOf,
        })),
    });
  });
  mount(endpoints.listIssuers, async () => {
    const [catalogue, counts] = await Promise.all([deps.catalogue.get(), countBy((card) => card.issuer)]);
    return reply(200, {
      issuers: catalogue.issuers.map((issuer) => ({ ...issuer, cardCount: counts.get(issuer.slug) ?? 0 })),
    });
  });
  mount(endpoints.listNetworks, async () => {
    const [catalogue, counts] = await Promise.all([deps.catalogue.get(), countBy((card) => card.network)]);
    return reply(200, {
      networks: catalogue.networks.map((network) => ({ ...network, cardCount: counts.get(network.slug) ?? 0 })),
    });
  });
  mount(endpoints.listCategories, async () => reply(200, { categories: (await deps.catalogue.get()).categories }));
  mount(endpoints.listRewardPrograms, async () => {
    const [catalogue, counts] = await Promise.all([deps.catalogue.get(), countBy((card) => card.rewardProgram)]);
    return reply(200, {
      programs: [...catalogue.programs.values()].map((program) => ({
        ...program,
        cardCount: counts.get(program.slug) ?? 0,
      })),
    });
  });
  mount(endpoints.listSearchSynonyms, async () => reply(200, (await deps.catalogue.get()).synonyms));
}
