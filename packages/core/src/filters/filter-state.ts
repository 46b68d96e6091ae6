import '../zod-setup';
import { z } from 'zod';
import { NETWORKS, PROVINCES, SEGMENTS, SPEND_CATEGORIES } from '../catalogue/constants';
import { RATING_CONFIG } from '../rating/rating-config';
import { CreditScore } from './credit-score';
import {
  ANNUAL_FEE_FILTER_MAX,
  DEFAULT_FILTER_STATE,
  DEFAULT_MODE,
  MIN_INCOME_CEILING,
  modeFlags,
  modeFromFlags,
  RATING_POINT_VALUE_MODES,
  REWARD_PROGRAM_KINDS,
  SORT_OPTIONS,
} from './filter-defaults';

export * from './filter-defaults';

/**
 * The filter state (shell-and-browsing §3, defaults §9): what the visitor told us and how they want
 * the catalogue filtered and sorted. `FilterStateInput` is what a request, the `state=` parameter or
 * a preset may carry (every field optional); `resolveFilterState` fills the defaults. Interest rates
 * here are percentages as the visitor types them (19.99), unlike the catalogue's fractions.
 *
 * Fields beyond §3, used by presets: `page`, `rewardPrograms` (program slugs), `rewardKinds` (program
 * kinds, e.g. cash), `segments` (card segments) and `foreignExchangeFeeMax` (percent).
 */

/** The sliders a visitor moves, keyed by rating component (`rewards` is the spec's highRewards). */
const { sliders } = RATING_CONFIG;

const Slider = z.number().min(sliders.min).max(sliders.max);
const Text = z.string().min(1).max(200);
const List = z.array(Text).max(500);
const MonthlyAmount = z.number().min(0).max(1_000_000);

export const UserPreferences = z.object({
  rewards: Slider,
  interest: Slider,
  fees: Slider,
  perks: Slider,
  insurance: Slider,
  approval: Slider,
  acceptance: Slider,
  /**
   * The point value mode, one-hot (the spec names these flags): cash, flex and travel are the
   * reward-type slider's positions, max is each program's top value, maxOnly is the per-card best.
   * `pointValueMode` wins when both are given; the resolved state keeps them in step.
   */
  cash: z.boolean(),
  flex: z.boolean(),
  travel: z.boolean(),
  max: z.boolean(),
  maxOnly: z.boolean(),
});
export type UserPreferences = z.infer<typeof UserPreferences>;

/** A monthly total (split by the default shares) or amounts per category, with an optional total. */
export const MonthlySpend = z.union([
  MonthlyAmount,
  z.object({
    total: MonthlyAmount.optional(),
    ...(Object.fromEntries(SPEND_CATEGORIES.map((category) => [category, MonthlyAmount.optional()])) as Record<
      (typeof SPEND_CATEGORIES)[number],
      z.ZodOptional<typeof MonthlyAmount>
    >),
  }),
]);
export type MonthlySpend = z.infer<typeof MonthlySpend>;

/** The resolved filter state: every field present. */
export const FilterState = z.object({
  userPreferences: UserPreferences,
  issuers: List,
  networks: z.array(z.enum(NETWORKS)).max(NETWORKS.length * 2),
  annualFeeMin: z.number().min(0).max(1500),
  /** At `ANNUAL_FEE_FILTER_MAX` (500) or above: no upper limit. */
  annualFeeMax: z.number().min(0).max(1500),
  /** The visitor's personal income: cards asking for more are left out. */
  minIncome: z.number().min(0).max(MIN_INCOME_CEILING),
  resultsPerPage: z.number().int().min(1).max(500),
  page: z.number().int().min(1).max(10_000),
  /** Cards rated below this are left out. */
  ratingFilter: z.number().min(0).max(5),
  /** Keep cards in at least one of these best-card categories. */
  categories: List,
  /** Leave out cards in any of these categories. */
  categoriesExclude: List,
  /** Card slugs to keep (empty: all). */
  cardIds: List,
  /** Card slugs listed first, in this order, whatever the other filters say. */
  pinned: List,
  /** Card names to keep (empty: all); matched without regard to case against name and display name. */
  name: List,
  /** One card slug to keep. */
  cardId: Text.nullable(),
  sortBy: z.enum(SORT_OPTIONS),
  monthlySpend: MonthlySpend,
  province: z.enum(PROVINCES).nullable(),
  pointValueMode: z.enum(RATING_POINT_VALUE_MODES),
  debtAmount: z.number().min(0).max(1_000_000),
  /** Percent, e.g. 19.99. */
  interestRate: z.number().min(0).max(100),
  creditScore: CreditScore,
  skipPruning: z.boolean(),
  geniusCash: z.boolean(),
  pruneCVR: z.boolean(),
  nocache: z.boolean(),
  geniusSearch: z.boolean(),
  affiliateOnly: z.boolean(),
  awardWinnersOnly: z.boolean(),
  minimumUserReviewCount: z.number().int().min(0).max(1_000_000),
  minimumAverageUserReview: z.number().min(0).max(5),
  /** Reward program slugs to keep (empty: all). */
  rewardPrograms: List,
  /** Reward program kinds to keep (empty: all). */
  rewardKinds: z.array(z.enum(REWARD_PROGRAM_KINDS)).max(REWARD_PROGRAM_KINDS.length * 2),
  /** Card segments to rank (empty: personal, student and secured; business and U.S. dollar cards only when named). */
  segments: z.array(z.enum(SEGMENTS)).max(SEGMENTS.length * 2),
  /** Highest foreign exchange fee, percent (null: any); cards with an unknown fee are left out when set. */
  foreignExchangeFeeMax: z.number().min(0).max(100).nullable(),
});
export type FilterState = z.infer<typeof FilterState>;

/** What callers send: every field optional, user preferences field by field. */
export const FilterStateInput = FilterState.partial().extend({ userPreferences: UserPreferences.partial().optional() });
export type FilterStateInput = z.input<typeof FilterStateInput>;

export type SafeResolveResult = { success: true; data: FilterState } | { success: false; error: z.ZodError };

/**
 * Defaults applied to a partial state. Invalid input fails with a zod error whose issues carry the
 * path of the bad field (e.g. `annualFeeMax`).
 */
export function safeResolveFilterState(input: unknown): SafeResolveResult {
  const parsed = FilterStateInput.safeParse(input ?? {});
  if (!parsed.success) return { success: false, error: parsed.error };
  const given = parsed.data;
  const state: FilterState = { ...DEFAULT_FILTER_STATE };
  const target = state as Record<string, unknown>;
  for (const [key, value] of Object.entries(given)) if (value !== undefined) target[key] = value;
  for (const key of Object.keys(state) as (keyof FilterState)[]) {
    const value = state[key];
    if (Array.isArray(value)) target[key] = [...value];
  }
  if (typeof state.monthlySpend === 'object') state.monthlySpend = { ...state.monthlySpend };
  const mode = given.pointValueMode ?? modeFromFlags(given.userPreferences) ?? DEFAULT_MODE;
  state.pointValueMode = mode;
  state.userPreferences = { ...DEFAULT_FILTER_STATE.userPreferences, ...given.userPreferences, ...modeFlags(mode) };
  if (state.annualFeeMax < ANNUAL_FEE_FILTER_MAX && state.annualFeeMin > state.annualFeeMax) {
    return {
      success: false,
      error: new z.ZodError([
        {
          code: 'custom',
          path: ['annualFeeMin'],
          message: 'The minimum annual fee must not be above the maximum.',
          input: state.annualFeeMin,
        },
      ]),
    };
  }
  return { success: true, data: state };
}

/** `safeResolveFilterState`, throwing the zod error on invalid input. */
export function resolveFilterState(input: unknown): FilterState {
  const result = safeResolveFilterState(input);
  if (!result.success) throw result.error;
  return result.data;
}
