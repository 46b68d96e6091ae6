import { listedCardCounts } from '@cardgenius/core/catalogue';
import type { ComparePageResponse } from '@cardgenius/core/contract';
import type { FilterStateInput } from '@cardgenius/core/filters';
import { visitorProfile } from '@cardgenius/core/queries';
import { rankCatalogue, resolveStateField } from './cards.service';
import type { CatalogueSnapshot } from './catalogue-store';
import { compareCatalogueCards } from './compare-cards';

/**
 * Everything the compare page shows for one visitor (`POST /card/compare-page`): the ranking for their
 * filter state, the cards they compare rated for their profile whatever their filters, and the filters'
 * choices. A filter state that is not valid is a 400 naming its `state.` fields.
 */
export function comparePage(options: {
  catalogue: CatalogueSnapshot;
  state: FilterStateInput;
  compare: readonly string[];
}): ComparePageResponse {
  const { catalogue, compare } = options;
  const state = resolveStateField(options.state);
  const counts = listedCardCounts(catalogue.cards, (card) => card.issuer);
  return {
    ranking: rankCatalogue({ catalogue, input: state }),
    compared:
      compare.length === 0
        ? []
        : compareCatalogueCards({ catalogue, state: visitorProfile(state), slugs: compare }).cards,
    issuers: catalogue.issuers.map(({ slug, name, colors }) => ({
      slug,
      name,
      colors,
      cardCount: counts.get(slug) ?? 0,
    })),
    networks: catalogue.networks.map(({ slug, name }) => ({ slug, name })),
    categories: catalogue.categories.map(({ slug, name }) => ({ slug, name })),
  };
}
