import type { CardPageResponse, OfferView, RankListsRequest } from '@cardgenius/core/contract';
import type { FilterStateInput } from '@cardgenius/core/filters';
import { SIMILAR_CARD_COUNT } from '@cardgenius/core/queries';
import { getCardDetail, rankCatalogueLists, withIssuerColors } from './cards.service';
import type { CatalogueSnapshot } from './catalogue-store';

/** The card page's two lists: the card itself rated for the visitor, and the cards like it. */
const cardPageLists = (slug: string): RankListsRequest['lists'] => [
  { name: 'own', scope: { kind: 'cards', slugs: [slug] }, limit: 1 },
  { name: 'similar', scope: { kind: 'similar', slug }, limit: SIMILAR_CARD_COUNT },
];

/**
 * Everything a card's page shows for one visitor (`POST /card/{slug}/page`): the card's facts, its rating
 * for the visitor whatever their filters, the cards like it and its current offer. An unknown slug is a
 * 404, a filter state that is not valid a 400 naming its `state.` fields.
 */
export function cardPage(options: {
  catalogue: CatalogueSnapshot;
  slug: string;
  state: FilterStateInput;
  /** Every card's current GeniusCash offer, as the menu and the offers page show them. */
  currentOffers: readonly OfferView[];
}): CardPageResponse {
  const { catalogue } = options;
  const detail = getCardDetail({ catalogue, slug: options.slug });
  const { slug } = detail.card;
  const { lists } = rankCatalogueLists({ catalogue, request: { state: options.state, lists: cardPageLists(slug) } });
  const own = lists.own?.cards.find((entry) => entry.slug === slug);
  return {
    detail,
    rating: own
      ? {
          rating: own.rating,
          annualRewards: own.annualRewards,
          netAnnualRewards: own.netAnnualRewards,
          firstYearValue: own.firstYearValue,
          interestSavings: own.interestSavings,
          perksValue: own.perksValue,
          insuranceValue: own.insuranceValue,
          breakdown: own.breakdown,
        }
      : null,
    similar: (lists.similar?.cards ?? []).map(withIssuerColors(catalogue)),
    offer: options.currentOffers.find((offer) => offer.cardSlug === slug) ?? null,
  };
}
