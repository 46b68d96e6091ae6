import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../catalogue/schema';
import {
  type CardFactContext,
  cardFactText,
  FACT_NOT_PUBLISHED,
  formatReaderDollars,
  formatReaderMonth,
  formatReaderRate,
} from './card-fact-text';

describe('reader formats', () => {
  it('writes dollars with cents only when there are some', () => {
    expect(formatReaderDollars(155.88)).toBe('$155.88');
    expect(formatReaderDollars(0)).toBe('$0');
    expect(formatReaderDollars(-0.001)).toBe('$0');
    expect(formatReaderDollars(1200)).toBe('$1,200');
    expect(formatReaderDollars(99.5)).toBe('$99.50');
    expect(formatReaderDollars(-40)).toBe('-$40');
  });

  it('writes rates as percentages and dates as months', () => {
    expect(formatReaderRate(0.2099)).toBe('20.99%');
    expect(formatReaderRate(0.025)).toBe('2.5%');
    expect(formatReaderRate(0)).toBe('0%');
    expect(formatReaderMonth('2026-11-03')).toBe('November 2026');
    expect(formatReaderMonth('2026-01-01')).toBe('January 2026');
  });
});

const earnNothing = { rate: 0, upTo: null };
const card = {
  slug: 'test-card',
  name: 'Test Rewards Card',
  rewardProgram: 'test-points',
  pointsLabel: 'Test points',
  fees: { annual: 155.88, firstYear: 0, foreignExchange: null },
  rates: { purchase: 0.2099, cashAdvance: null },
  earn: {
    regular: [{ rate: 1, upTo: null }],
    grocery: [
      { rate: 5, upTo: 30_000 },
      { rate: 1, upTo: null },
    ],
    gas: [],
    drug: [earnNothing],
    restaurant: [{ rate: 1.5, upTo: null }],
    bills: [],
    travel: [],
    store: [],
  },
  welcomeBonus: { tiers: [{ amount: 15_000, months: 12, spendRequirement: 9000 }], valueDollars: null, endsOn: null },
  requirements: { personalIncome: 60_000, householdIncome: 100_000 },
  dataAsOf: '2026-02-13',
} as unknown as CatalogueCard;

const context = (overrides: Partial<CardFactContext> = {}): CardFactContext => ({
  card,
  issuerName: 'Test Bank',
  networkName: 'Visa',
  program: undefined,
  rating: { rating: 4.25, netAnnualRewards: 412.345 },
  dollarsPerPoint: 0.01,
  today: '2026-11-27',
  ...overrides,
});

describe('card facts for readers', () => {
  it('formats each kind of fact', () => {
    const text = (fact: Parameters<typeof cardFactText>[0]) => cardFactText(fact, context());
    expect(text('name')).toBe('Test Rewards Card');
    expect(text('issuer')).toBe('Test Bank');
    expect(text('annualFee')).toBe('$155.88');
    expect(text('firstYearFee')).toBe('$0');
    expect(text('purchaseRate')).toBe('20.99%');
    expect(text('earn.grocery')).toBe('5 Test points per dollar on the first $30,000 a year, then 1');
    expect(text('earn.restaurant')).toBe('1.5 Test points per dollar');
    expect(text('earn.drug')).toBe('no rewards');
    expect(text('welcomeBonus')).toBe('15,000 Test points');
    expect(text('welcomeBonusValue')).toBe('$150');
    expect(text('minimumIncome')).toBe('$60,000 personal or $100,000 household');
    expect(text('rating')).toBe('4.3 out of 5');
    expect(text('netAnnualRewards')).toBe('$412.35');
    expect(text('dataAsOf')).toBe('February 2026');
  });

  it('says a fact the catalogue does not know is not published, never zero', () => {
    for (const fact of ['foreignExchangeFee', 'cashAdvanceRate', 'earn.gas', 'rewardProgram'] as const) {
      expect(cardFactText(fact, context())).toBe(FACT_NOT_PUBLISHED);
    }
    const unknownIncome = { ...card, requirements: { personalIncome: null, householdIncome: null } };
    expect(cardFactText('minimumIncome', context({ card: unknownIncome as unknown as CatalogueCard }))).toBe(
      FACT_NOT_PUBLISHED,
    );
  });

  it('writes cash back as percentages and dollars', () => {
    const cashBack = { ...card, rewardProgram: 'cash-back', pointsLabel: 'cash back' } as CatalogueCard;
    expect(cardFactText('earn.grocery', context({ card: cashBack }))).toBe(
      '5% cash back on the first $30,000 a year, then 1%',
    );
    expect(cardFactText('welcomeBonus', context({ card: cashBack }))).toBe('$150 cash back');
  });

  it('does not offer a welcome bonus that has ended', () => {
    const ended = { ...card, welcomeBonus: { ...card.welcomeBonus, endsOn: '2026-07-01' } } as CatalogueCard;
    expect(cardFactText('welcomeBonus', context({ card: ended }))).toBe('no welcome bonus at the moment');
  });
});
