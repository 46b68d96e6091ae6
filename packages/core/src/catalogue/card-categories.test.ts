import { describe, expect, it } from 'vitest';
import { MBNA_CARD } from '../rating/test-fixtures';
import { CATEGORY_RULES, categoriesForCard } from './card-categories';
import type { RewardProgram } from './schema';

const program = (
  kind: RewardProgram['kind'],
  values = { cash: 0.01, flex: 0.01, travel: 0.01, max: 0.01 },
): RewardProgram => ({
  slug: 'program',
  name: 'Program',
  kind,
  redemptions: [],
  pointValues: values,
  sourceUrl: 'https://example.ca',
  dataAsOf: '2026-02-01',
});
const allCategories = new Set(Object.keys(CATEGORY_RULES));

describe('categoriesForCard', () => {
  it('places a card by its facts', () => {
    // MBNA Rewards World Elite: $120 fee, 5x groceries/restaurants/bills (base 1x), bank points worth
    // more for travel (0.01) than cash (0.0083), a welcome bonus, not offered in Quebec.
    const categories = categoriesForCard(
      MBNA_CARD,
      program('bank-points', { cash: 0.0083, flex: 0.01, travel: 0.01, max: 0.01 }),
      allCategories,
    );
    expect(categories).toEqual(expect.arrayContaining(['dining', 'grocery', 'points', 'travel', 'welcome-bonus']));
    expect(categories).not.toContain('no-fee');
    expect(categories).not.toContain('quebec');
    expect(categories).not.toContain('cash-back');
    expect(categories).not.toContain('gas');
  });

  it('puts a no-fee cash back card in both cash back lists, and only existing categories', () => {
    const card = { ...MBNA_CARD, fees: { ...MBNA_CARD.fees, annual: 0, firstYear: 0 } };
    expect(categoriesForCard(card, program('cash'), allCategories)).toEqual(
      expect.arrayContaining(['cash-back', 'cash-back-no-fee', 'no-fee']),
    );
    expect(categoriesForCard(card, program('cash'), new Set(['no-fee']))).toEqual(['no-fee']);
  });

  it('never counts an unknown fee or rate as qualifying', () => {
    const card = {
      ...MBNA_CARD,
      fees: { ...MBNA_CARD.fees, annual: null, foreignExchange: null },
      rates: { ...MBNA_CARD.rates, purchase: null },
    };
    const categories = categoriesForCard(card, program('cash'), allCategories);
    expect(categories).not.toContain('no-fee');
    expect(categories).not.toContain('fx');
    expect(categories).not.toContain('low-interest');
  });
});
