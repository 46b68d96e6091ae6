import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogueCard, INSURANCE_TYPES, SPEND_CATEGORIES } from '../catalogue/schema';
import { annualRewards, categoryPoints, earnSchedule } from './annual-rewards';
import { rateCard } from './rate-card';
import { cardArbitrary, earnTiersArbitrary, profileArbitrary, programsArbitrary } from './rating-arbitraries';
import { COMPONENT_KEYS, RATING_CONFIG } from './rating-config';
import { MBNA_CARD } from './test-fixtures';

/** Properties of docs/rating-method.md, for one card at a time, on generated cards and profiles. */

const runs = { numRuns: 300 };
const programFor = (programs: readonly { slug: string }[], slug: string) =>
  programs.find((program) => program.slug === slug) as Parameters<typeof rateCard>[1];

type Improvement = {
  name: string;
  /** Changes the card for the better, or returns false when it does not apply. */
  apply: (card: CatalogueCard, pick: number, amount: number) => boolean;
  /** Whether the first-year value must not drop either. */
  firstYear: boolean;
};

const cycle = <T>(items: readonly T[], pick: number): T | undefined => items[pick % Math.max(1, items.length)];

const IMPROVEMENTS: Improvement[] = [
  {
    name: 'raise an earn rate',
    firstYear: true,
    apply: (card, pick, amount) => {
      const tiers = card.earn[SPEND_CATEGORIES[pick % 8] as (typeof SPEND_CATEGORIES)[number]];
      const tier = cycle(tiers, Math.floor(pick / 8));
      if (!tier) return false;
      tier.rate = Math.min(40, tier.rate + amount);
      return true;
    },
  },
  {
    name: 'raise a cap (a tier earning at least the next)',
    firstYear: true,
    apply: (card, pick, amount) => {
      // A category's own first-tier cap, when it shares a cap with a category that loses more per dollar
      // pushed past the shared cap, is not an improvement: spending longer at the first rate fills the
      // shared cap sooner, and the other category loses more than this one gains.
      const margin = (category: (typeof SPEND_CATEGORIES)[number]) =>
        (card.earn[category][0]?.rate ?? 0) - (card.earn[category][1]?.rate ?? 0);
      const sharesWithHigher = (category: (typeof SPEND_CATEGORIES)[number]) =>
        card.sharedCaps.some(
          (cap) =>
            cap.categories.includes(category) && cap.categories.some((other) => margin(other) > margin(category)),
        );
      const candidates = SPEND_CATEGORIES.flatMap((category) =>
        card.earn[category].flatMap((tier, index, tiers) => {
          const next = tiers[index + 1];
          if (index === 0 && sharesWithHigher(category)) return [];
          return next && tier.upTo !== null && tier.rate >= next.rate ? [{ tier, next }] : [];
        }),
      );
      const candidate = cycle(candidates, pick);
      if (!candidate) return false;
      const { tier, next } = candidate;
      const ceiling = next.upTo === null ? Number.POSITIVE_INFINITY : next.upTo - 1;
      tier.upTo = Math.min(ceiling, (tier.upTo as number) + Math.ceil(amount * 1000));
      return true;
    },
  },
  {
    name: 'raise a shared cap',
    firstYear: true,
    apply: (card, pick, amount) => {
      const candidates = card.sharedCaps.filter((cap) =>
        cap.categories.every((category) => {
          const [first, second] = card.earn[category];
          return !first || !second || first.rate >= second.rate;
        }),
      );
      const cap = cycle(candidates, pick);
      if (!cap) return false;
      cap.upTo += Math.ceil(amount * 1000);
      return true;
    },
  },
  {
    name: 'raise or add a perk',
    firstYear: true,
    apply: (card, pick, amount) => {
      const perk = cycle(card.perks, pick);
      if (perk && pick % 2 === 0) perk.valueDollars = Math.min(2000, perk.valueDollars + amount * 20);
      else card.perks.push({ kind: 'other', label: 'Extra perk', valueDollars: amount * 20 });
      return true;
    },
  },
  {
    name: 'add or raise a coverage',
    firstYear: true,
    apply: (card, pick, amount) => {
      const type = INSURANCE_TYPES[pick % INSURANCE_TYPES.length] as (typeof INSURANCE_TYPES)[number];
      const coverage = card.insurance[type];
      card.insurance[type] = coverage
        ? { ...coverage, amount: Math.min(10_000_000, (coverage.amount ?? 0) + amount * 1000) }
        : { amount: null, days: null };
      return true;
    },
  },
  {
    name: 'raise a recurring bonus',
    firstYear: true,
    apply: (card, pick, amount) => {
      const { bonuses } = card;
      switch (pick % 3) {
        case 0:
          bonuses.birthdayPercent = Math.min(1, (bonuses.birthdayPercent ?? 0) + amount / 100);
          return true;
        case 1:
          bonuses.anniversaryPoints = Math.min(1_000_000, (bonuses.anniversaryPoints ?? 0) + amount * 1000);
          return true;
        default: {
          const threshold = cycle(bonuses.spendThresholds, pick);
          if (!threshold) return false;
          threshold.points += amount * 1000;
          threshold.annualSpend = Math.max(1, threshold.annualSpend - amount * 1000);
          return true;
        }
      }
    },
  },
  {
    name: 'lower the annual fee',
    firstYear: false,
    apply: (card, pick, amount) => {
      const { fees } = card;
      const field = (['annual', 'annualQuebec'] as const)[pick % 2] as 'annual' | 'annualQuebec';
      const fee = fees[field];
      if (fee === null) return false;
      fees[field] = Math.max(0, fee - amount * 10);
      return true;
    },
  },
  {
    name: 'lower the first-year fee or another fee',
    firstYear: true,
    apply: (card, pick, amount) => {
      const { fees } = card;
      switch (pick % 3) {
        case 0:
          if (fees.firstYear === null) return false;
          fees.firstYear = Math.max(0, fees.firstYear - amount * 10);
          return true;
        case 1:
          if (fees.supplementaryCard === null) return false;
          fees.supplementaryCard = Math.max(0, fees.supplementaryCard - amount);
          return true;
        default:
          if (fees.foreignExchange === null) return false;
          fees.foreignExchange = Math.max(0, fees.foreignExchange - amount / 1000);
          return true;
      }
    },
  },
  {
    name: 'lower a rate',
    firstYear: true,
    apply: (card, pick, amount) => {
      const field = (['purchase', 'cashAdvance', 'balanceTransfer'] as const)[pick % 3] as 'purchase';
      const rate = card.rates[field];
      if (rate === null) return false;
      card.rates[field] = Math.max(0, rate - amount / 200);
      return true;
    },
  },
];

describe('generated cards', () => {
  it('are valid catalogue cards', () => {
    fc.assert(
      fc.property(cardArbitrary, (card) => {
        expect(CatalogueCard.safeParse(card).error).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});

describe('rateCard properties', () => {
  it('is pure and deterministic: same inputs, same output, whatever was rated before', () => {
    fc.assert(
      fc.property(
        cardArbitrary,
        cardArbitrary,
        programsArbitrary,
        profileArbitrary,
        (card, other, programs, profile) => {
          const program = programFor(programs, card.rewardProgram);
          const first = rateCard(card, program, profile);
          rateCard(other, programFor(programs, other.rewardProgram), { ...profile, pointValueMode: 'max' });
          expect(rateCard(card, program, profile)).toEqual(first);
          expect(rateCard(structuredClone(card), structuredClone(program), structuredClone(profile))).toEqual(first);
        },
      ),
      runs,
    );
  });

  it('is monotone: an improvement never lowers the rating or the rewards', () => {
    fc.assert(
      fc.property(
        cardArbitrary,
        programsArbitrary,
        profileArbitrary,
        fc.constantFrom(...IMPROVEMENTS),
        fc.nat(),
        fc.integer({ min: 1, max: 20 }),
        (card, programs, profile, improvement, pick, amount) => {
          const better = structuredClone(card);
          fc.pre(improvement.apply(better, pick, amount));
          expect(CatalogueCard.safeParse(better).error).toBeUndefined();
          const program = programFor(programs, card.rewardProgram);
          const before = rateCard(card, program, profile);
          const after = rateCard(better, program, profile);
          const slack = 1e-9;
          expect(after.rating, improvement.name).toBeGreaterThanOrEqual(before.rating);
          expect(after.annualRewards, improvement.name).toBeGreaterThanOrEqual(before.annualRewards - slack);
          expect(after.netAnnualRewards, improvement.name).toBeGreaterThanOrEqual(before.netAnnualRewards - slack);
          expect(after.interestSavings, improvement.name).toBeGreaterThanOrEqual(before.interestSavings - slack);
          expect(after.perksValue).toBeGreaterThanOrEqual(before.perksValue);
          expect(after.insuranceValue).toBeGreaterThanOrEqual(before.insuranceValue);
          if (improvement.firstYear) {
            expect(after.firstYearValue, improvement.name).toBeGreaterThanOrEqual(before.firstYearValue - slack);
          }
          for (const key of COMPONENT_KEYS) {
            const scoreBefore = before.breakdown.components.find((entry) => entry.key === key)?.score ?? 0;
            const scoreAfter = after.breakdown.components.find((entry) => entry.key === key)?.score ?? 0;
            expect(scoreAfter, `${improvement.name}: ${key}`).toBeGreaterThanOrEqual(scoreBefore - slack);
          }
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('honours caps: within a tier each dollar earns that tier’s rate, above a cap only the later rates', () => {
    fc.assert(
      fc.property(
        earnTiersArbitrary.filter((tiers) => tiers.length > 0),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 5000 }),
        (tiers, spend, extra) => {
          const card = structuredClone(MBNA_FREE);
          card.earn.regular = tiers;
          const earn = earnSchedule(card).categories[0];
          if (!earn) throw new Error('no regular earn');
          const points = (amount: number) => categoryPoints(earn, amount);
          const tierIndex = tiers.findIndex((tier) => tier.upTo === null || spend < tier.upTo);
          const tier = tiers[tierIndex];
          if (!tier) throw new Error('no tier');
          const withinTier = tier.upTo === null || spend + extra <= tier.upTo;
          if (withinTier) expect(points(spend + extra) - points(spend)).toBeCloseTo(tier.rate * extra, 6);
          const firstCap = tiers[0]?.upTo ?? null;
          if (firstCap !== null && spend > firstCap) {
            const laterRates = tiers.slice(1).map((entry) => entry.rate);
            const aboveCap = points(spend) - points(firstCap);
            expect(aboveCap).toBeLessThanOrEqual(Math.max(...laterRates) * (spend - firstCap) + 1e-6);
            expect(aboveCap).toBeGreaterThanOrEqual(Math.min(...laterRates) * (spend - firstCap) - 1e-6);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('honours shared caps: the combined spend earns first-tier rates on at most the cap', () => {
    fc.assert(
      fc.property(
        fc.subarray([...SPEND_CATEGORIES], { minLength: 2 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 8, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 1, max: 40_000 }),
        (capped, rates, monthly, upTo) => {
          const card = structuredClone(MBNA_FREE);
          card.bonuses = { birthdayPercent: 0, anniversaryPoints: 0, spendThresholds: [] };
          SPEND_CATEGORIES.forEach((category, index) => {
            card.earn[category] = [
              { rate: rates[index] as number, upTo: 80_000 },
              { rate: 0, upTo: null },
            ];
          });
          card.sharedCaps = [{ categories: capped, upTo }];
          const spend = Object.fromEntries(
            SPEND_CATEGORIES.map((category, index) => [category, (monthly[index] as number) * 12]),
          );
          const rewards = annualRewards(card, spend as Record<(typeof SPEND_CATEGORIES)[number], number>, 0.01);
          let cappedPoints = 0;
          let firstTierSpend = 0;
          for (const entry of rewards.categories) {
            if (!capped.includes(entry.category)) continue;
            cappedPoints += entry.points;
            // After the cap the rate is 0 here, so points ÷ rate is the spend that earned the first tier.
            firstTierSpend += entry.points / (rates[SPEND_CATEGORIES.indexOf(entry.category)] as number);
          }
          const combined = capped.reduce((sum, category) => sum + (spend[category] as number), 0);
          expect(firstTierSpend).toBeLessThanOrEqual(Math.min(upTo, combined) + 1e-6);
          expect(firstTierSpend).toBeCloseTo(Math.min(upTo, combined), 6);
          expect(cappedPoints).toBeLessThanOrEqual(Math.max(...rates) * upTo + 1e-6);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is explainable: contributions add up to the rating, every figure follows from the breakdown', () => {
    fc.assert(
      fc.property(cardArbitrary, programsArbitrary, profileArbitrary, (card, programs, profile) => {
        const rating = rateCard(card, programFor(programs, card.rewardProgram), profile);
        const { components, categories, recurringBonus, welcomeBonus, firstYearFee } = rating.breakdown;
        expect(components.map((entry) => entry.key)).toEqual([...COMPONENT_KEYS]);
        const sum = components.reduce((total, entry) => total + entry.contribution, 0);
        expect(Math.round(sum * 10) / 10).toBe(rating.rating);
        expect(Math.abs(sum - rating.rating)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(rating.rating).toBeGreaterThanOrEqual(0);
        expect(rating.rating).toBeLessThanOrEqual(5);
        const totalWeight = components.reduce((total, entry) => total + entry.weight, 0);
        for (const entry of components) {
          expect(entry.score).toBeGreaterThanOrEqual(0);
          expect(entry.score).toBeLessThanOrEqual(5);
          expect(entry.contribution).toBeCloseTo((entry.weight * entry.score) / totalWeight, 12);
          expect(entry.label).toBe(RATING_CONFIG.components[entry.key].label);
        }
        expect(categories.map((entry) => entry.category)).toEqual([...SPEND_CATEGORIES]);
        const categoryDollars = categories.reduce((total, entry) => total + entry.dollars, 0);
        expect(categoryDollars + recurringBonus.dollars).toBeCloseTo(rating.annualRewards, 6);
        expect(rating.netAnnualRewards).toBeCloseTo(rating.annualRewards - (rating.annualFee ?? 799), 6);
        expect(rating.firstYearValue).toBeCloseTo(rating.annualRewards + welcomeBonus.dollars - firstYearFee, 6);
      }),
      runs,
    );
  });
});

/** A plain card to vary: MBNA's facts with no fee. */
const MBNA_FREE: CatalogueCard = (() => {
  const card = structuredClone(MBNA_CARD);
  card.fees.annual = 0;
  return card;
})();
