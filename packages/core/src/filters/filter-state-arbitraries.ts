import fc from 'fast-check';
import { NETWORKS, PROVINCES, SEGMENTS, SPEND_CATEGORIES } from '../catalogue/schema';
import { COMPONENT_KEYS } from '../rating/rating-config';
import { CREDIT_SCORE_RANGES } from './credit-score';
import { type FilterStateInput, RATING_POINT_VALUE_MODES, REWARD_PROGRAM_KINDS, SORT_OPTIONS } from './filter-state';

/** Test support: fast-check arbitraries for valid filter-state inputs. */

const word = fc.constantFrom(
  'td',
  'rbc',
  'amex',
  'cash-back',
  'travel',
  'aeroplan',
  'card-1',
  'card-2',
  'x y',
  'Ünïcödé «»',
);
const list = fc.array(word, { maxLength: 4 });
/** No negative zero: it would not survive JSON. */
const amount = (max: number, step = 1) => fc.integer({ min: 0, max: Math.round(max / step) }).map((n) => n * step + 0);

const sliderArbitrary = fc.oneof(fc.integer({ min: 0, max: 4 }), amount(4, 0.25));

export const userPreferencesArbitrary = fc.record(
  {
    ...(Object.fromEntries(COMPONENT_KEYS.map((key) => [key, sliderArbitrary])) as Record<
      (typeof COMPONENT_KEYS)[number],
      typeof sliderArbitrary
    >),
    cash: fc.boolean(),
    flex: fc.boolean(),
    travel: fc.boolean(),
    max: fc.boolean(),
    maxOnly: fc.boolean(),
  },
  { requiredKeys: [] },
);

export const monthlySpendArbitrary = fc.oneof(
  amount(20_000),
  fc.record(
    {
      total: amount(20_000),
      ...(Object.fromEntries(SPEND_CATEGORIES.map((category) => [category, amount(5000)])) as Record<
        (typeof SPEND_CATEGORIES)[number],
        fc.Arbitrary<number>
      >),
    },
    { requiredKeys: [] },
  ),
);

/** Valid inputs, every field optional; `cardSlugs` feeds the card lists (pinned, cardIds). */
export const filterStateInputArbitrary = (cardSlugs: readonly string[] = ['card-1', 'card-2']) => {
  const slugList =
    cardSlugs.length > 0
      ? fc.subarray([...cardSlugs], { maxLength: Math.min(4, cardSlugs.length) })
      : fc.constant<string[]>([]);
  return fc
    .record(
      {
        userPreferences: userPreferencesArbitrary,
        issuers: list,
        networks: fc.subarray([...NETWORKS]),
        annualFeeMin: amount(300, 10),
        annualFeeMax: amount(700, 10),
        minIncome: amount(300_000, 1000),
        resultsPerPage: fc.integer({ min: 1, max: 50 }),
        page: fc.integer({ min: 1, max: 4 }),
        ratingFilter: amount(5, 0.5),
        categories: list,
        categoriesExclude: list,
        cardIds: slugList,
        pinned: slugList,
        name: list,
        cardId: fc.option(fc.constantFrom(...(cardSlugs.length > 0 ? cardSlugs : ['card-1'])), { nil: null }),
        sortBy: fc.constantFrom(...SORT_OPTIONS),
        monthlySpend: monthlySpendArbitrary,
        province: fc.option(fc.constantFrom(...PROVINCES), { nil: null }),
        pointValueMode: fc.constantFrom(...RATING_POINT_VALUE_MODES),
        debtAmount: amount(50_000),
        interestRate: amount(35, 0.01).map((rate) => Math.round(rate * 100) / 100),
        creditScore: fc.oneof(fc.integer({ min: 300, max: 900 }), fc.constantFrom(...CREDIT_SCORE_RANGES)),
        skipPruning: fc.boolean(),
        geniusCash: fc.boolean(),
        pruneCVR: fc.boolean(),
        nocache: fc.boolean(),
        geniusSearch: fc.boolean(),
        affiliateOnly: fc.boolean(),
        awardWinnersOnly: fc.boolean(),
        minimumUserReviewCount: fc.integer({ min: 0, max: 100 }),
        minimumAverageUserReview: amount(5, 0.5),
        rewardPrograms: fc.subarray(['cash-back', 'aeroplan', 'scene-plus']),
        rewardKinds: fc.subarray([...REWARD_PROGRAM_KINDS]),
        segments: fc.subarray([...SEGMENTS]),
        foreignExchangeFeeMax: fc.option(amount(3, 0.5), { nil: null }),
      },
      { requiredKeys: [] },
    )
    .map((input): FilterStateInput => {
      // Keep the fee range valid: the minimum is capped by a maximum below the slider's top.
      if (input.annualFeeMin !== undefined && input.annualFeeMax !== undefined && input.annualFeeMax < 500) {
        return { ...input, annualFeeMin: Math.min(input.annualFeeMin, input.annualFeeMax) };
      }
      return input;
    });
};
