import { SITE_TIME_ZONE } from '@cardgenius/core/rules';

const day = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: SITE_TIME_ZONE });

/** When a review was written, as a day in Toronto ('Nov 21, 2026'): the same on the server and in the browser. */
export function formatReviewDate(isoDateTime: string): string {
  return day.format(new Date(isoDateTime));
}
