import {
  type CatalogueCard,
  currentWelcomePoints,
  figureDates,
  offerPeriods,
  summarizeOfferHistory,
} from '@cardgenius/core/catalogue';
import { type CardDetail, issuesToFields, type OfferHistory, type RankResponse } from '@cardgenius/core/contract';
import { type FilterStateInput, safeResolveFilterState } from '@cardgenius/core/filters';
import {
  type CardRating,
  catalogueEstimates,
  defaultRatingProfile,
  rankCards,
  rateCard,
} from '@cardgenius/core/rating';
import { AppError } from '../../lib/app-error';
import type { CatalogueSnapshot } from './catalogue-store';
import { searchCardsByName } from './search-cards';

/** The go-link that records an apply click and leads to the issuer (shell-and-browsing §7). */
export const goUrl = (card: CatalogueCard) => `/go/${card.affiliateId}`;

const today = () => new Date().toISOString().slice(0, 10);

function ratingFields(rating: CardRating) {
  const { slug: _slug, annualFee: _annualFee, ...fields } = rating;
  return fields;
}

/** Ranks the catalogue for a filter state; a field that is not valid is a 400 naming it. */
export function rankCatalogue(options: { catalogue: CatalogueSnapshot; input: FilterStateInput }): RankResponse {
  const resolved = safeResolveFilterState(options.input);
  if (!resolved.success) {
    throw new AppError('VALIDATION_FAILED', 'Some filters are not valid.', issuesToFields(resolved.error.issues));
  }
  const { catalogue } = options;
  const issuerNames = new Map(catalogue.issuers.map((issuer) => [issuer.slug, issuer.name]));
  const result = rankCards({
    cards: catalogue.cards,
    programs: catalogue.programs,
    state: resolved.data,
    today: today(),
  });
  return {
    total: result.total,
    page: result.page,
    resultsPerPage: result.resultsPerPage,
    cards: result.cards.map((ranked) => {
      const { card } = ranked;
      return {
        slug: card.slug,
        name: card.name,
        displayName: card.displayName,
        issuer: { slug: card.issuer, name: issuerNames.get(card.issuer) ?? card.issuer },
        network: card.network,
        cardType: card.cardType,
        segment: card.segment,
        rewardProgram: {
          slug: card.rewardProgram,
          name: catalogue.programs.get(card.rewardProgram)?.name ?? card.rewardProgram,
        },
        pointsLabel: card.pointsLabel,
        annualFee: ranked.annualFee,
        firstYearFee: card.fees.firstYear,
        purchaseRate: ranked.breakdown.components.find((component) => component.key === 'interest')?.raw ?? null,
        affiliateId: card.affiliateId,
        goUrl: goUrl(card),
        hasAffiliateLink: card.hasAffiliateLink,
        temporarilyUnavailable: card.temporarilyUnavailable,
        dataAsOf: card.dataAsOf,
        sourceUrl: card.sourceUrl,
        pinned: ranked.pinned,
        ...ratingFields(ranked),
      };
    }),
  };
}

function findCard(catalogue: CatalogueSnapshot, slug: string): CatalogueCard {
  const card = catalogue.cardsBySlug.get(slug);
  if (!card) throw new AppError('NOT_FOUND', `No card has the slug “${slug}”.`);
  return card;
}

/** A card's welcome offers over time (a Quebec version shares its card's) and how today's compares. */
function offerHistoryOf(catalogue: CatalogueSnapshot, card: CatalogueCard, day: string): OfferHistory {
  const entries =
    catalogue.offerHistory.get(card.slug) ??
    (card.quebecVersionOf ? catalogue.offerHistory.get(card.quebecVersionOf) : undefined) ??
    [];
  const periods = offerPeriods(entries, day);
  return { periods, summary: summarizeOfferHistory(periods, currentWelcomePoints(card), day) };
}

export function getOfferHistory(options: { catalogue: CatalogueSnapshot; slug: string }) {
  const card = findCard(options.catalogue, options.slug);
  return { slug: card.slug, pointsLabel: card.pointsLabel, ...offerHistoryOf(options.catalogue, card, today()) };
}

/** Every fact of one card and its rating for the default profile; an unknown slug is a 404. */
export function getCardDetail(options: { catalogue: CatalogueSnapshot; slug: string }): CardDetail {
  const { catalogue } = options;
  const card = findCard(catalogue, options.slug);
  const day = today();
  const issuer = catalogue.issuers.find((entry) => entry.slug === card.issuer);
  const program = catalogue.programs.get(card.rewardProgram);
  return {
    card,
    issuer: {
      slug: card.issuer,
      name: issuer?.name ?? card.issuer,
      websiteUrl: issuer?.websiteUrl ?? card.sourceUrl,
      colors: issuer?.colors ?? { primary: '#1e3a8a', secondary: '#1d4ed8' },
    },
    rewardProgram: {
      slug: card.rewardProgram,
      name: program?.name ?? card.rewardProgram,
      pointValues: program?.pointValues ?? {},
    },
    goUrl: goUrl(card),
    defaultRating: ratingFields(
      rateCard(card, program, defaultRatingProfile(), undefined, catalogueEstimates(catalogue.cards).get(card.slug)),
    ),
    offerHistory: offerHistoryOf(catalogue, card, day),
    figureDates: figureDates(card, day),
  };
}

export function searchCatalogue(options: {
  catalogue: CatalogueSnapshot;
  query: string;
  includeHidden: boolean;
  limit: number;
}) {
  const issuerNames = new Map(options.catalogue.issuers.map((issuer) => [issuer.slug, issuer.name]));
  return {
    cards: searchCardsByName(options.catalogue.cards, issuerNames, options.query, options.includeHidden, options.limit),
  };
}
