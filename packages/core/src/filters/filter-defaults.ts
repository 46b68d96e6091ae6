import { RATING_CONFIG } from '../rating/rating-config';
import type { FilterState, UserPreferences } from './filter-state';

/**
 * The filter state's fixed values and defaults (shell-and-browsing §9), apart from its schemas so
 * pages can read and write filter state without loading the validators.
 */

const { sliders, spend, debt } = RATING_CONFIG;

/** The highest income a filter can name: asking for it leaves no card out for its income requirement. */
export const MIN_INCOME_CEILING = 10_000_000;

/** The annual fee slider's top (§9: max 500): at 500 the filter means "any fee". */
export const ANNUAL_FEE_FILTER_MAX = 500;
/** Listeners hear about a change this long after it (§9). */
export const FILTER_BROADCAST_DELAY_MS = 300;
/** What changed, as broadcast to listeners (§4). */
export const FILTER_CHANGE_TYPES = ['Global', 'UserPreferences', 'MonthlySpend', 'Debt', 'Clear'] as const;
export type FilterChangeType = (typeof FILTER_CHANGE_TYPES)[number];

export const RATING_POINT_VALUE_MODES = ['cash', 'flex', 'travel', 'max', 'best'] as const;
export type RatingPointValueMode = (typeof RATING_POINT_VALUE_MODES)[number];

/** What the rankings can be sorted by; a leading `-` sorts descending. */
export const SORT_FIELDS = [
  'geniusRating',
  'netAnnualRewards',
  'firstYearValue',
  'annualFee',
  'purchaseRate',
  'interestSavings',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_OPTIONS = [
  '-geniusRating',
  'geniusRating',
  '-netAnnualRewards',
  'netAnnualRewards',
  '-firstYearValue',
  'firstYearValue',
  '-annualFee',
  'annualFee',
  '-purchaseRate',
  'purchaseRate',
  '-interestSavings',
  'interestSavings',
] as const satisfies readonly (SortField | `-${SortField}`)[];
export type SortBy = (typeof SORT_OPTIONS)[number];

export const REWARD_PROGRAM_KINDS = ['cash', 'bank-points', 'airline', 'hotel', 'retail', 'none'] as const;

const MODE_FLAGS = ['cash', 'flex', 'travel', 'max', 'maxOnly'] as const;
type ModeFlag = (typeof MODE_FLAGS)[number];
const FLAG_OF_MODE: Record<RatingPointValueMode, ModeFlag> = {
  cash: 'cash',
  flex: 'flex',
  travel: 'travel',
  max: 'max',
  best: 'maxOnly',
};
const MODE_OF_FLAG: Record<ModeFlag, RatingPointValueMode> = {
  cash: 'cash',
  flex: 'flex',
  travel: 'travel',
  max: 'max',
  maxOnly: 'best',
};

/** The one-hot flags for a mode. */
export function modeFlags(mode: RatingPointValueMode): Pick<UserPreferences, ModeFlag> {
  const flag = FLAG_OF_MODE[mode];
  return {
    cash: flag === 'cash',
    flex: flag === 'flex',
    travel: flag === 'travel',
    max: flag === 'max',
    maxOnly: flag === 'maxOnly',
  };
}

/** The mode the flags name: the first set flag in the order maxOnly, max, travel, flex, cash, or null. */
export function modeFromFlags(
  flags: Partial<Pick<UserPreferences, ModeFlag>> | undefined,
): RatingPointValueMode | null {
  if (!flags) return null;
  for (const flag of ['maxOnly', 'max', 'travel', 'flex', 'cash'] as const)
    if (flags[flag] === true) return MODE_OF_FLAG[flag];
  return null;
}

/** The point value mode when none is given (§9: flex). */
export const DEFAULT_MODE: RatingPointValueMode = 'flex';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** §9 defaults (frozen; `resolveFilterState` hands out fresh copies). */
export const DEFAULT_FILTER_STATE: FilterState = deepFreeze({
  userPreferences: { ...sliders.defaults, ...modeFlags(DEFAULT_MODE) },
  issuers: [],
  networks: [],
  annualFeeMin: 0,
  annualFeeMax: ANNUAL_FEE_FILTER_MAX,
  minIncome: 100_000,
  resultsPerPage: 20,
  page: 1,
  ratingFilter: 3,
  categories: [],
  categoriesExclude: [],
  cardIds: [],
  pinned: [],
  name: [],
  cardId: null,
  sortBy: '-geniusRating',
  monthlySpend: spend.defaultMonthlyTotal,
  province: null,
  pointValueMode: DEFAULT_MODE,
  debtAmount: debt.defaultAmount,
  interestRate: Math.round(debt.referenceInterestRate * 10_000) / 100,
  creditScore: 760,
  skipPruning: false,
  geniusCash: false,
  pruneCVR: false,
  nocache: false,
  geniusSearch: false,
  affiliateOnly: false,
  awardWinnersOnly: false,
  minimumUserReviewCount: 0,
  minimumAverageUserReview: 0,
  rewardPrograms: [],
  rewardKinds: [],
  segments: [],
  foreignExchangeFeeMax: null,
});
