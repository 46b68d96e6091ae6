import type { Province } from '../catalogue/constants';
import {
  type CatalogueCard,
  type RewardProgram,
  type Segment,
  SPEND_CATEGORIES,
  type SpendCategory,
} from '../catalogue/schema';
import type { CreditScoreValue } from '../filters/credit-score-bands';
import { MIN_INCOME_CEILING, type RatingPointValueMode } from '../filters/filter-defaults';
import { type MonthlySpend, resolveFilterState } from '../filters/filter-state';
import { EVERY_CARD } from '../queries/scopes';
import { type CreditFit, creditFit } from '../rating/credit-fit';
import { type CardEstimates, catalogueEstimates } from '../rating/peer-estimates';
import { type RankedCard, rankCards } from '../rating/rank-cards';
import {
  annualSpendOf,
  planWallet,
  programMap,
  uniqueCards,
  type WalletCard,
  type WalletPlan,
  walletCard,
} from './optimise-wallet';

/**
 * Which card to add next, and which held card could go, both read off optimised wallets
 * (optimise-wallet.ts): a card's worth to this visitor is what the best use of the wallet gains with
 * it, not what the card earns alone.
 */

export interface NextCardInput {
  /** The cards held. */
  wallet: readonly CatalogueCard[];
  /** The whole catalogue: the candidates, and the peers the rating's estimates come from. */
  catalogue: readonly CatalogueCard[];
  programs: readonly RewardProgram[] | ReadonlyMap<string, RewardProgram>;
  spending: MonthlySpend;
  pointValueMode: RatingPointValueMode;
  /** Personal income, dollars a year: cards asking for more are left out, as the ranking's income filter does. Null: no limit. */
  income: number | null;
  /**
   * The visitor's credit score (or range). As in the ranking, it filters nothing: a card whose issuer
   * recommends a higher band is marked `below` and listed after the others. Null: not checked.
   */
  creditScore?: CreditScoreValue | null;
  province?: Province | null;
  /** Segments to consider; none: the ranking's default (personal, student, secured). */
  segments?: readonly Segment[];
  /** ISO date: welcome bonuses that ended before it are not counted (the core has no clock). */
  today?: string | null;
  /** Order by the yearly value (default) or by the first year's. */
  sortBy?: 'ongoing' | 'firstYear';
  /** How many to answer, from the first (default: all). */
  limit?: number;
}

/** What a new card does in one category. */
export interface CategoryChange {
  category: SpendCategory;
  /** Annual dollars of the category the new card takes. */
  spend: number;
  /** What it earns on them, a year. */
  rewards: number;
  /**
   * Change of the wallet's rewards in this category, a year, birthday bonuses on them included (a cap
   * freed on another card counts here too).
   */
  gain: number;
  /** The held cards that give up spending in this category, and how much. */
  from: { card: string; spend: number }[];
}

export interface NextCard {
  card: CatalogueCard;
  /** The wallet's annual rewards with the card, less without it (fees aside). */
  rewardsGain: number;
  /** The ongoing annual fee (Quebec fee in QC; estimated when unknown, as the rating does). */
  annualFee: number;
  /** rewardsGain − annualFee: what the card adds every year. */
  ongoingValue: number;
  /** The welcome bonus the rating counts for this spending (tiers whose spend requirement is reached). */
  welcomeBonus: number;
  firstYearFee: number;
  /** rewardsGain + welcomeBonus − firstYearFee: what it adds in its first year, counted as the rating counts first-year value. */
  firstYearValue: number;
  /** The visitor's credit score against the issuer's recommended band. */
  creditFit: CreditFit;
  /** The card's own rating for this visitor (0–5). */
  rating: number;
  /** The categories it changes, biggest gain first: what it takes over and what that adds. */
  changes: CategoryChange[];
  /** Change in the anniversary and spend-threshold bonuses (its own, and thresholds the others reach or miss). */
  bonusGain: number;
  /** The gain rests on an estimated fact (an earn rate or the fee). */
  estimated: boolean;
  /** The wallet with the card. */
  plan: WalletPlan;
}

export interface NextCardsResult {
  /** The wallet as it is. */
  wallet: WalletPlan;
  /** Eligible cards not held, best first (cards marked `below` after the others). */
  cards: NextCard[];
  /** Eligible cards considered (before `limit`). */
  considered: number;
}

/** What leaving one held card out of the wallet would change. */
export interface CardToDrop {
  card: CatalogueCard;
  /** The wallet's annual rewards lost without it (the others take its spending). */
  rewardsLost: number;
  /** Its ongoing annual fee (estimated when unknown). */
  annualFee: number;
  /** annualFee − rewardsLost: what dropping it saves a year. */
  saving: number;
  /** Where its spending goes. */
  moves: { category: SpendCategory; spend: number; to: { card: string; spend: number }[] }[];
  /** The wallet without it. */
  plan: WalletPlan;
}

const CENT = 0.005;

/** The ranking's eligible cards for the visitor (its filters: status, province, segment, income, fee known). */
function eligibleCards(input: NextCardInput, programs: ReadonlyMap<string, RewardProgram>): RankedCard[] {
  const state = resolveFilterState({
    ...EVERY_CARD,
    minIncome: input.income ?? MIN_INCOME_CEILING,
    ...(input.creditScore !== undefined && input.creditScore !== null ? { creditScore: input.creditScore } : {}),
    province: input.province ?? null,
    segments: [...(input.segments ?? [])],
    monthlySpend: input.spending,
    pointValueMode: input.pointValueMode,
    resultsPerPage: 500,
  });
  const ranked: RankedCard[] = [];
  for (let page = 1; ; page++) {
    const result = rankCards({
      cards: input.catalogue,
      programs,
      state: { ...state, page },
      today: input.today ?? null,
    });
    ranked.push(...result.cards);
    if (ranked.length >= result.total || result.cards.length === 0) return ranked;
  }
}

function sameCard(a: CatalogueCard, b: CatalogueCard): boolean {
  return a.slug === b.slug || a.quebecVersionOf === b.slug || b.quebecVersionOf === a.slug;
}

/** Anniversary and threshold bonuses, in dollars (birthday bonuses count with the categories they come from). */
function fixedBonusDollars(plan: WalletPlan): number {
  return plan.cards.reduce(
    (acc, card) => acc + (card.bonus.anniversaryPoints + card.bonus.thresholdPoints) * card.pointValue,
    0,
  );
}

/** A category's rewards in a plan with the birthday bonuses they bring, and one card's share of its spending. */
function categoryValue(plan: WalletPlan, index: number): number {
  const birthday = new Map(plan.cards.map((card) => [card.slug, card.birthdayPercent]));
  return (plan.categories[index]?.parts ?? []).reduce(
    (acc, part) => acc + part.rewards * (1 + (birthday.get(part.card) ?? 0)),
    0,
  );
}

function spendOn(plan: WalletPlan, index: number, card: string): number {
  return (plan.categories[index]?.parts ?? [])
    .filter((part) => part.card === card)
    .reduce((acc, part) => acc + part.spend, 0);
}

/** What `after` (the wallet with `slug`) changes in each category. */
function changesFor(before: WalletPlan, after: WalletPlan, slug: string): CategoryChange[] {
  const changes: CategoryChange[] = [];
  SPEND_CATEGORIES.forEach((category, index) => {
    const mine = (after.categories[index]?.parts ?? []).filter((part) => part.card === slug);
    const spend = mine.reduce((acc, part) => acc + part.spend, 0);
    const rewards = mine.reduce((acc, part) => acc + part.rewards, 0);
    const gain = categoryValue(after, index) - categoryValue(before, index);
    if (spend <= CENT && Math.abs(gain) < CENT) return;
    const from = before.cards
      .map((card) => ({ card: card.slug, spend: spendOn(before, index, card.slug) - spendOn(after, index, card.slug) }))
      .filter((move) => move.spend > CENT);
    changes.push({ category, spend, rewards, gain, from });
  });
  return changes.sort((a, b) => b.gain - a.gain || b.spend - a.spend);
}

/**
 * Every eligible card not held, by what adding it to the wallet is worth to this visitor: the
 * optimised wallet's rewards with it less without it, net of its annual fee (and, for the first year,
 * with its welcome bonus and first-year fee as the rating counts first-year value). Eligibility is the
 * ranking's (`rankCards` with the every-card scope, the visitor's income, province and segments).
 */
export function rankNextCards(input: NextCardInput): NextCardsResult {
  const programs = programMap(input.programs);
  const estimates = catalogueEstimates(input.catalogue);
  const read = (card: CatalogueCard) => walletCard(card, programs, input.pointValueMode, estimates, input.province);
  const held = uniqueCards(input.wallet).map(read);
  const annualSpend = annualSpendOf(input.spending);
  const base = planWallet(held, annualSpend, input.pointValueMode);
  const withCard: WalletCard[] = [...held, held[0] as WalletCard];
  const checkScore = input.creditScore !== undefined && input.creditScore !== null;

  const cards: NextCard[] = [];
  for (const ranked of eligibleCards(input, programs)) {
    const { card } = ranked;
    if (input.wallet.some((heldCard) => sameCard(heldCard, card))) continue;
    const candidate = read(card);
    withCard[held.length] = candidate;
    const plan = planWallet(withCard, annualSpend, input.pointValueMode);
    const rewardsGain = plan.annualRewards - base.annualRewards;
    const annualFee = ranked.annualFee ?? 0;
    const welcomeBonus = ranked.breakdown.welcomeBonus.dollars;
    const firstYearFee = ranked.breakdown.firstYearFee;
    const changes = changesFor(base, plan, card.slug);
    const usesEstimate =
      (plan.cards.at(-1)?.estimated.length ?? 0) > 0 ||
      ranked.breakdown.estimated.some((fact) => fact.field === 'fees.annual');
    cards.push({
      card,
      rewardsGain,
      annualFee,
      ongoingValue: rewardsGain - annualFee,
      welcomeBonus,
      firstYearFee,
      firstYearValue: rewardsGain + welcomeBonus - firstYearFee,
      creditFit: checkScore ? ranked.creditFit : creditFit(null, card.requirements.creditScore),
      rating: ranked.rating,
      changes,
      bonusGain: fixedBonusDollars(plan) - fixedBonusDollars(base),
      estimated: usesEstimate,
      plan,
    });
  }
  const key = input.sortBy === 'firstYear' ? 'firstYearValue' : 'ongoingValue';
  const other = key === 'firstYearValue' ? 'ongoingValue' : 'firstYearValue';
  cards.sort(
    (a, b) =>
      Number(a.creditFit === 'below') - Number(b.creditFit === 'below') ||
      b[key] - a[key] ||
      b[other] - a[other] ||
      (a.card.name < b.card.name ? -1 : a.card.name > b.card.name ? 1 : 0) ||
      (a.card.slug < b.card.slug ? -1 : 1),
  );
  return {
    wallet: base,
    cards: input.limit === undefined ? cards : cards.slice(0, Math.max(0, input.limit)),
    considered: cards.length,
  };
}

export interface CardsThatCouldGoInput {
  wallet: readonly CatalogueCard[];
  programs: readonly RewardProgram[] | ReadonlyMap<string, RewardProgram>;
  spending: MonthlySpend;
  pointValueMode: RatingPointValueMode;
  /** Peer estimates (`catalogueEstimates(catalogue)`), as in `optimiseWallet`. */
  estimates?: ReadonlyMap<string, CardEstimates>;
  province?: Province | null;
}

/**
 * The held cards whose annual fee is more than what the wallet loses without them (the other cards
 * taking their spending, optimised again), the biggest saving first. A card whose fee is unknown even
 * to its peers is never listed.
 */
export function cardsThatCouldGo(input: CardsThatCouldGoInput): { wallet: WalletPlan; cards: CardToDrop[] } {
  const programs = programMap(input.programs);
  const held = uniqueCards(input.wallet).map((card) =>
    walletCard(card, programs, input.pointValueMode, input.estimates, input.province),
  );
  const annualSpend = annualSpendOf(input.spending);
  const base = planWallet(held, annualSpend, input.pointValueMode);
  const cards: CardToDrop[] = [];
  held.forEach((entry, index) => {
    if (entry.annualFee === null || entry.annualFee <= 0) return;
    const plan = planWallet(
      held.filter((_, other) => other !== index),
      annualSpend,
      input.pointValueMode,
    );
    const rewardsLost = base.annualRewards - plan.annualRewards;
    if (!(rewardsLost < entry.annualFee)) return;
    const slug = entry.card.slug;
    const moves = SPEND_CATEGORIES.flatMap((category, categoryIndex) => {
      const spend = spendOn(base, categoryIndex, slug);
      if (spend <= CENT) return [];
      const to = plan.cards
        .map((card) => ({
          card: card.slug,
          spend: spendOn(plan, categoryIndex, card.slug) - spendOn(base, categoryIndex, card.slug),
        }))
        .filter((move) => move.spend > CENT);
      return [{ category, spend, to }];
    });
    cards.push({
      card: entry.card,
      rewardsLost,
      annualFee: entry.annualFee,
      saving: entry.annualFee - rewardsLost,
      moves,
      plan,
    });
  });
  cards.sort((a, b) => b.saving - a.saving || (a.card.slug < b.card.slug ? -1 : 1));
  return { wallet: base, cards };
}
