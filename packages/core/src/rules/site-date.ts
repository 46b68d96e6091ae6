/**
 * The site's one "today": every date rule (menu schedules, hot deals, offer windows, welcome bonus
 * end dates, payouts, company age) reads the calendar day in Toronto, where its business day is kept.
 */
export const SITE_TIME_ZONE = 'America/Toronto';

// Made once per zone: building a time-zone formatter costs more than formatting with it, on every render.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function dateInZone(now: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today (or the day of any instant) as YYYY-MM-DD in the site's time zone. */
export function torontoDate(now: Date): string {
  return dateInZone(now, SITE_TIME_ZONE);
}

/** A calendar day moved by whole days ('2026-12-31', 1 → '2027-01-01'; '2026-11-24', 14 → '2026-12-08'). */
export function addCalendarDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}
