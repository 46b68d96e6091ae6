import { describe, expect, it } from 'vitest';
import { resolveFilterState } from '../filters/filter-state';
import { defaultRatingProfile, monthlySpendByCategory, profileFromFilterState } from './rating-profile';

describe('monthlySpendByCategory', () => {
  it('splits a total by the default shares', () => {
    expect(monthlySpendByCategory(2000)).toEqual({
      regular: 700,
      grocery: 350,
      bills: 300,
      gas: 200,
      restaurant: 150,
      drug: 100,
      travel: 100,
      store: 100,
    });
  });

  it('keeps given amounts and shares what is left of the total among the rest', () => {
    const spend = monthlySpendByCategory({ gas: 500 });
    expect(spend.gas).toBe(500);
    // $1,500 left over the other categories' shares (90 % of the whole): regular gets 35/90 of it.
    expect(spend.regular).toBeCloseTo((1500 * 0.35) / 0.9, 9);
    expect(Object.values(spend).reduce((sum, amount) => sum + amount, 0)).toBeCloseTo(2000, 9);
    expect(monthlySpendByCategory({ total: 1000, grocery: 1200 })).toMatchObject({ grocery: 1200, regular: 0 });
    expect(monthlySpendByCategory({ total: 4000 }).regular).toBeCloseTo(1400, 9);
  });
});

describe('profileFromFilterState', () => {
  it('reads the visitor from the filter state', () => {
    const profile = profileFromFilterState(
      resolveFilterState({
        interestRate: 22.99,
        creditScore: '660-724',
        minIncome: 55_000,
        province: 'QC',
        pointValueMode: 'max',
        userPreferences: { rewards: 4, approval: 1 },
      }),
    );
    expect(profile.interestRate).toBeCloseTo(0.2299, 12);
    expect(profile).toMatchObject({
      creditScore: 660,
      income: 55_000,
      province: 'QC',
      pointValueMode: 'max',
      debtAmount: 8000,
    });
    expect(profile.sliders).toEqual({
      rewards: 4,
      interest: 0,
      fees: 0,
      perks: 2,
      insurance: 2,
      approval: 1,
      acceptance: 2,
    });
  });

  it('gives the §9 defaults', () => {
    expect(defaultRatingProfile()).toMatchObject({
      pointValueMode: 'flex',
      debtAmount: 8000,
      interestRate: 0.1999,
      creditScore: 760,
      income: 100_000,
      province: null,
    });
  });
});
