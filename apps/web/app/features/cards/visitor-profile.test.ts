import { resolveFilterState } from '@cardgenius/core/filters';
import { describe, expect, it } from 'vitest';
import { profileSummary } from './visitor-profile';

describe('profileSummary', () => {
  it('calls the defaults a typical profile when nothing came from the visitor', () => {
    expect(profileSummary(resolveFilterState({}), { source: 'cookies', cookies: { province: 'ON' } })).toEqual({
      personal: false,
      monthlyTotal: 2000,
      pointValues: 'for flexible redemptions',
    });
  });

  it('is personal when a filter cookie or a state link gave figures', () => {
    const state = resolveFilterState({ monthlySpend: 5000, pointValueMode: 'travel' });
    expect(profileSummary(state, { source: 'cookies', cookies: { monthlySpend: '5000' } })).toEqual({
      personal: true,
      monthlyTotal: 5000,
      pointValues: 'for travel',
    });
    expect(profileSummary(state, { source: 'query', cookies: {} }).personal).toBe(true);
  });

  it('adds up spending given by category', () => {
    const state = resolveFilterState({ monthlySpend: { total: 3000, grocery: 900 } });
    expect(profileSummary(state, { source: 'query', cookies: {} }).monthlyTotal).toBe(3000);
  });
});
