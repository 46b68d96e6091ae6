import { describe, expect, it } from 'vitest';
import { monthlySpendByCategory } from '../rating/rating-profile';
import { FILTER_PRESETS, filterStateForPreset, PRESET_SLUGS } from './presets';

describe('FILTER_PRESETS', () => {
  it('has every named best-card page of spec §4, each valid with a description', () => {
    expect([...PRESET_SLUGS].sort()).toEqual(
      [
        'best',
        'overall',
        'cash-back',
        'cash-back-no-fee',
        'travel',
        'travel-no-fee',
        'air-miles',
        'aeroplan',
        'insurance',
        'perks',
        'no-fee',
        'low-interest',
        'fx',
        'gas',
        'grocery',
      ].sort(),
    );
    for (const slug of PRESET_SLUGS) {
      expect(FILTER_PRESETS[slug].slug).toBe(slug);
      expect(FILTER_PRESETS[slug].description.length).toBeGreaterThan(20);
      expect(filterStateForPreset(slug), slug).not.toBeNull();
    }
  });

  it('sets the spec’s gas and grocery spending, keeping the total', () => {
    const gas = filterStateForPreset('gas');
    expect(gas?.monthlySpend).toEqual({ gas: 500 });
    const perCategory = monthlySpendByCategory(gas?.monthlySpend ?? 0);
    expect(perCategory.gas).toBe(500);
    expect(Object.values(perCategory).reduce((sum, amount) => sum + amount, 0)).toBeCloseTo(2000, 9);
    expect(filterStateForPreset('grocery')?.monthlySpend).toEqual({ grocery: 700 });
  });

  it('lays the preset over the visitor’s state', () => {
    const state = filterStateForPreset('gas', { monthlySpend: 3000, debtAmount: 2000, userPreferences: { perks: 4 } });
    expect(state?.monthlySpend).toEqual({ total: 3000, gas: 500 });
    expect(state?.debtAmount).toBe(2000);
    expect(state?.userPreferences).toMatchObject({ perks: 4, rewards: 3 });
    const cash = filterStateForPreset('cash-back-no-fee', { pointValueMode: 'travel', annualFeeMax: 300 });
    expect(cash).toMatchObject({ pointValueMode: 'cash', annualFeeMax: 0, rewardKinds: ['cash'] });
    expect(cash?.userPreferences).toMatchObject({ cash: true, travel: false });
  });

  it('gives null for an unknown slug or an invalid base', () => {
    expect(filterStateForPreset('nope')).toBeNull();
    expect(filterStateForPreset('gas', { debtAmount: -1 })).toBeNull();
  });
});
