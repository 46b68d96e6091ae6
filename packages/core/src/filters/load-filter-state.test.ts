import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER_STATE, resolveFilterState } from './filter-state';
import { loadFilterState } from './load-filter-state';
import { encodeFilterStateParam } from './query-codec';

describe('loadFilterState', () => {
  const fromQuery = resolveFilterState({ issuers: ['td'], debtAmount: 100 });
  const cookies = { debt: '4000' };

  it('takes the state parameter first', () => {
    expect(loadFilterState({ stateParam: encodeFilterStateParam(fromQuery), cookies })).toEqual({
      state: fromQuery,
      source: 'query',
    });
  });

  it('falls back to the cookies when the parameter is missing or unreadable', () => {
    expect(loadFilterState({ cookies }).state.debtAmount).toBe(4000);
    expect(loadFilterState({ stateParam: 'garbage', cookies })).toMatchObject({
      source: 'cookies',
      state: { debtAmount: 4000 },
    });
    expect(loadFilterState({})).toEqual({ state: DEFAULT_FILTER_STATE, source: 'cookies' });
  });
});
