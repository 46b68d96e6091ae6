import { type CardFact, cardFactText, FACT_NOT_PUBLISHED } from '@cardgenius/core/content';
import { catalogueEstimates, defaultRatingProfile, dollarsPerPoint, rateCard } from '@cardgenius/core/rating';
import { torontoDate } from '@cardgenius/core/rules';
import type { CatalogueSnapshot } from '../cards/catalogue-store';
import type { CardFactSource } from './markdown/card-placeholders';

/**
 * Each card's figures as an article shows them, from the catalogue in memory: the rating and net
 * annual rewards are the default profile's, as on the card's own page. Ratings are worked out once per
 * snapshot and card (a catalogue edit makes a new snapshot).
 */
export function catalogueFactSource(catalogue: CatalogueSnapshot, now = new Date()): CardFactSource {
  const today = torontoDate(now);
  return {
    hasCard: (slug) => catalogue.cardsBySlug.has(slug),
    unknownText: FACT_NOT_PUBLISHED,
    factText: (slug: string, fact: CardFact) => {
      const card = catalogue.cardsBySlug.get(slug);
      if (!card) return FACT_NOT_PUBLISHED;
      const program = catalogue.programs.get(card.rewardProgram);
      return cardFactText(fact, {
        card,
        issuerName: catalogue.issuers.find((issuer) => issuer.slug === card.issuer)?.name ?? card.issuer,
        networkName: catalogue.networks.find((network) => network.slug === card.network)?.name ?? card.network,
        program,
        rating: defaultRating(catalogue, slug),
        dollarsPerPoint: dollarsPerPoint(program, defaultProfile.pointValueMode, card),
        today,
      });
    },
  };
}

const defaultProfile = defaultRatingProfile();
const ratings = new WeakMap<CatalogueSnapshot, Map<string, { rating: number; netAnnualRewards: number }>>();

function defaultRating(catalogue: CatalogueSnapshot, slug: string) {
  let bySlug = ratings.get(catalogue);
  if (!bySlug) {
    bySlug = new Map();
    ratings.set(catalogue, bySlug);
  }
  let rating = bySlug.get(slug);
  if (!rating) {
    const card = catalogue.cardsBySlug.get(slug);
    if (!card) return { rating: 0, netAnnualRewards: 0 };
    const rated = rateCard(
      card,
      catalogue.programs.get(card.rewardProgram),
      defaultProfile,
      undefined,
      catalogueEstimates(catalogue.cards).get(slug),
    );
    rating = { rating: rated.rating, netAnnualRewards: rated.netAnnualRewards };
    bySlug.set(slug, rating);
  }
  return rating;
}
