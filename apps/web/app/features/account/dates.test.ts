import { describe, expect, it } from 'vitest';
import { formatEventDate, formatFullDay, PAYOUT_WEEKDAY } from './dates';

describe('payout dates', () => {
  it('falls on Tuesdays: the schedule starts on Tuesday, September 14, 2021', () => {
    expect(PAYOUT_WEEKDAY).toBe('Tuesday');
    expect(formatFullDay('2021-09-14')).toBe('Tuesday, September 14, 2021');
  });

  it('formats a calendar date as that day whatever the time zone', () => {
    expect(formatFullDay('2026-12-01')).toBe('Tuesday, December 1, 2026');
  });

  it('shows when something happened as its date in Toronto', () => {
    // 02:30 UTC on Nov 22 is still the evening of Nov 21 in Toronto.
    expect(formatEventDate('2026-11-22T02:30:00.000Z')).toBe('Nov 21, 2026');
  });
});
