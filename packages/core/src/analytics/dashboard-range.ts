import { addCalendarDays, SITE_TIME_ZONE, torontoDate } from '../rules/site-date';

/** The dashboard counts calendar days in the site's time zone: a Toronto evening is that day's, not UTC's next. */
export const DASHBOARD_TIME_ZONE = SITE_TIME_ZONE;
/** What the dashboard shows unless asked otherwise: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The longest range: 13 months of raw events are kept (decision 0009), so a year-over-year view and a little more. */
export const DASHBOARD_MAX_DAYS = 400;
/** Dates outside these are typing mistakes, and years the database's calendar treats oddly. */
export const DASHBOARD_FIRST_DATE = '2000-01-01';
export const DASHBOARD_LAST_DATE = '2099-12-31';

/** A range of whole Toronto days, both ends included. */
export interface DashboardRange {
  from: string;
  to: string;
  days: number;
}

export type DashboardRangeResult = { ok: true; range: DashboardRange } | { ok: false; fields: Record<string, string> };

const DAY_MS = 24 * 60 * 60_000;

/** Days from `from` to `to`, both included (calendar days, so DST changes do not matter). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day of a range, oldest first. */
export function rangeDays(range: Pick<DashboardRange, 'from' | 'to'>): string[] {
  const count = daysInRange(range.from, range.to);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addCalendarDays(range.from, index));
}

/**
 * The range asked for, with what is left out filled in: no end is today (in Toronto), no start is the
 * 30 days up to the end. A start after the end, or more than 400 days, is refused with what to fix.
 * Both dates are already YYYY-MM-DD between 2000 and 2099 (the contract checks that).
 */
export function resolveDashboardRange(asked: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const to = asked.to ?? torontoDate(now);
  const from = asked.from ?? addCalendarDays(to, -(DASHBOARD_DEFAULT_DAYS - 1));
  const days = daysInRange(from, to);
  if (days < 1) {
    return { ok: false, fields: { from: `The start (${from}) must be on or before the end (${to}).` } } as const;
  }
  if (days > DASHBOARD_MAX_DAYS) {
    return {
      ok: false,
      fields: {
        from: `The range is ${days} days; choose at most ${DASHBOARD_MAX_DAYS} (from ${addCalendarDays(to, -(DASHBOARD_MAX_DAYS - 1))} at the earliest for this end).`,
      },
    } as const;
  }
  return { ok: true, range: { from, to, days } } as const satisfies DashboardRangeResult;
}
