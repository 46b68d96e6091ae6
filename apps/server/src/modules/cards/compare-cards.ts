import type { CompareCardsResponse } from '@cardgenius/core/contract';
import type { FilterStateInput } from '@cardgenius/core/filters';
import { rankCatalogueLists, withIssuerColors } from './cards.service';
import type { CatalogueSnapshot } from './catalogue-store';

/**
 * The cards a visitor compares side by side (`POST /card/compare`): each rated for their profile whatever
 * their filters, with its facts, in the order asked. A card that is unknown or not listed is left out, as
 * the ranking leaves it out; a filter state that is not valid is a 400 naming its `state.` fields.
 */
export function compareCatalogueCards(options: {
  catalogue: CatalogueSnapshot;
  state: FilterStateInput;
  slugs: readonly string[];
}): CompareCardsResponse {
  const { catalogue, slugs } = options;
  const { lists } = rankCatalogueLists({
    catalogue,
    request: {
      state: options.state,
      lists: [{ name: 'compared', scope: { kind: 'cards', slugs: [...slugs] }, limit: slugs.length }],
    },
  });
  const ranked = new Map((lists.compared?.cards ?? []).map((entry) => [entry.slug, entry]));
  const colored = withIssuerColors(catalogue);
  return {
    cards: slugs.flatMap((slug) => {
      const entry = ranked.get(slug);
      const card = catalogue.cardsBySlug.get(slug);
      return entry && card ? [{ ranked: colored(entry), card }] : [];
    }),
  };
}
