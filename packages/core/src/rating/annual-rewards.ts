import {
  type CatalogueCard,
  type EarnTier,
  type RewardProgram,
  SPEND_CATEGORIES,
  type SpendCategory,
} from '../catalogue/schema';
import type { RatingPointValueMode } from '../filters/filter-state';
import { type CardEstimates, NO_ESTIMATES } from './peer-estimates';

/**
 * Annual rewards of a card for a spending profile (rating-method.md, "Rewards"), in points and in
 * dollars. Spend is annual dollars per category; earn rates are points per dollar; caps are annual.
 *
 * - Tiers: spend up to a tier's `upTo` earns its rate, spend above it the next tier's rate.
 * - Shared caps: the combined spend of their categories earns the first-tier rates up to `upTo`.
 *   Spend is assumed to be spread evenly over the year, so when the combined spend passes the cap
 *   each category gets the same share of it (its spend × cap ÷ combined spend); the rest of its spend
 *   earns its next tier's rate, or, for a single-tier category, the card's base rate (the `regular`
 *   rate beyond its caps, never above the category's own rate; nothing for `regular` itself).
 * - Unknown earn (no tiers) earns the estimate given (peer-estimates.ts), or nothing when there is none.
 *   Partner (merchant) rates are not counted: the profile has no merchant spend.
 * - Recurring bonuses: the birthday percentage of the points earned on spend, the anniversary points,
 *   and every spend-threshold bonus the profile's annual spend reaches. Unknown bonuses take the estimate.
 */

/** One category's tiers, ready to evaluate: `bounds` are the tiers' upper spend limits (last: Infinity). */
export interface CategoryEarn {
  known: boolean;
  /** The tiers are an estimate (the catalogue does not know this category's earn). */
  estimated: boolean;
  rates: readonly number[];
  bounds: readonly number[];
  /** Rate beyond a shared cap when the category has a single tier. */
  afterCapRate: number;
}

export interface EarnSchedule {
  /** Index-aligned with `SPEND_CATEGORIES`. */
  categories: readonly CategoryEarn[];
  sharedCaps: readonly { indices: readonly number[]; upTo: number }[];
  birthdayPercent: number;
  anniversaryPoints: number;
  spendThresholds: readonly { annualSpend: number; points: number }[];
  /** Whether a bonus fact (birthday, anniversary) is unknown (then estimated). */
  bonusesUnknown: boolean;
  /** Whether any category's earn is unknown (then estimated where an estimate exists). */
  earnUnknown: boolean;
  /** The categories whose earn is an estimate. */
  estimatedCategories: readonly SpendCategory[];
}

const NO_TIERS: readonly number[] = [];

function toCategoryEarn(
  tiers: readonly EarnTier[],
  baseRate: number | null,
  isRegular: boolean,
  estimated: boolean,
): CategoryEarn {
  if (tiers.length === 0) return { known: false, estimated: false, rates: NO_TIERS, bounds: NO_TIERS, afterCapRate: 0 };
  const rates = tiers.map((tier) => tier.rate);
  const firstRate = rates[0] ?? 0;
  return {
    known: true,
    estimated,
    rates,
    bounds: tiers.map((tier) => tier.upTo ?? Number.POSITIVE_INFINITY),
    afterCapRate: isRegular || baseRate === null ? 0 : Math.min(firstRate, baseRate),
  };
}

/** The card's earn facts in evaluation form, unknowns filled by `estimates` (depends on the card only). */
export function earnSchedule(card: CatalogueCard, estimates: CardEstimates = NO_ESTIMATES): EarnSchedule {
  const tiersOf = (category: SpendCategory) =>
    card.earn[category].length > 0 ? card.earn[category] : (estimates.earn[category] ?? card.earn[category]);
  const regular = tiersOf('regular');
  const baseRate = regular.length > 0 ? (regular[regular.length - 1]?.rate ?? null) : null;
  const estimatedCategories = SPEND_CATEGORIES.filter(
    (category) => card.earn[category].length === 0 && (estimates.earn[category]?.length ?? 0) > 0,
  );
  const categories = SPEND_CATEGORIES.map((category) =>
    toCategoryEarn(tiersOf(category), baseRate, category === 'regular', estimatedCategories.includes(category)),
  );
  const { spendThresholds } = card.bonuses;
  const birthdayPercent = card.bonuses.birthdayPercent ?? estimates.birthdayPercent;
  const anniversaryPoints = card.bonuses.anniversaryPoints ?? estimates.anniversaryPoints;
  return {
    categories,
    sharedCaps: card.sharedCaps.map((cap) => ({
      indices: [...new Set(cap.categories)].map((category) => SPEND_CATEGORIES.indexOf(category)),
      upTo: cap.upTo,
    })),
    birthdayPercent: birthdayPercent ?? 0,
    anniversaryPoints: anniversaryPoints ?? 0,
    spendThresholds: spendThresholds.map(({ annualSpend, points }) => ({ annualSpend, points })),
    bonusesUnknown: card.bonuses.birthdayPercent === null || card.bonuses.anniversaryPoints === null,
    earnUnknown: SPEND_CATEGORIES.some((category) => card.earn[category].length === 0),
    estimatedCategories,
  };
}

/** Points earned on `spend` dollars a year, the first tier limited to `firstTierLimit` dollars. */
export function categoryPoints(earn: CategoryEarn, spend: number, firstTierLimit = Number.POSITIVE_INFINITY): number {
  if (!earn.known || !(spend > 0)) return 0;
  const { rates, bounds } = earn;
  const firstBound = Math.min(bounds[0] ?? Number.POSITIVE_INFINITY, firstTierLimit);
  let points = (rates[0] ?? 0) * Math.min(spend, firstBound);
  if (spend <= firstBound) return points;
  if (rates.length === 1) return points + earn.afterCapRate * (spend - firstBound);
  let lower = firstBound;
  for (let index = 1; index < rates.length; index++) {
    const upper = bounds[index] ?? Number.POSITIVE_INFINITY;
    points += (rates[index] ?? 0) * (Math.min(spend, upper) - lower);
    if (spend <= upper) return points;
    lower = upper;
  }
  return points;
}

/**
 * The first-tier spend each category may use under the shared caps (Infinity when no cap applies),
 * written into `out`. Spending is spread evenly over the year, so each category fills a shared cap in
 * proportion to its spend until the cap is reached; a category that reaches its own first-tier cap
 * first stops using the shared one, and the others go on filling it.
 */
export function sharedCapLimits(
  schedule: EarnSchedule,
  annualSpend: ArrayLike<number>,
  out: Float64Array,
): Float64Array {
  out.fill(Number.POSITIVE_INFINITY);
  for (const cap of schedule.sharedCaps) {
    // What each category can put under the cap: its spend, up to its own first-tier cap.
    const entries = cap.indices.map((index) => ({
      index,
      spend: annualSpend[index] ?? 0,
      demand: firstTierDemand(schedule, annualSpend, index),
    }));
    if (entries.reduce((sum, entry) => sum + entry.demand, 0) <= cap.upTo) continue;
    // Water-filling: categories reach their own cap in order of demand ÷ spend; the others share what is
    // left of the shared cap in proportion to their spend.
    entries.sort((a, b) => a.demand / (a.spend || 1) - b.demand / (b.spend || 1));
    let left = cap.upTo;
    let sharing = entries.reduce((sum, entry) => sum + entry.spend, 0);
    let saturated = 0;
    for (const entry of entries) {
      if (sharing <= 0 || entry.demand > (entry.spend * left) / sharing) break;
      left -= entry.demand;
      sharing -= entry.spend;
      saturated++;
    }
    entries.forEach((entry, position) => {
      const limit = position < saturated ? entry.demand : sharing > 0 ? (entry.spend * left) / sharing : 0;
      out[entry.index] = Math.min(out[entry.index] ?? Number.POSITIVE_INFINITY, limit);
    });
  }
  return out;
}

/** The spend a category can earn its first-tier rate on, before any shared cap. */
function firstTierDemand(schedule: EarnSchedule, annualSpend: ArrayLike<number>, index: number): number {
  const earn = schedule.categories[index];
  if (!earn?.known) return 0;
  return Math.min(annualSpend[index] ?? 0, earn.bounds[0] ?? Number.POSITIVE_INFINITY);
}

/** Points from the recurring bonuses, given the points earned on spend and the annual spend. */
export function recurringBonusPoints(schedule: EarnSchedule, spendPoints: number, annualTotal: number): number {
  let points = schedule.birthdayPercent * spendPoints + schedule.anniversaryPoints;
  for (const threshold of schedule.spendThresholds)
    if (annualTotal >= threshold.annualSpend) points += threshold.points;
  return points;
}

/**
 * Dollars per point in a mode: the card's own values when it cannot reach its program's
 * (`pointValueOverride`), else the program's; `best` takes the best of cash, flex and travel; no program: $0.
 */
export function dollarsPerPoint(
  program: RewardProgram | null | undefined,
  mode: RatingPointValueMode,
  card?: Pick<CatalogueCard, 'pointValueOverride'> | null,
): number {
  const values = card?.pointValueOverride ?? program?.pointValues;
  if (!values) return 0;
  return mode === 'best' ? Math.max(values.cash, values.flex, values.travel) : values[mode];
}

export interface CategoryRewards {
  category: SpendCategory;
  /** Annual spend, dollars. */
  spend: number;
  points: number;
  dollars: number;
}

export interface AnnualRewards {
  categories: CategoryRewards[];
  /** Points from recurring bonuses (birthday, anniversary, spend thresholds). */
  bonusPoints: number;
  bonusDollars: number;
  points: number;
  dollars: number;
}

/** A card's annual rewards for annual spend per category, with points worth `pointValue` dollars. */
export function annualRewards(
  card: CatalogueCard,
  annualSpend: Readonly<Record<SpendCategory, number>>,
  pointValue: number,
  schedule: EarnSchedule = earnSchedule(card),
): AnnualRewards {
  const spendByIndex = SPEND_CATEGORIES.map((category) => annualSpend[category]);
  const limits = sharedCapLimits(schedule, spendByIndex, new Float64Array(SPEND_CATEGORIES.length));
  let spendPoints = 0;
  let annualTotal = 0;
  const categories = SPEND_CATEGORIES.map((category, index): CategoryRewards => {
    const spend = spendByIndex[index] ?? 0;
    const earn = schedule.categories[index] as CategoryEarn;
    const points = categoryPoints(earn, spend, limits[index]);
    spendPoints += points;
    annualTotal += spend;
    return { category, spend, points, dollars: points * pointValue };
  });
  const bonusPoints = recurringBonusPoints(schedule, spendPoints, annualTotal);
  const points = spendPoints + bonusPoints;
  return { categories, bonusPoints, bonusDollars: bonusPoints * pointValue, points, dollars: points * pointValue };
}
