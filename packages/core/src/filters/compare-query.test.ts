import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyQuickCompareParams, COMPARE_MAX, parseCompareSelection, toggleCompareSelection } from './compare-query';
import { DEFAULT_FILTER_STATE } from './filter-state';

describe('parseCompareSelection', () => {
  it('keeps up to four distinct, well-formed slugs in order', () => {
    expect(parseCompareSelection('a-card,b-card,a-card,../x,c,d,e')).toEqual(['a-card', 'b-card', 'c', 'd']);
    expect(parseCompareSelection(null)).toEqual([]);
  });
  it('never gives more than four slugs, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slugs = parseCompareSelection(text);
        return slugs.length <= COMPARE_MAX && new Set(slugs).size === slugs.length;
      }),
    );
  });
});

describe('toggleCompareSelection', () => {
  it('adds, removes and refuses a fifth card', () => {
    expect(toggleCompareSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleCompareSelection(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleCompareSelection(['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('applyQuickCompareParams', () => {
  it('sets the credit score band and the order from the quick-compare links', () => {
    const state = applyQuickCompareParams(
      DEFAULT_FILTER_STATE,
      new URLSearchParams('credit=fair&sort=-firstYearValue'),
    );
    expect(state.creditScore).toBe('560-659');
    expect(state.sortBy).toBe('-firstYearValue');
  });
  it('ignores unknown values', () => {
    const state = applyQuickCompareParams(DEFAULT_FILTER_STATE, new URLSearchParams('credit=amazing&sort=name'));
    expect(state).toEqual(DEFAULT_FILTER_STATE);
  });
});
