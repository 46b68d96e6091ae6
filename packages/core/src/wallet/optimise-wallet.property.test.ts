import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CatalogueCard, type RewardProgram, SPEND_CATEGORIES, type SpendCategory } from '../catalogue/schema';
import { RATING_POINT_VALUE_MODES, type RatingPointValueMode } from '../filters/filter-defaults';
import { annualRewards, dollarsPerPoint, earnSchedule } from '../rating/annual-rewards';
import { type CardEstimates, catalogueEstimates, NO_ESTIMATES } from '../rating/peer-estimates';
import { cardArbitrary, profileArbitrary, programsArbitrary } from '../rating/rating-arbitraries';
import { optimiseWallet, type WalletPlan } from './optimise-wallet';
import { liveThroughYear, readCatalogue } from './wallet-test-support';

/** Properties of the optimised wallet, on generated cards and on the real catalogue. */

/** Generous: the machine running the tests may be shared. */
const TIMEOUT = 60_000;

const close = (actual: number, expected: number) =>
  Math.abs(actual - expected) <= 1e-6 * Math.max(1, Math.abs(expected));
/** `actual` is not below `floor` beyond rounding (ties may cost a millionth: wallet-model.ts, TIE_BREAK). */
const atLeast = (actual: number, floor: number) => actual >= floor - 1e-6 * Math.max(1, Math.abs(floor));

/** Generated cards with at most one spend threshold each, as every card of the catalogue. */
const walletCardArbitrary = cardArbitrary.map(
  (card): CatalogueCard => ({
    ...card,
    bonuses: { ...card.bonuses, spendThresholds: card.bonuses.spendThresholds.slice(0, 1) },
  }),
);
const walletArbitrary = (maxLength: number) =>
  fc.uniqueArray(walletCardArbitrary, { minLength: 1, maxLength, selector: (card) => card.slug });
/** For each category, a share of it for each of up to 10 cards. */
const splitsArbitrary = fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 10, maxLength: 10 }), {
  minLength: SPEND_CATEGORIES.length,
  maxLength: SPEND_CATEGORIES.length,
});

interface Case {
  cards: CatalogueCard[];
  programs: readonly RewardProgram[];
  monthlySpend: Record<SpendCategory, number>;
  mode: RatingPointValueMode;
  estimates: ReadonlyMap<string, CardEstimates>;
}

const annualOf = (monthlySpend: Record<SpendCategory, number>, share: (category: number) => number = () => 1) =>
  Object.fromEntries(
    SPEND_CATEGORIES.map((category, index) => [category, Math.max(0, monthlySpend[category]) * 12 * share(index)]),
  ) as Record<SpendCategory, number>;

/** What the rating says a card earns on some annual spending. */
function ratingRewards(test: Case, card: CatalogueCard, annual: Record<SpendCategory, number>): number {
  const program = test.programs.find((candidate) => candidate.slug === card.rewardProgram);
  const schedule = earnSchedule(card, test.estimates.get(card.slug) ?? NO_ESTIMATES);
  return annualRewards(card, annual, dollarsPerPoint(program, test.mode, card), schedule).dollars;
}

function planOf(test: Case, cards = test.cards): WalletPlan {
  return optimiseWallet({
    cards,
    programs: test.programs,
    spending: test.monthlySpend,
    pointValueMode: test.mode,
    estimates: test.estimates,
  });
}

/** The plan adds up: categories, cards and the total agree, and every dollar is paid by some card. */
function checkTotals(plan: WalletPlan): void {
  // The linear program places every category's dollars at once, so its rounding is relative to the whole
  // plan's spending, not to one small category's: $12 of store spending in a $150,000 plan may come out
  // $0.0001 short. Within a ten-millionth of the plan's spending (1.5 cents there) it adds up.
  const planSpend = plan.categories.reduce((acc, category) => acc + category.annualSpend, 0);
  const closeInPlan = (actual: number, expected: number) =>
    Math.abs(actual - expected) <= 1e-7 * Math.max(1, planSpend);
  const bonuses = plan.cards.reduce((acc, card) => acc + card.bonusPoints * card.pointValue, 0);
  const categories = plan.categories.reduce((acc, category) => acc + category.rewards, 0);
  expect(close(plan.annualRewards, categories + bonuses)).toBe(true);
  expect(
    close(
      plan.annualRewards,
      plan.cards.reduce((acc, card) => acc + card.rewards, 0),
    ),
  ).toBe(true);
  for (const category of plan.categories) {
    expect(
      close(
        category.rewards,
        category.parts.reduce((acc, part) => acc + part.rewards, 0),
      ),
    ).toBe(true);
    if (plan.cards.length > 0)
      expect(
        closeInPlan(
          category.parts.reduce((acc, part) => acc + part.spend, 0),
          category.annualSpend,
        ),
      ).toBe(true);
  }
  for (const card of plan.cards) {
    const parts = plan.categories.flatMap((category) => category.parts.filter((part) => part.card === card.slug));
    expect(
      close(
        card.annualSpend,
        parts.reduce((acc, part) => acc + part.spend, 0),
      ),
    ).toBe(true);
    expect(
      close(
        card.spendPoints,
        parts.reduce((acc, part) => acc + part.points, 0),
      ),
    ).toBe(true);
  }
}

/** No tier holds more than its cap, no shared cap more than its own. */
function checkCaps(test: Case, plan: WalletPlan): void {
  plan.cards.forEach((cardPlan, cardIndex) => {
    const card = test.cards[cardIndex] as CatalogueCard;
    const schedule = earnSchedule(card, test.estimates.get(card.slug) ?? NO_ESTIMATES);
    SPEND_CATEGORIES.forEach((category, index) => {
      const parts = (plan.categories[index]?.parts ?? []).filter(
        (part) => part.card === card.slug && part.basis === 'tier',
      );
      const earn = schedule.categories[index];
      if (!earn) return;
      // Up to each tier, the category's dollars on the card stay within that tier's cap.
      earn.bounds.forEach((bound, tier) => {
        const upToTier = parts.filter((part) => part.tier <= tier + 1).reduce((acc, part) => acc + part.spend, 0);
        expect(upToTier <= bound * (1 + 1e-9) + 1e-6, `${card.slug} ${category} tier ${tier + 1}`).toBe(true);
      });
    });
    schedule.sharedCaps.forEach((cap) => {
      const under = cap.indices.reduce(
        (acc, index) =>
          acc +
          (plan.categories[index]?.parts ?? [])
            .filter((part) => part.card === card.slug && part.basis === 'tier' && part.tier === 1)
            .reduce((sum, part) => sum + part.spend, 0),
        0,
      );
      expect(under <= cap.upTo * (1 + 1e-9) + 1e-6, `${card.slug} shared cap`).toBe(true);
      const reported = cardPlan.sharedCaps.find((entry) => entry.upTo === cap.upTo);
      if (reported) expect(reported.used <= cap.upTo * (1 + 1e-9) + 1e-6).toBe(true);
    });
  });
}

/** Never worse than any one held card alone, nor than paying each category by fixed shares of the cards. */
function checkLowerBounds(test: Case, plan: WalletPlan, splits: number[][]): void {
  for (const card of test.cards)
    expect(atLeast(plan.annualRewards, ratingRewards(test, card, annualOf(test.monthlySpend)))).toBe(true);
  const shares = SPEND_CATEGORIES.map((_, index) => {
    const weights = (splits[index] ?? []).slice(0, test.cards.length);
    const total = weights.reduce((acc, weight) => acc + weight, 0);
    return weights.map((weight, card) => (total > 0 ? weight / total : card === 0 ? 1 : 0));
  });
  const fixed = test.cards.reduce(
    (acc, card, cardIndex) =>
      acc +
      ratingRewards(
        test,
        card,
        annualOf(test.monthlySpend, (index) => shares[index]?.[cardIndex] ?? 0),
      ),
    0,
  );
  expect(atLeast(plan.annualRewards, fixed)).toBe(true);
}

/** The plan can be lived through a year, card rules applied dollar by dollar, and earns what it says. */
function checkLived(test: Case, plan: WalletPlan): void {
  const lived = liveThroughYear(plan, test.cards, test.estimates);
  expect(lived).not.toBeNull();
  expect(Math.abs((lived as number) - plan.annualRewards)).toBeLessThanOrEqual(
    2e-3 * Math.max(1, plan.annualRewards) + 0.05,
  );
}

describe('optimiseWallet on generated cards', () => {
  it(
    'earns with one card exactly what the rating computes for it',
    () => {
      fc.assert(
        fc.property(cardArbitrary, programsArbitrary, profileArbitrary, (card, programs, profile) => {
          const test: Case = {
            cards: [card],
            programs,
            monthlySpend: { ...profile.monthlySpend },
            mode: profile.pointValueMode,
            estimates: new Map(),
          };
          expect(close(planOf(test).annualRewards, ratingRewards(test, card, annualOf(test.monthlySpend)))).toBe(true);
        }),
        { numRuns: 400 },
      );
    },
    TIMEOUT,
  );

  it(
    'adds up, honours every cap, beats each card alone and any fixed split, and can be lived',
    () => {
      fc.assert(
        fc.property(
          walletArbitrary(4),
          programsArbitrary,
          profileArbitrary,
          splitsArbitrary,
          (cards, programs, profile, splits) => {
            const test: Case = {
              cards,
              programs,
              monthlySpend: { ...profile.monthlySpend },
              mode: profile.pointValueMode,
              estimates: new Map(),
            };
            const plan = planOf(test);
            expect(plan.exact).toBe(true);
            checkTotals(plan);
            checkCaps(test, plan);
            checkLowerBounds(test, plan, splits);
            checkLived(test, plan);
          },
        ),
        { numRuns: 150 },
      );
    },
    TIMEOUT,
  );

  it(
    'never earns less with one more card',
    () => {
      fc.assert(
        fc.property(
          walletArbitrary(4),
          walletCardArbitrary,
          programsArbitrary,
          profileArbitrary,
          (cards, extra, programs, profile) => {
            fc.pre(!cards.some((card) => card.slug === extra.slug));
            const test: Case = {
              cards,
              programs,
              monthlySpend: { ...profile.monthlySpend },
              mode: profile.pointValueMode,
              estimates: new Map(),
            };
            expect(atLeast(planOf(test, [...cards, extra]).annualRewards, planOf(test).annualRewards)).toBe(true);
          },
        ),
        { numRuns: 150 },
      );
    },
    TIMEOUT,
  );
});

describe('optimiseWallet on the real catalogue', () => {
  const catalogue = readCatalogue();
  const estimates = catalogueEstimates(catalogue.cards);
  const realWallet = fc
    .uniqueArray(fc.integer({ min: 0, max: catalogue.cards.length - 1 }), { minLength: 1, maxLength: 10 })
    .map((indices) => indices.map((index) => catalogue.cards[index] as CatalogueCard));
  const spendingArbitrary = fc.record(
    Object.fromEntries(SPEND_CATEGORIES.map((category) => [category, fc.integer({ min: 0, max: 5000 })])) as Record<
      SpendCategory,
      fc.Arbitrary<number>
    >,
  );

  it(
    'adds up, honours every cap, beats each card alone and any fixed split, can be lived, and grows with a card',
    () => {
      fc.assert(
        fc.property(
          realWallet,
          spendingArbitrary,
          fc.constantFrom(...RATING_POINT_VALUE_MODES),
          splitsArbitrary,
          fc.nat(),
          (cards, monthlySpend, mode, splits, pick) => {
            const test: Case = { cards, programs: catalogue.programs, monthlySpend, mode, estimates };
            const plan = planOf(test);
            expect(plan.exact).toBe(true);
            checkTotals(plan);
            checkCaps(test, plan);
            checkLowerBounds(test, plan, splits);
            checkLived(test, plan);
            const fewer = cards.filter((_, index) => index !== pick % cards.length);
            expect(atLeast(plan.annualRewards, planOf(test, fewer).annualRewards)).toBe(true);
          },
        ),
        { numRuns: 200 },
      );
    },
    TIMEOUT,
  );
});
