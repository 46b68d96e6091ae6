import { dateInZone, SITE_TIME_ZONE } from './site-date';

/**
 * Biweekly cash delivery (accounts spec §9): a payout every 14 days from 2021-09-14. All arithmetic is
 * on calendar dates held as UTC noon, so daylight saving changes never shift a day.
 */
export const PAYOUT_ANCHOR_DATE = '2021-09-14';
export const PAYOUT_INTERVAL_DAYS = 14;
export const PAYOUT_TIME_ZONE = SITE_TIME_ZONE;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → UTC noon of that day in ms; throws on anything that isn't a real calendar date. */
function dayValue(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const value = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12) : Number.NaN;
  if (!match || isoOf(value) !== iso) throw new RangeError(`Not a calendar date: ${iso}`);
  return value;
}

function isoOf(value: number): string {
  return Number.isFinite(value) ? new Date(value).toISOString().slice(0, 10) : '';
}

const ANCHOR = dayValue(PAYOUT_ANCHOR_DATE);

/** The weekday every payout falls on: the first one's, as the schedule repeats every 14 days ('Tuesday'). */
export const PAYOUT_WEEKDAY = new Intl.DateTimeFormat('en-CA', { weekday: 'long', timeZone: 'UTC' }).format(ANCHOR);

/** The first payout day on or after a day (the schedule starts at its anchor; nothing is paid before it). */
function payoutOnOrAfter(day: number): number {
  if (day <= ANCHOR) return ANCHOR;
  const sinceAnchor = Math.round((day - ANCHOR) / DAY_MS);
  const remainder = sinceAnchor % PAYOUT_INTERVAL_DAYS;
  return remainder === 0 ? day : day + (PAYOUT_INTERVAL_DAYS - remainder) * DAY_MS;
}

/** The next payout day on or after today's date in Toronto; a payout day itself counts as today. */
export function nextPayoutDate(now: Date, timeZone = PAYOUT_TIME_ZONE): string {
  return isoOf(payoutOnOrAfter(dayValue(dateInZone(now, timeZone))));
}

/** Every payout day between two dates, both ends included; empty when `toIso` is before `fromIso`. */
export function payoutDatesBetween(fromIso: string, toIso: string): string[] {
  const to = dayValue(toIso);
  const dates: string[] = [];
  for (let day = payoutOnOrAfter(dayValue(fromIso)); day <= to; day += PAYOUT_INTERVAL_DAYS * DAY_MS) {
    dates.push(isoOf(day));
  }
  return dates;
}
