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

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Toronto's wall clock reads it, `YYYY-MM-DDTHH:mm` (a datetime-local input's value). */
export function torontoDateTime(instant: Date): string {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant Toronto's wall clock reads `YYYY-MM-DDTHH:mm` (staff schedule in the site's zone, wherever
 * they are); null for text that is not such a time. In the hour the clocks go back, the first of the two.
 * A time skipped when they go forward is read an hour later, as the clocks show it.
 */
export function instantOfTorontoDateTime(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== local) return null;
  // Toronto is 4 or 5 hours behind UTC: try the earlier offset first, then the later.
  for (const hours of [4, 5]) {
    const instant = new Date(asUtc + hours * 3_600_000);
    if (torontoDateTime(instant) === local) return instant;
  }
  return new Date(asUtc + 4 * 3_600_000);
}
