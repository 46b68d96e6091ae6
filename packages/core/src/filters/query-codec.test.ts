import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER_STATE, resolveFilterState } from './filter-state';
import { filterStateInputArbitrary } from './filter-state-arbitraries';
import { decodeFilterStateParam, encodeFilterStateParam } from './query-codec';

describe('state= query parameter', () => {
  it('round-trips every valid filter state', () => {
    fc.assert(
      fc.property(filterStateInputArbitrary(), (input) => {
        const state = resolveFilterState(input);
        const text = encodeFilterStateParam(state);
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeFilterStateParam(text)).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('is compact: the defaults take a few characters, a preset-sized change a few dozen', () => {
    expect(encodeFilterStateParam(DEFAULT_FILTER_STATE)).toBe('1e30');
    const gas = resolveFilterState({ monthlySpend: { gas: 500 }, userPreferences: { rewards: 3 } });
    expect(encodeFilterStateParam(gas).length).toBeLessThan(60);
    expect(decodeFilterStateParam(encodeFilterStateParam(gas))).toEqual(gas);
  });

  it('gives null for garbage, never throwing', () => {
    const bad = [
      '',
      '1',
      '2e30',
      '1e3',
      '1!!!!',
      `1${btoa('not json').replace(/=+$/, '')}`,
      `1${btoa('[1,2]').replace(/=+$/, '')}`,
      `1${btoa('{"F":-5}').replace(/=+$/, '')}`,
      '1/w',
      'x'.repeat(10_000),
      null,
      undefined,
      42,
      {},
    ];
    for (const text of bad) expect(decodeFilterStateParam(text)).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const state = decodeFilterStateParam(text);
        if (state !== null) expect(resolveFilterState(state)).toEqual(state);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(fc.base64String({ maxLength: 200 }), (text) => {
        const state = decodeFilterStateParam(`1${text.replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_')}`);
        if (state !== null) expect(resolveFilterState(state)).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('ignores keys it does not know, for older or newer links', () => {
    const text = `1${btoa('{"zz":1,"F":200}').replace(/=+$/, '')}`;
    expect(decodeFilterStateParam(text)?.annualFeeMax).toBe(200);
  });
});
