import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueCard,
  CREDIT_SCORE_BANDS,
  INSURANCE_TYPES,
  POINT_VALUE_MODES,
  type RewardProgram,
  SPEND_CATEGORIES,
} from '../catalogue/schema';
import { CREDIT_SCORE_BAND_INFO, CREDIT_SCORE_MIN } from '../filters/credit-score-bands';
import { earnSchedule } from './annual-rewards';
import { catalogueEstimates } from './peer-estimates';
import { rateCard } from './rate-card';
import { cardArbitrary, catalogueArbitrary, profileArbitrary, programsArbitrary } from './rating-arbitraries';

/** The three promises of rating method 3 (docs/decisions/0013), on generated cards, peers and profiles. */

const programFor = (programs: readonly RewardProgram[], slug: string) =>
  programs.find((program) => program.slug === slug);
const slack = 1e-9;

describe('rating method 3 properties', () => {
  /**
   * A generated card made to follow the catalogue's rules for earn tiers (check-catalogue): a category
   * in a shared cap has a capped first tier, and no tier earns more than the one before it (a bonus
   * rate, then the base).
   */
  const withRealisticEarn = (generated: CatalogueCard): CatalogueCard => {
    const card = structuredClone(generated);
    for (const name of SPEND_CATEGORIES) {
      const rates = card.earn[name].map((tier) => tier.rate).sort((a, b) => b - a);
      card.earn[name].forEach((tier, index) => {
        tier.rate = rates[index] ?? tier.rate;
      });
    }
    card.sharedCaps = card.sharedCaps.filter((cap) =>
      cap.categories.every((name) => (card.earn[name][0]?.upTo ?? null) !== null),
    );
    return card;
  };

  /**
   * Under a shared cap, spending in one of its categories fills the cap sooner in the year (the engine
   * shares the cap among its categories in proportion to their spend), so spending more in a category
   * that gains less from the cap's room than the others of its cap can lower the total — as it does for
   * a real holder. A dollar of room is worth the category's first-tier rate over what that dollar earns
   * without it: its next tier, or the rate past the cap. The promise is for every other category.
   */
  const roomWorth = (card: CatalogueCard, name: (typeof SPEND_CATEGORIES)[number]) => {
    const earn = earnSchedule(card).categories[SPEND_CATEGORIES.indexOf(name)];
    if (!earn?.known) return 0;
    const [first = 0, next] = earn.rates;
    return first - (earn.rates.length > 1 ? (next ?? 0) : earn.afterCapRate);
  };
  const outsideLowerSharedBonus = (card: CatalogueCard, name: (typeof SPEND_CATEGORIES)[number]) =>
    card.sharedCaps.every(
      (cap) =>
        !cap.categories.includes(name) ||
        cap.categories.every((other) => roomWorth(card, other) <= roomWorth(card, name)),
    );

  it('more spending never lowers a card’s rewards', () => {
    fc.assert(
      fc.property(
        cardArbitrary.map(withRealisticEarn),
        programsArbitrary,
        profileArbitrary,
        fc.constantFrom(...SPEND_CATEGORIES),
        fc.integer({ min: 1, max: 3000 }),
        (card, programs, profile, category, extra) => {
          fc.pre(outsideLowerSharedBonus(card, category));
          const program = programFor(programs, card.rewardProgram);
          const more = { ...profile, monthlySpend: { ...profile.monthlySpend } };
          more.monthlySpend[category] += extra;
          const before = rateCard(card, program, profile);
          const after = rateCard(card, program, more);
          // In total: under a shared cap, spending in one category can take bonus room from another.
          expect(after.annualRewards).toBeGreaterThanOrEqual(before.annualRewards - slack);
          if (card.sharedCaps.length === 0)
            for (const { category: name, points } of before.breakdown.categories) {
              const pointsAfter = after.breakdown.categories.find((entry) => entry.category === name)?.points ?? 0;
              expect(pointsAfter, name).toBeGreaterThanOrEqual(points - slack);
            }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a higher point value never lowers a card', () => {
    fc.assert(
      fc.property(
        cardArbitrary,
        programsArbitrary,
        profileArbitrary,
        fc.integer({ min: 1, max: 50 }).map((tenthsOfACent) => tenthsOfACent / 1000),
        (card, programs, profile, raise) => {
          const program = programFor(programs, card.rewardProgram);
          fc.pre(program !== undefined && card.pointValueOverride === null);
          const richer = structuredClone(program);
          for (const mode of POINT_VALUE_MODES)
            richer.pointValues[mode] = Math.min(0.25, richer.pointValues[mode] + raise);
          const before = rateCard(card, program, profile);
          const after = rateCard(card, richer, profile);
          expect(after.rating).toBeGreaterThanOrEqual(before.rating);
          expect(after.annualRewards).toBeGreaterThanOrEqual(before.annualRewards - slack);
          expect(after.firstYearValue).toBeGreaterThanOrEqual(before.firstYearValue - slack);
        },
      ),
      { numRuns: 500 },
    );
  });

  type Unknowable = {
    name: string;
    /** Makes the figure unknown; false when the card cannot take it (then the case is skipped). */
    forget: (card: CatalogueCard, pick: number) => boolean;
    /** States the figure at a value at least as good as the estimate the unknown was rated on. */
    knowGood: (card: CatalogueCard, estimates: ReturnType<typeof catalogueEstimates>, pick: number) => void;
  };
  const category = (pick: number) =>
    SPEND_CATEGORIES[pick % SPEND_CATEGORIES.length] as (typeof SPEND_CATEGORIES)[number];
  const coverage = (pick: number) => INSURANCE_TYPES[pick % INSURANCE_TYPES.length] as (typeof INSURANCE_TYPES)[number];
  const UNKNOWABLE: Unknowable[] = [
    {
      name: 'annual fee',
      forget: (card) => {
        card.fees.annual = null;
        return true;
      },
      knowGood: (card, estimates) => {
        const fee = estimates.get(card.slug)?.annualFee ?? 0;
        card.fees.annual = fee;
        if (card.fees.firstYear !== null && card.fees.firstYear > fee) card.fees.firstYear = fee;
      },
    },
    {
      name: 'purchase rate',
      forget: (card) => {
        card.rates.purchase = null;
        return true;
      },
      knowGood: (card, estimates) => {
        card.rates.purchase = estimates.get(card.slug)?.purchaseRate ?? 0;
      },
    },
    {
      name: 'earn rate of a category',
      forget: (card, pick) => {
        const name = category(pick);
        if (card.sharedCaps.some((cap) => cap.categories.includes(name))) return false;
        // One unknown at a time: the base rate, when known, is the estimate of the other categories.
        if (SPEND_CATEGORIES.some((other) => other !== name && card.earn[other].length === 0)) return false;
        card.earn[name] = [];
        return true;
      },
      knowGood: (card, estimates, pick) => {
        const name = category(pick);
        card.earn[name] = structuredClone([...(estimates.get(card.slug)?.earn[name] ?? [{ rate: 40, upTo: null }])]);
      },
    },
    {
      name: 'recommended credit score',
      forget: (card) => {
        card.requirements.creditScore = null;
        return true;
      },
      knowGood: (card, estimates) => {
        // The highest band whose floor is at or below the estimate (a median may fall between floors).
        const estimate = estimates.get(card.slug)?.creditRequired ?? CREDIT_SCORE_MIN;
        card.requirements.creditScore =
          CREDIT_SCORE_BANDS.findLast((band) => CREDIT_SCORE_BAND_INFO[band].min <= estimate) ?? 'poor';
      },
    },
    {
      name: 'insurance coverage',
      forget: (card, pick) => {
        card.insurance[coverage(pick)] = null;
        return true;
      },
      knowGood: (card, _estimates, pick) => {
        card.insurance[coverage(pick)] = { amount: 10_000_000, days: 365 };
      },
    },
  ];

  it('an unknown figure never rates a card above the same figure known at least as good as its estimate', () => {
    fc.assert(
      fc.property(
        cardArbitrary,
        catalogueArbitrary(12),
        programsArbitrary,
        profileArbitrary,
        fc.constantFrom(...UNKNOWABLE),
        fc.nat(),
        (card, peers, programs, profile, figure, pick) => {
          const unknown = structuredClone(card);
          fc.pre(figure.forget(unknown, pick));
          const others = peers.filter((peer) => peer.slug !== card.slug);
          const unknownEstimates = catalogueEstimates([unknown, ...others]);
          const known = structuredClone(unknown);
          figure.knowGood(known, unknownEstimates, pick);
          const knownEstimates = catalogueEstimates([known, ...others]);
          const program = programFor(programs, card.rewardProgram);
          const rated = (target: CatalogueCard, estimates: typeof knownEstimates) =>
            rateCard(target, program, profile, undefined, estimates.get(target.slug));
          const whenUnknown = rated(unknown, unknownEstimates);
          const whenKnown = rated(known, knownEstimates);
          expect(whenKnown.rating, figure.name).toBeGreaterThanOrEqual(whenUnknown.rating);
          expect(whenKnown.netAnnualRewards, figure.name).toBeGreaterThanOrEqual(whenUnknown.netAnnualRewards - slack);
        },
      ),
      { numRuns: 800 },
    );
  });
});
