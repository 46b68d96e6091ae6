import { describe, expect, it } from 'vitest';
import type { SpendCategory } from '../catalogue/schema';
import { annualRewards, categoryPoints, dollarsPerPoint, earnSchedule } from './annual-rewards';
import { MBNA_CARD, MBNA_REWARDS, mbnaWith } from './test-fixtures';

const annual = (monthly: Partial<Record<SpendCategory, number>>): Record<SpendCategory, number> => ({
  regular: 0,
  gas: 0,
  grocery: 0,
  drug: 0,
  restaurant: 0,
  bills: 0,
  travel: 0,
  store: 0,
  ...Object.fromEntries(Object.entries(monthly).map(([category, amount]) => [category, amount * 12])),
});

describe('categoryPoints', () => {
  const tiers = {
    known: true,
    estimated: false,
    rates: [5, 2, 1],
    bounds: [1000, 3000, Number.POSITIVE_INFINITY],
    afterCapRate: 0,
  };

  it('earns each tier’s rate on the spend between its caps', () => {
    expect(categoryPoints(tiers, 500)).toBe(2500);
    expect(categoryPoints(tiers, 1000)).toBe(5000);
    expect(categoryPoints(tiers, 2000)).toBe(5000 + 2000);
    expect(categoryPoints(tiers, 5000)).toBe(5000 + 4000 + 2000);
  });

  it('limits the first tier to a shared-cap allowance, the next tier taking over', () => {
    expect(categoryPoints(tiers, 2000, 400)).toBe(5 * 400 + 2 * 1600);
    const single = { known: true, estimated: false, rates: [4], bounds: [Number.POSITIVE_INFINITY], afterCapRate: 1 };
    expect(categoryPoints(single, 2000, 500)).toBe(4 * 500 + 1 * 1500);
  });

  it('earns nothing when the earn is unknown or nothing is spent', () => {
    expect(categoryPoints({ known: false, estimated: false, rates: [], bounds: [], afterCapRate: 0 }, 1000)).toBe(0);
    expect(categoryPoints(tiers, 0)).toBe(0);
  });
});

describe('annualRewards', () => {
  it('computes the MBNA card on the default split of $2,000 a month', () => {
    const rewards = annualRewards(
      MBNA_CARD,
      annual({ regular: 700, grocery: 350, bills: 300, gas: 200, restaurant: 150, drug: 100, travel: 100, store: 100 }),
      0.01,
    );
    const grocery = rewards.categories.find((category) => category.category === 'grocery');
    expect(grocery).toEqual({ category: 'grocery', spend: 4200, points: 21_000, dollars: 210 });
    // 5 × (4,200 + 1,800 + 3,600) + 1 × (8,400 + 2,400 + 1,200 × 3) = 62,400; birthday 10 % = 6,240.
    expect(rewards.bonusPoints).toBeCloseTo(6240, 9);
    expect(rewards.points).toBeCloseTo(68_640, 9);
    expect(rewards.dollars).toBeCloseTo(686.4, 9);
  });

  it('honours a per-category cap: spend above $50,000 earns the after-cap rate', () => {
    const rewards = annualRewards(MBNA_CARD, annual({ grocery: 5000 }), 0.01);
    expect(rewards.categories.find((category) => category.category === 'grocery')?.points).toBe(5 * 50_000 + 10_000);
  });

  it('shares a combined cap between categories in proportion to their spend', () => {
    const card = mbnaWith((draft) => {
      draft.sharedCaps = [{ categories: ['grocery', 'restaurant'], upTo: 6000 }];
      draft.bonuses.birthdayPercent = 0;
    });
    const rewards = annualRewards(card, annual({ grocery: 400, restaurant: 200 }), 0.01);
    const points = Object.fromEntries(rewards.categories.map((category) => [category.category, category.points]));
    // Combined $7,200 > $6,000: grocery gets 4,800 × 6/7.2 = 4,000 at 5×, restaurant 2,000 at 5×.
    expect(points.grocery).toBeCloseTo(5 * 4000 + 800, 9);
    expect(points.restaurant).toBeCloseTo(5 * 2000 + 400, 9);
    expect(rewards.points).toBeCloseTo(5 * 6000 + 1200, 9);
  });

  it('lets the other categories fill a shared cap once one reaches its own cap', () => {
    const card = mbnaWith((draft) => {
      draft.earn.grocery = [
        { rate: 5, upTo: 3000 },
        { rate: 1, upTo: null },
      ];
      draft.earn.restaurant = [
        { rate: 5, upTo: 20_000 },
        { rate: 1, upTo: null },
      ];
      draft.sharedCaps = [{ categories: ['grocery', 'restaurant'], upTo: 10_000 }];
      draft.bonuses.birthdayPercent = 0;
    });
    const rewards = annualRewards(card, annual({ grocery: 1000, restaurant: 8000 / 12 }), 0.01);
    const points = Object.fromEntries(rewards.categories.map((category) => [category.category, category.points]));
    // Grocery ($12,000) stops at its own $3,000; restaurant ($8,000) goes on to fill the cap: 3,000 + 7,000.
    expect(points.grocery).toBeCloseTo(5 * 3000 + 9000, 9);
    expect(points.restaurant).toBeCloseTo(5 * 7000 + 1000, 9);
  });

  it('gives single-tier categories under a shared cap the base rate above it', () => {
    const card = mbnaWith((draft) => {
      draft.earn.gas = [{ rate: 3, upTo: null }];
      draft.earn.travel = [{ rate: 3, upTo: null }];
      draft.sharedCaps = [{ categories: ['gas', 'travel'], upTo: 1200 }];
    });
    const schedule = earnSchedule(card);
    const rewards = annualRewards(card, annual({ gas: 100, travel: 100 }), 0.01, schedule);
    const gas = rewards.categories.find((category) => category.category === 'gas');
    expect(gas?.points).toBeCloseTo(3 * 600 + 1 * 600, 9);
  });

  it('adds anniversary points and the spend-threshold bonuses reached', () => {
    const card = mbnaWith((draft) => {
      draft.bonuses = {
        birthdayPercent: 0,
        anniversaryPoints: 5000,
        spendThresholds: [
          { annualSpend: 20_000, points: 10_000 },
          { annualSpend: 30_000, points: 99_999 },
        ],
      };
    });
    const rewards = annualRewards(card, annual({ regular: 2000 }), 0.01);
    expect(rewards.bonusPoints).toBe(15_000);
    expect(rewards.points).toBe(24_000 + 15_000);
  });

  it('earns nothing in a category whose earn is unknown', () => {
    const card = mbnaWith((draft) => {
      draft.earn.gas = [];
    });
    const rewards = annualRewards(card, annual({ gas: 100 }), 0.01);
    expect(rewards.points).toBe(0);
  });
});

describe('dollarsPerPoint', () => {
  it('reads the mode, the best of cash, flex and travel, or $0 without a program', () => {
    expect(dollarsPerPoint(MBNA_REWARDS, 'cash')).toBe(0.0083);
    expect(dollarsPerPoint(MBNA_REWARDS, 'flex')).toBe(0.01);
    expect(
      dollarsPerPoint({ ...MBNA_REWARDS, pointValues: { cash: 0.01, flex: 0.008, travel: 0.009, max: 0.02 } }, 'best'),
    ).toBe(0.01);
    expect(
      dollarsPerPoint({ ...MBNA_REWARDS, pointValues: { cash: 0.01, flex: 0.008, travel: 0.009, max: 0.02 } }, 'max'),
    ).toBe(0.02);
    expect(dollarsPerPoint(null, 'flex')).toBe(0);
  });
});
