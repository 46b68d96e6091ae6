import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  dateInZone,
  instantOfTorontoDateTime,
  SITE_TIME_ZONE,
  torontoDate,
  torontoDateTime,
} from './site-date';

describe('torontoDate', () => {
  it('is the calendar day in Toronto, not in UTC', () => {
    expect(SITE_TIME_ZONE).toBe('America/Toronto');
    // 22:00 in Toronto (EST) is already the next day in UTC.
    expect(torontoDate(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    // 20:30 in Toronto (EDT) on a summer evening.
    expect(torontoDate(new Date('2026-07-01T00:30:00Z'))).toBe('2026-06-30');
    expect(torontoDate(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
  });

  it('turns at midnight Toronto time on either side of a clock change', () => {
    expect(torontoDate(new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(torontoDate(new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    // After the spring change midnight is at 04:00 UTC; after the autumn one, at 05:00 again.
    expect(torontoDate(new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(torontoDate(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    expect(torontoDate(new Date('2026-11-02T04:59:59Z'))).toBe('2026-11-01');
    expect(torontoDate(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });
});

describe('dateInZone', () => {
  it('reads the day in the zone it is given', () => {
    const instant = new Date('2024-12-31T10:30:00Z');
    expect(dateInZone(instant, 'UTC')).toBe('2024-12-31');
    expect(dateInZone(instant, 'Pacific/Kiritimati')).toBe('2025-01-01');
    expect(dateInZone(instant, 'America/Vancouver')).toBe('2024-12-31');
  });
});

describe('addCalendarDays', () => {
  it('moves across month and year ends and leap days', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-11-24', 14)).toBe('2026-12-08');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('Toronto wall-clock times', () => {
  it('reads a datetime-local value as Toronto time, summer and winter', () => {
    // Summer: UTC−4. Winter: UTC−5.
    expect(instantOfTorontoDateTime('2026-07-01T09:30')?.toISOString()).toBe('2026-07-01T13:30:00.000Z');
    expect(instantOfTorontoDateTime('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T14:30:00.000Z');
    expect(torontoDateTime(new Date('2026-12-01T14:30:00Z'))).toBe('2026-12-01T09:30');
    expect(torontoDateTime(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01T00:00');
  });

  it('takes the first of the repeated hour in November and moves a skipped time in March', () => {
    // 1 November 2026: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(instantOfTorontoDateTime('2026-11-01T01:30')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // 8 March 2026: 02:30 does not exist; read as the instant 06:30Z, which the clocks show as 03:30.
    const skipped = instantOfTorontoDateTime('2026-03-08T02:30');
    expect(skipped?.toISOString()).toBe('2026-03-08T06:30:00.000Z');
  });

  it('refuses text that is not a time', () => {
    expect(instantOfTorontoDateTime('2026-02-30T10:00')).toBeNull();
    expect(instantOfTorontoDateTime('tomorrow')).toBeNull();
    expect(instantOfTorontoDateTime('2026-07-01T25:00')).toBeNull();
  });
});
