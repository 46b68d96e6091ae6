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
});
