import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPayoutDate, PAYOUT_ANCHOR_DATE, PAYOUT_WEEKDAY, payoutDatesBetween } from './payout-schedule';
import { torontoDate } from './site-date';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

describe('PAYOUT_WEEKDAY', () => {
  it('is the weekday of the first payout, 2021-09-14', () => {
    expect(PAYOUT_WEEKDAY).toBe('Tuesday');
  });
});

describe('nextPayoutDate', () => {
  it.each([
    // The anchor and the schedule around it
    ['2021-09-14T16:00:00Z', '2021-09-14'],
    ['2021-09-15T16:00:00Z', '2021-09-28'],
    ['2020-01-01T16:00:00Z', PAYOUT_ANCHOR_DATE],
    // A payout day counts as today, from Toronto's midnight to Toronto's midnight (EST, UTC-5)
    ['2024-12-31T04:59:00Z', '2024-12-31'],
    ['2024-12-31T05:00:00Z', '2024-12-31'],
    ['2025-01-01T04:59:00Z', '2024-12-31'],
    ['2025-01-01T05:00:00Z', '2025-01-14'],
    // Spring forward (2026-03-08): the payout on the 10th is in EDT, UTC-4
    ['2026-03-08T06:59:00Z', '2026-03-10'],
    ['2026-03-08T07:00:00Z', '2026-03-10'],
    ['2026-03-10T04:00:00Z', '2026-03-10'],
    ['2026-03-11T03:59:00Z', '2026-03-10'],
    ['2026-03-11T04:00:00Z', '2026-03-24'],
    // Fall back (2025-11-02): the payout on the 4th is in EST again
    ['2025-11-02T05:30:00Z', '2025-11-04'],
    ['2025-11-05T04:59:00Z', '2025-11-04'],
    ['2025-11-05T05:00:00Z', '2025-11-18'],
    // Year end with the payout on 29 December and the next in January
    ['2026-12-30T12:00:00Z', '2027-01-12'],
    ['2027-01-01T04:00:00Z', '2027-01-12'],
  ])('at %s it is %s', (now, expected) => {
    expect(nextPayoutDate(new Date(now))).toBe(expected);
  });

  it('reads today in the given time zone', () => {
    const now = new Date('2025-01-01T02:00:00Z');
    expect(nextPayoutDate(now)).toBe('2024-12-31');
    expect(nextPayoutDate(now, 'UTC')).toBe('2025-01-14');
    expect(nextPayoutDate(new Date('2024-12-31T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2025-01-14');
  });

  it('is always a payout day within 14 days of Toronto’s today', () => {
    const instants = fc.integer({ min: Date.parse('2021-09-14T05:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') });
    fc.assert(
      fc.property(instants, (ms) => {
        const now = new Date(ms);
        const today = torontoDate(now);
        const next = nextPayoutDate(now);
        expect(daysBetween(PAYOUT_ANCHOR_DATE, next) % 14).toBe(0);
        expect(daysBetween(today, next)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(today, next)).toBeLessThan(14);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('payoutDatesBetween', () => {
  it('lists payout days with both ends included, across a year end', () => {
    expect(payoutDatesBetween('2024-12-01', '2025-01-31')).toEqual([
      '2024-12-03',
      '2024-12-17',
      '2024-12-31',
      '2025-01-14',
      '2025-01-28',
    ]);
    expect(payoutDatesBetween('2024-12-03', '2024-12-31')).toEqual(['2024-12-03', '2024-12-17', '2024-12-31']);
    expect(payoutDatesBetween('2024-12-04', '2024-12-16')).toEqual([]);
    expect(payoutDatesBetween('2025-01-31', '2024-12-01')).toEqual([]);
  });

  it('keeps the 14-day beat across daylight saving changes and leap days', () => {
    const dates = payoutDatesBetween('2024-01-01', '2026-12-31');
    expect(dates).toContain('2024-03-12');
    expect(dates).toContain('2024-11-05');
    expect(dates).toContain('2026-03-10');
    expect(dates.at(-1)).toBe('2026-12-29');
    for (let index = 1; index < dates.length; index += 1) {
      expect(daysBetween(dates[index - 1] ?? '', dates[index] ?? '')).toBe(14);
    }
  });

  it('starts at the anchor', () => {
    expect(payoutDatesBetween('2021-01-01', '2021-09-30')).toEqual(['2021-09-14', '2021-09-28']);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => payoutDatesBetween('2024-02-30', '2024-03-30')).toThrow(RangeError);
    expect(() => payoutDatesBetween('2024-01-01', '2024-1-31')).toThrow(RangeError);
    expect(payoutDatesBetween('2024-02-29', '2024-03-12')).toEqual(['2024-03-12']);
  });
});
