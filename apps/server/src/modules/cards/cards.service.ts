import {
  type CatalogueCard,
  currentWelcomePoints,
  FALLBACK_ISSUER_COLORS,
  figureDates,
  offerPeriods,
  summarizeOfferHistory,
} from '@cardgenius/core/catalogue';
import {
  type BestCardGroupsResponse,
  type BestCardsPageResponse,
  type CardDetail,
  issuesToFields,
  type OfferHistory,
  type RankedCard as RankedCardView,
  type RankedCardWithColors,
  type RankListsRequest,
  type RankListsResponse,
  type RankResponse,
} from '@cardgenius/core/contract';
import { type FilterState, type FilterStateInput, safeResolveFilterState } from '@cardgenius/core/filters';
import {
  type BestCardGrouping,
  bestCardGroups,
  bestCardsPageFor,
  ListScopeError,
  rankLists,
} from '@cardgenius/core/queries';
import {
  type CardRating,
  catalogueEstimates,
  defaultRatingProfile,
  type RankedCard as RankedCatalogueCard,
  rankCards,
  rateCard,
} from '@cardgenius/core/rating';
import { torontoDate } from '@cardgenius/core/rules';
import { searchCardsByName } from '@cardgenius/core/search';
import { AppError } from '../../lib/app-error';
import { snapshotMemo } from '../../lib/snapshot-memo';
import { firstReviewPage } from '../reviews/approved-reviews';
import type { CatalogueSnapshot } from './catalogue-store';

/** The go-link that records an apply click and leads to the issuer (shell-and-browsing §7). */
export const goUrl = (card: CatalogueCard) => `/go/${card.affiliateId}`;

/** Welcome bonus end dates and offer periods are Toronto calendar days, like every date rule. */
const today = () => torontoDate(new Date());

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
  const day = today();
  return rankings(catalogue, `${day}|${JSON.stringify(resolved.data)}`, () => {
    const result = rankCards({
      cards: catalogue.cards,
      programs: catalogue.programs,
      state: resolved.data,
      today: day,
      userReviews: catalogue.reviews.rankingSummaries,
    });
    const view = rankedCardView(catalogue);
    return {
      total: result.total,
      belowCreditScore: result.belowCreditScore,
      page: result.page,
      resultsPerPage: result.resultsPerPage,
      cards: result.cards.map(view),
    };
  });
}

/**
 * Rankings per catalogue snapshot (an edit makes a new one) and day, by filter state: visitors share
 * the default state and the presets of the best-card pages, and a visitor's own state repeats across
 * their pages. Answers are shared, so callers never change them.
 */
const rankings = snapshotMemo<CatalogueSnapshot, RankResponse>(500);
const rankedLists = snapshotMemo<CatalogueSnapshot, RankListsResponse>(500);

/**
 * Several named lists for one visitor (`POST /card/rank-lists`): the rules are core's
 * (packages/core/src/queries); a list whose scope names nothing is a 400 naming the list's field.
 */
export function rankCatalogueLists(options: { catalogue: CatalogueSnapshot; request: RankListsRequest }) {
  const { catalogue, request } = options;
  resolveStateField(request.state);
  const day = today();
  try {
    return rankedLists(catalogue, `${day}|${JSON.stringify(request)}`, () => {
      const lists = rankLists({
        cards: catalogue.cards,
        programs: catalogue.programs,
        categories: catalogue.categories,
        visitor: request.state,
        lists: request.lists,
        today: day,
        userReviews: catalogue.reviews.rankingSummaries,
        issuerNames: catalogue.issuerNames,
        synonyms: catalogue.synonyms,
      });
      const view = rankedCardView(catalogue);
      return {
        lists: Object.fromEntries(
          Object.entries(lists).map(([name, list]) => [name, { total: list.total, cards: list.cards.map(view) }]),
        ),
      };
    });
  } catch (error) {
    if (!(error instanceof ListScopeError)) throw error;
    throw new AppError('VALIDATION_FAILED', error.message, { [`lists.${error.list}.${error.field}`]: error.message });
  }
}

/** A request's `state` field resolved; not valid, a 400 naming its `state.` fields. */
export function resolveStateField(state: FilterStateInput): FilterState {
  const resolved = safeResolveFilterState(state);
  if (!resolved.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Some filters are not valid.',
      prefixFields('state', issuesToFields(resolved.error.issues)),
    );
  }
  return resolved.data;
}

function prefixFields(prefix: string, fields: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([field, message]) => [`${prefix}.${field}`, message]));
}

/** A ranked card as the API answers it: names for its issuer and program, its go-link, its rating. */
function rankedCardView(catalogue: CatalogueSnapshot) {
  const { issuerNames } = catalogue;
  return (ranked: RankedCatalogueCard): RankedCardView => {
    // The rating's own fields only: the catalogue record and the ranking's bookkeeping stay in the process.
    const { card, position: _position, pinned, creditFit, userReviews, ...rating } = ranked;
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
      pinned,
      recommendedCreditScore: card.requirements.creditScore,
      creditFit,
      userReviews,
      ...ratingFields(rating),
    };
  };
}

/** A best-card page: what its slug names and that list ranked (kept per snapshot, as every ranking); 404 for none. */
export function bestCardsPage(options: { catalogue: CatalogueSnapshot; slug: string }): BestCardsPageResponse {
  const page = bestCardsPageFor(options.slug, options.catalogue);
  if (!page) throw new AppError('NOT_FOUND', `No best-card list has the slug “${options.slug}”.`);
  const { total, cards } = rankCatalogue({ catalogue: options.catalogue, input: page.state });
  return { kind: page.kind, title: page.title, intro: page.intro, total, cards };
}

/** The by-type or by-bank page's groups, each with its top cards for the visitor, ranked in one pass. */
export function bestCardGroupsFor(options: {
  catalogue: CatalogueSnapshot;
  state: FilterStateInput;
  by: BestCardGrouping;
  limit: number;
}): BestCardGroupsResponse {
  const groups = bestCardGroups(options.by, options.catalogue);
  const { lists } = rankCatalogueLists({
    catalogue: options.catalogue,
    request: {
      state: options.state,
      lists: groups.map((group) => ({ name: group.slug, scope: group.scope, limit: options.limit })),
    },
  });
  return {
    groups: groups.map(({ scope: _scope, ...group }) => ({
      ...group,
      total: lists[group.slug]?.total ?? 0,
      cards: lists[group.slug]?.cards ?? [],
    })),
  };
}

/** Adds each ranked card's issuer colours, for drawing its card art. */
export function withIssuerColors(catalogue: CatalogueSnapshot) {
  const colors = new Map(catalogue.issuers.map((issuer) => [issuer.slug, issuer.colors]));
  return (ranked: RankedCardView): RankedCardWithColors => ({
    ...ranked,
    issuer: { ...ranked.issuer, colors: colors.get(ranked.issuer.slug) ?? FALLBACK_ISSUER_COLORS },
  });
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
      colors: issuer?.colors ?? FALLBACK_ISSUER_COLORS,
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
    awards: catalogue.awards
      .filter((award) => award.cardSlug === card.slug)
      .map(({ key, name, year, categorySlug }) => ({ key, name, year, category: categorySlug })),
    figureDates: figureDates(card, day),
    // From memory, like the rest of the card: a card page keeps working while the database is away.
    userReviews: firstReviewPage(catalogue.reviews, card.slug),
  };
}

export function searchCatalogue(options: {
  catalogue: CatalogueSnapshot;
  query: string;
  includeHidden: boolean;
  limit: number;
}) {
  return {
    cards: searchCardsByName(
      options.catalogue.cards,
      options.catalogue.issuerNames,
      options.query,
      options.includeHidden,
      options.limit,
    ),
  };
}
