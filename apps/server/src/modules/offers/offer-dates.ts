import { SITE_TIME_ZONE, torontoDate } from '@cardgenius/core/rules';

/**
 * Offer windows are written as calendar days in Toronto, where the site's business day is kept (core's
 * SITE_TIME_ZONE, the one every date rule uses): an offer opens at midnight on its first day and closes at the
 * midnight that ends its last day.
 */
export const OFFER_TIME_ZONE = SITE_TIME_ZONE;

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: OFFER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far Toronto's wall clock is ahead of UTC at an instant (negative: behind), in ms. */
function zoneOffset(instant: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** Midnight at the start of a Toronto calendar day ('2026-11-21' → 2026-11-21T05:00:00.000Z). */
export function torontoMidnight(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Not a calendar date: ${isoDate}`);
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Toronto changes its clocks at 2 a.m., so midnight always exists and one correction settles it.
  let instant = utcMidnight - zoneOffset(utcMidnight);
  const corrected = utcMidnight - zoneOffset(instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The last day an offer closing at `endsAt` can be claimed: the Toronto day of the moment before it closes. */
export function lastDayBefore(endsAt: Date): string {
  return torontoDate(new Date(endsAt.getTime() - 1));
}
