import { type CatalogueCard, DEFAULT_SEGMENTS, type RewardProgram, SEGMENTS, type Segment } from '../catalogue/schema';
import { ANNUAL_FEE_FILTER_MAX, type FilterState, type SortField } from '../filters/filter-state';
import { cardFacts } from './card-facts';
import { type CreditFit, creditFit } from './credit-fit';
import { catalogueEstimates } from './peer-estimates';
import { type CardRating, type CardScore, profileContext, rateCard, scoreFacts } from './rate-card';
import { profileFromFilterState } from './rating-profile';
import { meetsUserReviewFloors, NO_USER_REVIEWS, type UserReviewSummary } from './user-reviews';

/**
 * Ranks the catalogue for a filter state: filters, rates, sorts and pages (rating-method.md, "The
 * rating"; shell-and-browsing §3).
 *
 * Never shown: hidden and discontinued cards, and cards whose annual fee is unknown and cannot be
 * estimated from any peer (an unknown fee must not make a card look free). A card with an unknown fee
 * or rate is ranked on its peers' estimate, marked estimated. Pinned cards come first, in the order
 * pinned, whatever the other filters say. The other cards must pass every filter that is set:
 * - segments: in one of them; none given, the default segments (personal, student, secured) — business
 *   and U.S. dollar cards are ranked only when asked for, by segment or by their category;
 * - province: offered there (an empty province list counts as unknown and keeps the card); with no
 *   province, Quebec versions are left out so that a card does not appear twice;
 * - issuers, networks, cardIds, cardId, name (name or display name, any case), affiliateOnly,
 *   awardWinnersOnly, rewardPrograms, rewardKinds (a card whose program is unknown is left out);
 * - annual fee within annualFeeMin–annualFeeMax (a maximum of 500 or more means any fee);
 * - minIncome: the card's personal income requirement at most the visitor's income (none or
 *   unknown keeps the card);
 * - creditScore does not filter: a card whose issuer recommends a band above the visitor's score is
 *   kept, marked `creditFit: 'below'` and ranked after the cards that are not (counted in
 *   `belowCreditScore`), so that a visitor sees what usually needs a higher score without it crowding
 *   out what fits; a card whose issuer publishes no band is never marked either way (`unpublished`);
 * - categories (in any of them), categoriesExclude (in none of them);
 * - foreignExchangeFeeMax (an unknown fee is left out);
 * - minimumUserReviewCount and minimumAverageUserReview: members' approved reviews (`userReviews`; a
 *   card without any fails every floor above 0);
 * - last, ratingFilter: the rating at or above it.
 * Flags the catalogue holds no data for (geniusCash, pruning, cache and search flags) do not filter here.
 *
 * Sort: pinned cards first, then the cards not marked `below`, then those marked; within each group
 * `sortBy` (default `-geniusRating`), ties by net annual rewards (highest first), then name,
 * then slug, so the order never depends on the input order. An unknown purchase rate sorts last.
 */

export interface RankedCard extends CardRating {
  card: CatalogueCard;
  /** 1-based place in the whole ranking (before paging). */
  position: number;
  pinned: boolean;
  /** The visitor's score against the issuer's recommended band (published bands only). */
  creditFit: CreditFit;
  /** Members' approved reviews of the card. */
  userReviews: UserReviewSummary;
}

export interface RankCardsInput {
  cards: readonly CatalogueCard[];
  programs: readonly RewardProgram[] | ReadonlyMap<string, RewardProgram>;
  /** A resolved filter state (`resolveFilterState`). */
  state: FilterState;
  /** ISO date: welcome bonuses that ended before it are not counted (the core has no clock). */
  today?: string | null;
  /** Members' approved reviews by card slug; a card not in it has none. */
  userReviews?: ReadonlyMap<string, UserReviewSummary>;
}

export interface RankCardsResult {
  /** Cards that pass the filters, before paging. */
  total: number;
  /** Of those, the cards ranked after the others because their recommended band is above the visitor's score. */
  belowCreditScore: number;
  page: number;
  resultsPerPage: number;
  cards: RankedCard[];
}

interface Entry {
  score: CardScore;
  program: RewardProgram | undefined;
  /** Index in `pinned`, or -1. */
  pinnedAt: number;
  creditFit: CreditFit;
  userReviews: UserReviewSummary;
}

const programMaps = new WeakMap<readonly RewardProgram[], ReadonlyMap<string, RewardProgram>>();

function programMap(programs: RankCardsInput['programs']): ReadonlyMap<string, RewardProgram> {
  if (!Array.isArray(programs)) return programs as ReadonlyMap<string, RewardProgram>;
  const list = programs as readonly RewardProgram[];
  let map = programMaps.get(list);
  if (!map) {
    map = new Map(list.map((program) => [program.slug, program]));
    programMaps.set(list, map);
  }
  return map;
}

function setOrNull<T>(values: readonly T[]): ReadonlySet<T> | null {
  return values.length > 0 ? new Set(values) : null;
}

function sortValue(field: SortField, score: CardScore): number | null {
  switch (field) {
    case 'geniusRating':
      return score.rating;
    case 'netAnnualRewards':
      return score.netAnnualRewards;
    case 'firstYearValue':
      return score.firstYearValue;
    case 'annualFee':
      return score.annualFee;
    case 'purchaseRate':
      return score.facts.purchaseRate;
    case 'interestSavings':
      return score.interestSavings;
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function rankCards({ cards, programs, state, today = null, userReviews }: RankCardsInput): RankCardsResult {
  const profile = { ...profileFromFilterState(state), today };
  const context = profileContext(profile);
  const programsBySlug = programMap(programs);
  const quebec = state.province === 'QC';
  const pinned = new Map(state.pinned.map((slug, index) => [slug, index]));
  const issuers = setOrNull(state.issuers);
  const networks = setOrNull(state.networks);
  const categories = setOrNull(state.categories);
  const excluded = setOrNull(state.categoriesExclude);
  const cardIds = setOrNull(state.cardIds);
  const names = setOrNull(state.name.map((name) => name.toLowerCase()));
  const rewardPrograms = setOrNull(state.rewardPrograms);
  const rewardKinds = setOrNull<string>(state.rewardKinds);
  const feeMax = state.annualFeeMax >= ANNUAL_FEE_FILTER_MAX ? Number.POSITIVE_INFINITY : state.annualFeeMax;
  const fxMax = state.foreignExchangeFeeMax === null ? null : state.foreignExchangeFeeMax / 100 + 1e-12;
  const visitorScore = profile.creditScore;
  // Asking for a segment's category (business, U.S. dollar) asks for that segment.
  const segments = new Set<Segment>(
    state.segments.length > 0
      ? state.segments
      : [...DEFAULT_SEGMENTS, ...SEGMENTS.filter((segment) => state.categories.includes(segment))],
  );
  const estimates = catalogueEstimates(cards);

  const entries: Entry[] = [];
  let belowCreditScore = 0;
  for (const card of cards) {
    if (card.hidden || card.status !== 'offered') continue;
    const facts = cardFacts(card, estimates.get(card.slug));
    const fee = quebec ? facts.annualFeeQuebec : facts.annualFee;
    if (fee === null) continue;
    const program = programsBySlug.get(card.rewardProgram);
    const pinnedAt = pinned.get(card.slug) ?? -1;
    const reviews = userReviews?.get(card.slug) ?? NO_USER_REVIEWS;
    if (pinnedAt < 0) {
      const provinces = card.requirements.provinces;
      if (
        state.province === null
          ? card.quebecVersionOf !== null
          : provinces.length > 0 && !provinces.includes(state.province)
      )
        continue;
      if (!segments.has(card.segment)) continue;
      if (issuers && !issuers.has(card.issuer)) continue;
      if (networks && !networks.has(card.network)) continue;
      if (fee < state.annualFeeMin || fee > feeMax) continue;
      if (state.affiliateOnly && !card.hasAffiliateLink) continue;
      if (state.awardWinnersOnly && card.awards.length === 0) continue;
      if (cardIds && !cardIds.has(card.slug)) continue;
      if (state.cardId !== null && card.slug !== state.cardId) continue;
      if (rewardPrograms && !rewardPrograms.has(card.rewardProgram)) continue;
      if (rewardKinds && !(program && rewardKinds.has(program.kind))) continue;
      if (fxMax !== null && !(card.fees.foreignExchange !== null && card.fees.foreignExchange <= fxMax)) continue;
      if (categories && !card.categories.some((category) => categories.has(category))) continue;
      if (excluded && card.categories.some((category) => excluded.has(category))) continue;
      if (names && !names.has(facts.nameKey) && !names.has(facts.displayNameKey)) continue;
      if (facts.personalIncomeRequired !== null && facts.personalIncomeRequired > state.minIncome) continue;
      if (!meetsUserReviewFloors(reviews, state)) continue;
    }
    const score = scoreFacts(facts, program, profile, context);
    if (pinnedAt < 0 && score.rating < state.ratingFilter) continue;
    const fit = creditFit(visitorScore, card.requirements.creditScore);
    if (fit === 'below' && pinnedAt < 0) belowCreditScore++;
    entries.push({ score, program, pinnedAt, creditFit: fit, userReviews: reviews });
  }

  const descending = state.sortBy.startsWith('-');
  const field = (descending ? state.sortBy.slice(1) : state.sortBy) as SortField;
  entries.sort((a, b) => {
    if (a.pinnedAt !== b.pinnedAt) {
      if (a.pinnedAt < 0) return 1;
      if (b.pinnedAt < 0) return -1;
      return a.pinnedAt - b.pinnedAt;
    }
    const belowA = a.pinnedAt < 0 && a.creditFit === 'below';
    const belowB = b.pinnedAt < 0 && b.creditFit === 'below';
    if (belowA !== belowB) return belowA ? 1 : -1;
    const valueA = sortValue(field, a.score);
    const valueB = sortValue(field, b.score);
    if (valueA !== valueB) {
      if (valueA === null) return 1;
      if (valueB === null) return -1;
      return descending ? valueB - valueA : valueA - valueB;
    }
    if (a.score.netAnnualRewards !== b.score.netAnnualRewards)
      return b.score.netAnnualRewards - a.score.netAnnualRewards;
    return (
      compareText(a.score.facts.nameKey, b.score.facts.nameKey) ||
      compareText(a.score.facts.card.slug, b.score.facts.card.slug)
    );
  });

  const start = (state.page - 1) * state.resultsPerPage;
  const page = entries.slice(start, start + state.resultsPerPage);
  return {
    total: entries.length,
    belowCreditScore,
    page: state.page,
    resultsPerPage: state.resultsPerPage,
    cards: page.map((entry, index) => {
      const card = entry.score.facts.card;
      const rated = rateCard(card, entry.program, profile, context, estimates.get(card.slug));
      // Properties copied one by one: an object spread here costs more than the rating itself.
      return {
        slug: rated.slug,
        rating: rated.rating,
        annualRewards: rated.annualRewards,
        netAnnualRewards: rated.netAnnualRewards,
        firstYearValue: rated.firstYearValue,
        interestSavings: rated.interestSavings,
        perksValue: rated.perksValue,
        insuranceValue: rated.insuranceValue,
        annualFee: rated.annualFee,
        breakdown: rated.breakdown,
        card,
        position: start + index + 1,
        pinned: entry.pinnedAt >= 0,
        creditFit: entry.creditFit,
        userReviews: entry.userReviews,
      };
    }),
  };
}
