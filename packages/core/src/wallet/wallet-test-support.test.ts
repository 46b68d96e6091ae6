import { describe, expect, it } from 'vitest';
import { optimiseWallet } from './optimise-wallet';
import { liveThroughYear, monthly, readCatalogue } from './wallet-test-support';

/** The independent check the wallet's properties rely on, on the edges its time grid rounds. */

const { cards, programs } = readCatalogue();
const cobalt = cards.find((card) => card.slug === 'american-express-cobalt-card');

describe('liveThroughYear', () => {
  it('lives a shared cap that fills in the first moment of the year, as the plan says', () => {
    if (!cobalt) throw new Error('no American Express Cobalt in data/cards');
    // A cap of $1 against $120,000 of groceries fills 1/120,000 into the year, well inside the grid's first
    // moment: that dollar still earns 5 points, the rest 1.
    const tinyCap = {
      ...cobalt,
      earn: {
        ...cobalt.earn,
        grocery: [
          { rate: 5, upTo: 1 },
          { rate: 1, upTo: null },
        ],
      },
      sharedCaps: [{ categories: ['grocery' as const, 'restaurant' as const], upTo: 1 }],
    };
    const plan = optimiseWallet({
      cards: [tinyCap],
      programs,
      spending: monthly({ grocery: 10_000 }),
      pointValueMode: 'cash',
    });
    expect(plan.cards[0]?.sharedCaps[0]?.fillsAt).toBeLessThan(1 / 8000);
    expect(plan.cards[0]?.points).toBeCloseTo(5 + 119_999, 6);
    expect(liveThroughYear(plan, [tinyCap])).toBeCloseTo(plan.annualRewards, 6);
  });

  it("accepts a small category placed off by the optimiser's tolerance of the whole year's spending", () => {
    if (!cobalt) throw new Error('no American Express Cobalt in data/cards');
    // Two cards whose shared caps take gas at no rate, each cap filled within hours by a large category,
    // points worth a hundredth of a cent: the plan puts all $12 of gas past the caps, which fit the year
    // within a ten-millionth of the $75,000 spent, a little more than two of the grid's moments of gas.
    const none = [{ rate: 0, upTo: null }];
    const base = {
      ...cobalt,
      bonuses: { ...cobalt.bonuses, birthdayPercent: null, anniversaryPoints: null, spendThresholds: [] },
      pointValueOverride: { cash: 0.0001, flex: 0, travel: 0, max: 0, reason: 'Test', sourceUrl: cobalt.sourceUrl },
    };
    const restaurantCard = {
      ...base,
      slug: 'restaurant-card',
      earn: {
        ...base.earn,
        regular: none,
        gas: none,
        grocery: [],
        drug: none,
        restaurant: [{ rate: 0.5, upTo: null }],
        bills: none,
        travel: none,
        store: [],
      },
      sharedCaps: [{ categories: ['gas' as const, 'grocery' as const, 'restaurant' as const], upTo: 13 }],
    };
    const travelCard = {
      ...base,
      slug: 'travel-card',
      earn: {
        ...base.earn,
        regular: none,
        gas: none,
        grocery: none,
        drug: [],
        restaurant: none,
        bills: none,
        travel: [
          { rate: 0.5, upTo: 30_601 },
          { rate: 0, upTo: null },
        ],
        store: none,
      },
      sharedCaps: [{ categories: ['gas' as const, 'travel' as const, 'store' as const], upTo: 29 }],
    };
    const wallet = [restaurantCard, travelCard];
    const plan = optimiseWallet({
      cards: wallet,
      programs,
      spending: monthly({ gas: 1, drug: 97, restaurant: 1653, bills: 8, travel: 3855, store: 655 }),
      pointValueMode: 'cash',
    });
    const gas = plan.categories.find((category) => category.category === 'gas');
    expect(gas?.parts.every((part) => part.basis === 'after-shared-cap')).toBe(true);
    expect(liveThroughYear(plan, wallet)).toBeCloseTo(plan.annualRewards, 6);
  });
});
