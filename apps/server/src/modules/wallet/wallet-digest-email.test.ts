import { describe, expect, it } from 'vitest';
import { describeChange } from './wallet-digest-email';

const POINTS_CARD = { slug: 'a', displayName: 'A', pointsLabel: 'Aeroplan points', rewardProgram: 'aeroplan' };
const CASH_CARD = { slug: 'b', displayName: 'B', pointsLabel: 'cash back', rewardProgram: 'cash-back' };

describe('a change in words', () => {
  it('writes points with the card’s label and cash back in dollars', () => {
    expect(describeChange({ kind: 'welcome-offer', before: 40_000, after: 60_000 }, POINTS_CARD)).toBe(
      'welcome offer up from 40,000 to 60,000 Aeroplan points',
    );
    expect(describeChange({ kind: 'welcome-offer', before: 10_000, after: 25_000 }, CASH_CARD)).toBe(
      'welcome offer up from $100 to $250 cash back',
    );
    expect(describeChange({ kind: 'welcome-offer', before: 0, after: 1_500 }, CASH_CARD)).toBe(
      'a welcome offer of $15 cash back, where there was none',
    );
  });

  it('writes GeniusCash and fees in dollars, saying which way the fee moved', () => {
    expect(describeChange({ kind: 'genius-cash', before: null, after: 100 }, POINTS_CARD)).toBe(
      'a GeniusCash offer of $100, where there was none',
    );
    expect(describeChange({ kind: 'genius-cash', before: 50, after: 62.5 }, POINTS_CARD)).toBe(
      'GeniusCash offer up from $50 to $62.50',
    );
    expect(describeChange({ kind: 'annual-fee', before: 1_200, after: 799 }, POINTS_CARD)).toBe(
      'annual fee down from $1,200 to $799',
    );
    expect(describeChange({ kind: 'annual-fee', before: 0, after: 120 }, POINTS_CARD)).toBe(
      'annual fee up from $0 to $120',
    );
  });
});
