import { describe, expect, it } from 'vitest';
import { ANALYSIS } from './wallet-fixtures';
import {
  capText,
  cardNames,
  changeText,
  dropMovesText,
  dropSummary,
  formatReturn,
  formatSignedDollars,
  listInWords,
  spentCategories,
  splitText,
  topChanges,
  unpublishedFees,
} from './wallet-text';

const plan = ANALYSIS.plan ?? (undefined as never);
const names = cardNames(ANALYSIS.held);
const category = (slug: string) => plan.categories.find((entry) => entry.category === slug) ?? (undefined as never);

describe('the wallet in words', () => {
  it('says what a dollar earns as a percentage, with the points when a point is not worth a cent', () => {
    expect(formatReturn({ basis: 'tier', rate: 2, returnRate: 0.02 })).toBe('2 %');
    expect(formatReturn({ basis: 'tier', rate: 5, returnRate: 0.0835 })).toBe('5 pts per $1 ≈ 8.35 %');
    expect(formatReturn({ basis: 'tier', rate: 1.25, returnRate: 0.01 })).toBe('1.25 pts per $1 ≈ 1 %');
    // An unknown earn is never shown as zero.
    expect(formatReturn({ basis: 'unknown', rate: 0, returnRate: 0 })).toBeNull();
  });

  it('signs what a change adds, and lists in words', () => {
    expect(formatSignedDollars(63)).toBe('+$63');
    expect(formatSignedDollars(-20.4)).toBe('−$20');
    expect(formatSignedDollars(0.2)).toBe('$0');
    expect(listInWords(['a'])).toBe('a');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('names a cap, and the other categories that share it', () => {
    expect(capText({ kind: 'shared', upTo: 30000, categories: ['grocery', 'restaurant'], full: true }, 'grocery')).toBe(
      'its cap of $30,000 a year, shared with restaurants',
    );
    expect(capText({ kind: 'tier', upTo: 6000, categories: [], full: true }, 'gas')).toBe('its cap of $6,000 a year');
  });

  it('says how a capped category splits between cards, and nothing for a category one card takes', () => {
    expect(splitText(category('grocery'), names)).toBe(
      'The first $25,000 a year on Amex Cobalt at 5 % (its cap of $30,000 a year, shared with restaurants), the rest ($5,000) on Scotiabank Gold Amex at 5 %.',
    );
    expect(splitText(category('regular'), names)).toBeNull();
    expect(spentCategories(plan).map((entry) => entry.category)).toEqual(['regular', 'grocery', 'restaurant', 'bills']);
  });

  it('explains a next card by what it takes over, biggest gains first, leaving out the trifles', () => {
    const [next] = ANALYSIS.next;
    const changes = topChanges(next ?? (undefined as never));
    expect(changes.map((change) => changeText(change, names))).toEqual([
      'Takes over everything else from Amex Cobalt: +$36 a year',
      'Recurring bills: +$3 a year',
    ]);
  });

  it('says what dropping a card saves and where its spending goes', () => {
    const [drop] = ANALYSIS.couldGo;
    expect(dropSummary(drop ?? (undefined as never))).toBe(
      'Scotiabank Gold Amex costs $120 a year and adds $45: dropping it saves $75 a year.',
    );
    expect(dropMovesText(drop ?? (undefined as never), names)).toBe(
      'Its spending moves to Tangerine Money-Back: groceries ($5,000 a year) and restaurants ($1,000).',
    );
    expect(dropMovesText({ moves: [{ category: 'gas', spend: 2400, to: [] }] }, names)).toBe(
      'No other card you hold would earn on gas.',
    );
  });

  it('tells an estimated fee from one left out', () => {
    const held = [{ ...(ANALYSIS.held[0] ?? (undefined as never)), annualFee: null }];
    expect(unpublishedFees(plan, held).estimated.map((card) => card.slug)).toEqual(['american-express-cobalt-card']);
    const uncounted = { cards: plan.cards.map((card) => ({ ...card, annualFee: null })) };
    expect(unpublishedFees(uncounted, held).notCounted).toHaveLength(1);
  });
});
