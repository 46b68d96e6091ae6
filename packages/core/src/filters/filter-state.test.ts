import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_FILTER_STATE,
  FilterState,
  modeFlags,
  modeFromFlags,
  resolveFilterState,
  safeResolveFilterState,
} from './filter-state';
import { filterStateInputArbitrary } from './filter-state-arbitraries';

describe('DEFAULT_FILTER_STATE', () => {
  it('holds the §9 defaults', () => {
    expect(DEFAULT_FILTER_STATE).toMatchObject({
      annualFeeMin: 0,
      annualFeeMax: 500,
      pointValueMode: 'flex',
      monthlySpend: 2000,
      minIncome: 100_000,
      debtAmount: 8000,
      interestRate: 19.99,
      creditScore: 760,
      ratingFilter: 3,
      sortBy: '-geniusRating',
      resultsPerPage: 20,
      page: 1,
      province: null,
    });
    expect(DEFAULT_FILTER_STATE.userPreferences).toEqual({
      rewards: 2,
      perks: 2,
      insurance: 2,
      acceptance: 2,
      interest: 0,
      fees: 0,
      approval: 0,
      cash: false,
      flex: true,
      travel: false,
      max: false,
      maxOnly: false,
    });
    expect(FilterState.parse(DEFAULT_FILTER_STATE)).toEqual(DEFAULT_FILTER_STATE);
    expect(Object.isFrozen(DEFAULT_FILTER_STATE.issuers)).toBe(true);
  });
});

describe('resolveFilterState', () => {
  it('fills the defaults, in fresh objects', () => {
    const state = resolveFilterState({});
    expect(state).toEqual(DEFAULT_FILTER_STATE);
    expect(state.issuers).not.toBe(DEFAULT_FILTER_STATE.issuers);
    state.issuers.push('td');
    expect(resolveFilterState(undefined).issuers).toEqual([]);
  });

  it('keeps what is given, merging user preferences slider by slider', () => {
    const state = resolveFilterState({ monthlySpend: { gas: 500 }, userPreferences: { perks: 4 }, province: 'QC' });
    expect(state.monthlySpend).toEqual({ gas: 500 });
    expect(state.userPreferences).toMatchObject({ perks: 4, rewards: 2 });
    expect(state.province).toBe('QC');
  });

  it('keeps the point value mode and its flags in step, the mode winning', () => {
    expect(resolveFilterState({ pointValueMode: 'best' }).userPreferences).toMatchObject(modeFlags('best'));
    expect(resolveFilterState({ userPreferences: { travel: true } }).pointValueMode).toBe('travel');
    expect(
      resolveFilterState({ userPreferences: { max: true }, pointValueMode: 'cash' }).userPreferences,
    ).toMatchObject({
      cash: true,
      max: false,
    });
    expect(modeFromFlags({ maxOnly: true, cash: true })).toBe('best');
    expect(modeFromFlags({})).toBeNull();
  });

  it('fails with a zod error naming the bad field', () => {
    const cases: [unknown, string][] = [
      [{ annualFeeMax: -1 }, 'annualFeeMax'],
      [{ sortBy: 'price' }, 'sortBy'],
      [{ creditScore: 100 }, 'creditScore'],
      [{ userPreferences: { perks: 9 } }, 'userPreferences.perks'],
      [{ monthlySpend: { gas: -5 } }, 'monthlySpend'],
      [{ province: 'XX' }, 'province'],
      [{ annualFeeMin: 300, annualFeeMax: 200 }, 'annualFeeMin'],
      [{ resultsPerPage: 0 }, 'resultsPerPage'],
    ];
    for (const [input, field] of cases) {
      const result = safeResolveFilterState(input);
      expect(result.success, field).toBe(false);
      if (!result.success) {
        expect(result.error).toBeInstanceOf(z.ZodError);
        expect(result.error.issues.map((issue) => issue.path.join('.'))).toContainEqual(
          expect.stringMatching(`^${field}`),
        );
      }
      expect(() => resolveFilterState(input)).toThrow(z.ZodError);
    }
    expect(safeResolveFilterState('nonsense').success).toBe(false);
  });

  it('reads a minimum fee above 500 as "at least" when the maximum is the slider’s top', () => {
    expect(resolveFilterState({ annualFeeMin: 600 }).annualFeeMin).toBe(600);
  });

  it('is idempotent on every valid input', () => {
    fc.assert(
      fc.property(filterStateInputArbitrary(), (input) => {
        const state = resolveFilterState(input);
        expect(FilterState.parse(state)).toEqual(state);
        expect(resolveFilterState(state)).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });
});
