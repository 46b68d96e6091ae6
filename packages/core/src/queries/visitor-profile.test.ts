import { describe, expect, it } from 'vitest';
import { resolveFilterState } from '../filters/filter-state';
import { visitorProfile } from './visitor-profile';

describe('visitorProfile', () => {
  it('keeps who the visitor is and drops how they filtered', () => {
    const state = resolveFilterState({ monthlySpend: 4000, issuers: ['td'], ratingFilter: 4, province: 'QC' });
    const input = visitorProfile(state);
    expect(input).toMatchObject({ monthlySpend: 4000, province: 'QC', pointValueMode: 'flex' });
    expect(input).not.toHaveProperty('issuers');
    expect(input).not.toHaveProperty('ratingFilter');
  });
});
