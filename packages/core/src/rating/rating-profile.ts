import { type Province, SPEND_CATEGORIES, type SpendCategory } from '../catalogue/constants';
import { creditScoreFloor } from '../filters/credit-score-bands';
import { DEFAULT_FILTER_STATE, type RatingPointValueMode } from '../filters/filter-defaults';
import type { FilterState, MonthlySpend } from '../filters/filter-state';
import { type ComponentKey, RATING_CONFIG } from './rating-config';

/**
 * The visitor as the rating sees them. Money in dollars; `interestRate` is a fraction (0.1999), like
 * the catalogue's rates.
 */
export interface RatingProfile {
  /** Dollars per month in each category. */
  monthlySpend: Readonly<Record<SpendCategory, number>>;
  pointValueMode: RatingPointValueMode;
  debtAmount: number;
  /** The reference rate the visitor pays today, as a fraction. */
  interestRate: number;
  /** 300–900 (a range counts as its floor); null when not given. */
  creditScore: number | null;
  /** Personal income, dollars a year; null when not given. */
  income: number | null;
  province: Province | null;
  /** Slider per component, 0–4 (`rewards` is the spec's highRewards). */
  sliders: Readonly<Record<ComponentKey, number>>;
  /** ISO date: welcome bonuses that ended before it are not counted. Null: not checked (no clock here). */
  today?: string | null;
}

/**
 * Monthly spend per category. A bare total is split by the default shares. A map keeps the amounts it
 * gives; the categories it leaves out share what is left of its total (default $2,000) by their
 * default shares, or nothing when the given amounts already reach the total.
 */
export function monthlySpendByCategory(monthlySpend: MonthlySpend): Record<SpendCategory, number> {
  const { defaultShares, defaultMonthlyTotal } = RATING_CONFIG.spend;
  const result = {} as Record<SpendCategory, number>;
  if (typeof monthlySpend === 'number') {
    for (const category of SPEND_CATEGORIES) result[category] = monthlySpend * defaultShares[category];
    return result;
  }
  let given = 0;
  let missingShare = 0;
  for (const category of SPEND_CATEGORIES) {
    const amount = monthlySpend[category];
    if (amount === undefined) missingShare += defaultShares[category];
    else given += amount;
  }
  const rest = Math.max(0, (monthlySpend.total ?? defaultMonthlyTotal) - given);
  for (const category of SPEND_CATEGORIES) {
    const amount = monthlySpend[category];
    result[category] = amount ?? (missingShare > 0 ? (rest * defaultShares[category]) / missingShare : 0);
  }
  return result;
}

/** The rating profile a (resolved) filter state describes. */
export function profileFromFilterState(state: FilterState): RatingProfile {
  const preferences = state.userPreferences;
  return {
    monthlySpend: monthlySpendByCategory(state.monthlySpend),
    pointValueMode: state.pointValueMode,
    debtAmount: state.debtAmount,
    interestRate: state.interestRate / 100,
    creditScore: creditScoreFloor(state.creditScore),
    income: state.minIncome,
    province: state.province,
    sliders: {
      rewards: preferences.rewards,
      interest: preferences.interest,
      fees: preferences.fees,
      perks: preferences.perks,
      insurance: preferences.insurance,
      approval: preferences.approval,
      acceptance: preferences.acceptance,
    },
    today: null,
  };
}

/** The default profile (§9 defaults): the one card pages and the methodology examples use. */
export function defaultRatingProfile(): RatingProfile {
  return profileFromFilterState(DEFAULT_FILTER_STATE);
}
