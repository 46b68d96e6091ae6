import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeFilterCookies,
  encodeFilterCookies,
  filterStateFromCookies,
  parseMonthlySpendText,
} from './cookie-codec';
import { DEFAULT_FILTER_STATE, RATING_POINT_VALUE_MODES, resolveFilterState } from './filter-state';
import { monthlySpendArbitrary, userPreferencesArbitrary } from './filter-state-arbitraries';

describe('filter cookies', () => {
  it('writes the three cookies', () => {
    const state = resolveFilterState({
      monthlySpend: { regular: 700, gas: 200 },
      pointValueMode: 'cash',
      debtAmount: 5000,
    });
    const cookies = encodeFilterCookies(state);
    expect(cookies.debt).toBe('{debtAmount:5000,interestRate:19.99}');
    expect(cookies.monthlySpend).toBe('{regular:700,gas:200}');
    expect(cookies.userPreferences).toBe(
      '{rewards:2,interest:0,fees:0,perks:2,insurance:2,approval:0,acceptance:2,cash:true,flex:false,travel:false,max:false,maxOnly:false}',
    );
    expect(encodeFilterCookies(DEFAULT_FILTER_STATE).monthlySpend).toBe('2000');
  });

  it('round-trips debt, spending, sliders and point value mode', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            monthlySpend: monthlySpendArbitrary,
            userPreferences: userPreferencesArbitrary,
            pointValueMode: fc.constantFrom(...RATING_POINT_VALUE_MODES),
            debtAmount: fc.integer({ min: 0, max: 1_000_000 }),
            interestRate: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const state = resolveFilterState(input);
          expect(filterStateFromCookies(encodeFilterCookies(state))).toEqual(state);
          const encoded = Object.fromEntries(
            Object.entries(encodeFilterCookies(state)).map(([name, value]) => [name, encodeURIComponent(value)]),
          );
          expect(filterStateFromCookies(encoded)).toEqual(state);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('parses a brace-delimited monthly spend into a category map, amounts as integers', () => {
    expect(parseMonthlySpendText('{regular:700,gas:200}')).toEqual({ regular: 700, gas: 200 });
    expect(parseMonthlySpendText('{total:3000,grocery:700.9,bogus:5,gas:-1,store:abc}')).toEqual({
      total: 3000,
      grocery: 700,
    });
    expect(parseMonthlySpendText('2500.75')).toBe(2500);
    expect(parseMonthlySpendText(1800)).toBe(1800);
    expect(parseMonthlySpendText('-5')).toBeNull();
    expect(parseMonthlySpendText('lots')).toBeNull();
    expect(parseMonthlySpendText(undefined)).toBeNull();
  });

  it('reads old-style and partial cookies', () => {
    expect(decodeFilterCookies({ debt: '12000' })).toEqual({ debtAmount: 12_000 });
    expect(decodeFilterCookies({ debt: '{debtAmount:9000.6,interestRate:22.99}' })).toEqual({
      debtAmount: 9000,
      interestRate: 22.99,
    });
    expect(decodeFilterCookies({ userPreferences: '{"rewards":3,"travel":"yes","perks":99}' })).toEqual({
      userPreferences: { rewards: 3, travel: true },
      pointValueMode: 'travel',
    });
    expect(decodeFilterCookies({ userPreferences: '{rewards:1}' })).toEqual({ userPreferences: { rewards: 1 } });
  });

  it('falls back to the defaults for garbage, never throwing', () => {
    expect(filterStateFromCookies(undefined)).toEqual(DEFAULT_FILTER_STATE);
    expect(filterStateFromCookies({ debt: 'x', monthlySpend: '{', userPreferences: 'null' })).toEqual(
      DEFAULT_FILTER_STATE,
    );
    expect(filterStateFromCookies({ debt: '-5', monthlySpend: '99999999999', userPreferences: '%%%' })).toEqual(
      DEFAULT_FILTER_STATE,
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            debt: fc.string({ unit: 'binary', maxLength: 80 }),
            monthlySpend: fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.constant('{gas:1e999}')),
            userPreferences: fc.string({ unit: 'binary', maxLength: 120 }),
          },
          { requiredKeys: [] },
        ),
        (cookies) => {
          const state = filterStateFromCookies(cookies);
          expect(resolveFilterState(state)).toEqual(state);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
