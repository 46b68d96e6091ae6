import { PAYOUT_ANCHOR_DATE, PAYOUT_TIME_ZONE } from '@cardgenius/core/rules';

const fullDay = new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-CA', { weekday: 'long', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: PAYOUT_TIME_ZONE });

/** A calendar date ('2026-12-01') at noon UTC, so no time zone moves it to another day. */
const calendarDay = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** '2026-12-01' → 'Tuesday, December 1, 2026', the same on the server and in the browser. */
export function formatFullDay(isoDate: string): string {
  return fullDay.format(calendarDay(isoDate));
}

/** The weekday payouts fall on: the schedule's first payout day (2021-09-14, a Tuesday) every 14 days. */
export const PAYOUT_WEEKDAY = weekday.format(calendarDay(PAYOUT_ANCHOR_DATE));

/** When something happened ('2026-11-21T15:04:05Z'), as a date in Toronto: 'Nov 21, 2026'. */
export function formatEventDate(isoDateTime: string): string {
  return shortDay.format(new Date(isoDateTime));
}

const dateTime = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: PAYOUT_TIME_ZONE,
});

/** A moment, to the minute, in Toronto time: 'Nov 21, 2026, 10:04 a.m.'. */
export function formatEventTime(isoDateTime: string): string {
  return dateTime.format(new Date(isoDateTime));
}
