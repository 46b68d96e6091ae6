import type { Province } from '../catalogue/constants';
import { type CatalogueCard, type RewardProgram, SPEND_CATEGORIES, type SpendCategory } from '../catalogue/schema';
import type { RatingPointValueMode } from '../filters/filter-defaults';
import type { MonthlySpend } from '../filters/filter-state';
import { dollarsPerPoint, type EarnSchedule } from '../rating/annual-rewards';
import { cardFacts } from '../rating/card-facts';
import { type CardEstimates, NO_ESTIMATES } from '../rating/peer-estimates';
import { monthlySpendByCategory } from '../rating/rating-profile';
import { EPSILON } from './simplex';
import { type ModelCard, solveWallet } from './wallet-model';

/**
 * The best use of the cards a visitor holds: each dollar of their spending on the card that earns
 * most on it, every cap honoured (wallet-model.ts explains the model and why the answer is exact).
 * Rates, caps, bonuses, unknown earn and point values are read exactly as the rating reads them
 * (`earnSchedule`, `dollarsPerPoint`), so a one-card wallet earns what the rating says that card earns.
 */

export interface OptimiseWalletInput {
  /** The cards held (a card given twice counts once); where two earn the same, the first listed gets the spending. */
  cards: readonly CatalogueCard[];
  programs: readonly RewardProgram[] | ReadonlyMap<string, RewardProgram>;
  /** Monthly spending: by category (the rating profile's `monthlySpend`) or as the filter state holds it. */
  spending: MonthlySpend;
  pointValueMode: RatingPointValueMode;
  /**
   * Peer estimates for what the catalogue does not know (`catalogueEstimates(catalogue)`), as the
   * ranking uses them; without, an unknown earn earns nothing (as `annualRewards` does by default).
   */
  estimates?: ReadonlyMap<string, CardEstimates>;
  /** Quebec: the Quebec annual fee applies, as in the rating. */
  province?: Province | null;
}

export type PlanCap =
  | { kind: 'tier'; upTo: number; full: boolean }
  | { kind: 'shared'; upTo: number; categories: SpendCategory[]; full: boolean };

/** Part of a category's spending on one card at one rate. */
export interface PlanPart {
  card: string;
  /**
   * `tier`: the card's tier `tier` (1 is the first) for the category; `after-shared-cap`: the card's
   * base rate once a shared cap is full (single-tier category); `unknown`: the catalogue does not know
   * this earn and there is no estimate, so it earns nothing (as in the rating).
   */
  basis: 'tier' | 'after-shared-cap' | 'unknown';
  tier: number;
  /** Points per dollar. */
  rate: number;
  /** Dollars back per dollar spent (rate × point value; a birthday bonus counts in the card's bonus). */
  returnRate: number;
  /** Annual dollars. */
  spend: number;
  points: number;
  /** Annual dollars of rewards. */
  rewards: number;
  /** The rate is estimated from the card's peers (the catalogue does not know it). */
  estimated: boolean;
  /** The cap this part earns under, and whether the plan fills it. */
  cap: PlanCap | null;
}

export interface CategoryPlan {
  category: SpendCategory;
  annualSpend: number;
  /** Annual dollars of rewards on this category's spending. */
  rewards: number;
  /** Best first: by return rate. */
  parts: PlanPart[];
  /** A full cap sends some of this spending to another card or to a lower tier. */
  splitByCap: boolean;
}

export interface SharedCapPlan {
  categories: SpendCategory[];
  upTo: number;
  /** First-tier dollars the plan puts under it. */
  used: number;
  full: boolean;
  /** When it is full: the share of the year by which it fills (1: at the year's end). */
  fillsAt: number | null;
}

export interface CardPlan {
  slug: string;
  /** Dollars per point in the mode. */
  pointValue: number;
  /** Annual dollars the plan puts on the card. */
  annualSpend: number;
  /** Points from spending. */
  spendPoints: number;
  /** The birthday bonus, as a share of the spend points. */
  birthdayPercent: number;
  /** Recurring bonuses: birthday percentage of the spend points, anniversary, spend thresholds reached. */
  bonus: { birthdayPoints: number; anniversaryPoints: number; thresholdPoints: number };
  bonusPoints: number;
  points: number;
  /** Annual dollars of rewards, bonuses included. */
  rewards: number;
  /** The ongoing annual fee that applies (Quebec fee in QC; estimated when unknown), null when unknown. */
  annualFee: number | null;
  sharedCaps: SharedCapPlan[];
  /** Categories where this card's earn is estimated and the plan uses it. */
  estimated: SpendCategory[];
}

export interface WalletPlan {
  pointValueMode: RatingPointValueMode;
  /** In `SPEND_CATEGORIES` order. */
  categories: CategoryPlan[];
  /** In the order given. */
  cards: CardPlan[];
  /** Annual dollars: the categories' rewards plus the cards' bonuses. */
  annualRewards: number;
  /** Sum of the known annual fees. */
  annualFees: number;
  netAnnualRewards: number;
  /** False only when the search stopped at its limit (the plan is then the best found, not proven best). */
  exact: boolean;
}

/** A held card read once for many plans. */
export interface WalletCard {
  card: CatalogueCard;
  model: ModelCard;
  annualFee: number | null;
}

const programMaps = new WeakMap<readonly RewardProgram[], ReadonlyMap<string, RewardProgram>>();

export function programMap(
  programs: readonly RewardProgram[] | ReadonlyMap<string, RewardProgram>,
): ReadonlyMap<string, RewardProgram> {
  if (!Array.isArray(programs)) return programs as ReadonlyMap<string, RewardProgram>;
  const list = programs as readonly RewardProgram[];
  let map = programMaps.get(list);
  if (!map) {
    map = new Map(list.map((program) => [program.slug, program]));
    programMaps.set(list, map);
  }
  return map;
}

/** A card as the wallet reads it: the rating's earn schedule, point value and fee. */
export function walletCard(
  card: CatalogueCard,
  programs: ReadonlyMap<string, RewardProgram>,
  mode: RatingPointValueMode,
  estimates: ReadonlyMap<string, CardEstimates> | undefined,
  province: Province | null | undefined,
): WalletCard {
  const facts = cardFacts(card, estimates?.get(card.slug) ?? NO_ESTIMATES);
  return {
    card,
    model: { schedule: facts.earn, pointValue: dollarsPerPoint(programs.get(card.rewardProgram), mode, card) },
    annualFee: province === 'QC' ? facts.annualFeeQuebec : facts.annualFee,
  };
}

/** Annual spending per category index, as the rating derives it (monthly × 12, negatives as 0). */
export function annualSpendOf(spending: MonthlySpend): Float64Array {
  const monthly = monthlySpendByCategory(spending);
  return Float64Array.from(SPEND_CATEGORIES, (category) => Math.max(0, monthly[category] || 0) * 12);
}

const TOLERANCE = 1e-6;

/** The plan for cards already read (`walletCard`) and annual spending per category index. */
export function planWallet(
  held: readonly WalletCard[],
  annualSpend: Float64Array,
  pointValueMode: RatingPointValueMode,
): WalletPlan {
  const solution = solveWallet(
    held.map((entry) => entry.model),
    annualSpend,
  );
  const { segments, flows, cumulative, caps } = solution;
  const categoryOf = (index: number) => SPEND_CATEGORIES[index] as SpendCategory;
  // The solver's flows are exact to about EPSILON of the year's spending, and it drops smaller ones
  // (wallet-model.ts): a cap that close to its limit in each category it spans is full.
  const noise = SPEND_CATEGORIES.length * EPSILON * annualSpend.reduce((acc, value) => acc + value, 0);
  const full = (used: number, upTo: number) => used >= upTo - Math.max(TOLERANCE * Math.max(1, upTo), noise);

  const cardPlans: CardPlan[] = held.map((entry) => ({
    slug: entry.card.slug,
    pointValue: entry.model.pointValue,
    annualSpend: 0,
    spendPoints: 0,
    bonus: { birthdayPoints: 0, anniversaryPoints: 0, thresholdPoints: 0 },
    bonusPoints: 0,
    points: 0,
    rewards: 0,
    birthdayPercent: entry.model.schedule.birthdayPercent,
    annualFee: entry.annualFee,
    sharedCaps: [],
    estimated: [],
  }));
  const categories: CategoryPlan[] = SPEND_CATEGORIES.map((category, index) => ({
    category,
    annualSpend: annualSpend[index] as number,
    rewards: 0,
    parts: [],
    splitByCap: false,
  }));

  segments.forEach((segment, index) => {
    const spend = flows[index] as number;
    if (!(spend > 0)) return;
    const entry = held[segment.card] as WalletCard;
    const schedule: EarnSchedule = entry.model.schedule;
    const earn = schedule.categories[segment.category];
    const pointValue = entry.model.pointValue;
    const points = spend * segment.rate;
    let cap: PlanCap | null = null;
    if (segment.sharedCap >= 0) {
      const shared = caps[segment.sharedCap];
      if (shared)
        cap = {
          kind: 'shared',
          upTo: shared.upTo,
          categories: shared.categories.map(categoryOf),
          full: full(shared.used, shared.upTo),
        };
    } else if (segment.kind === 'tier' && Number.isFinite(segment.upTo)) {
      cap = { kind: 'tier', upTo: segment.upTo, full: full(cumulative[index] as number, segment.upTo) };
    }
    const estimated = segment.kind !== 'unknown' && earn?.estimated === true;
    const part: PlanPart = {
      card: entry.card.slug,
      basis: segment.kind === 'after-cap' ? 'after-shared-cap' : segment.kind,
      tier: segment.tier + 1,
      rate: segment.rate,
      returnRate: segment.rate * pointValue,
      spend,
      points,
      rewards: points * pointValue,
      estimated,
      cap,
    };
    const plan = categories[segment.category] as CategoryPlan;
    plan.parts.push(part);
    plan.rewards += part.rewards;
    const cardPlan = cardPlans[segment.card] as CardPlan;
    cardPlan.annualSpend += spend;
    cardPlan.spendPoints += points;
    const category = categoryOf(segment.category);
    if (estimated && !cardPlan.estimated.includes(category)) cardPlan.estimated.push(category);
  });

  for (const plan of categories) {
    plan.parts.sort((a, b) => b.returnRate - a.returnRate || a.tier - b.tier);
    const places = new Set(plan.parts.map((part) => `${part.card}:${part.basis}:${part.tier}`));
    plan.splitByCap = places.size > 1 && plan.parts.some((part) => part.cap?.full === true);
  }
  caps.forEach((shared) => {
    (cardPlans[shared.card] as CardPlan).sharedCaps.push({
      categories: shared.categories.map(categoryOf),
      upTo: shared.upTo,
      used: shared.used,
      full: full(shared.used, shared.upTo),
      fillsAt: full(shared.used, shared.upTo) ? shared.fillsAt : null,
    });
  });

  let annualRewards = 0;
  let annualFees = 0;
  cardPlans.forEach((cardPlan, index) => {
    const { schedule } = (held[index] as WalletCard).model;
    const reached = solution.thresholdsReached[index] ?? [];
    const birthdayPoints = schedule.birthdayPercent * cardPlan.spendPoints;
    const thresholdPoints = reached.reduce(
      (acc, threshold) => acc + (schedule.spendThresholds[threshold]?.points ?? 0),
      0,
    );
    cardPlan.bonus = { birthdayPoints, anniversaryPoints: schedule.anniversaryPoints, thresholdPoints };
    cardPlan.bonusPoints = birthdayPoints + schedule.anniversaryPoints + thresholdPoints;
    cardPlan.points = cardPlan.spendPoints + cardPlan.bonusPoints;
    cardPlan.rewards = cardPlan.points * cardPlan.pointValue;
    annualRewards += cardPlan.rewards;
    annualFees += cardPlan.annualFee ?? 0;
  });
  return {
    pointValueMode,
    categories,
    cards: cardPlans,
    annualRewards,
    annualFees,
    netAnnualRewards: annualRewards - annualFees,
    exact: solution.complete,
  };
}

/**
 * The best use of the held cards for the visitor's spending: per category which card(s) take it, at
 * what rate, how many dollars of spending and of rewards a year, and where a cap splits it; per card
 * and overall totals.
 */
export function optimiseWallet(input: OptimiseWalletInput): WalletPlan {
  const programs = programMap(input.programs);
  const held = uniqueCards(input.cards).map((card) =>
    walletCard(card, programs, input.pointValueMode, input.estimates, input.province),
  );
  return planWallet(held, annualSpendOf(input.spending), input.pointValueMode);
}

/** The cards once each, first occurrence kept. */
export function uniqueCards(cards: readonly CatalogueCard[]): CatalogueCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    if (seen.has(card.slug)) return false;
    seen.add(card.slug);
    return true;
  });
}
