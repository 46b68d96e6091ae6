/** Dates as Canadian readers read them, on the site's own clock (Toronto), the same on server and browser. */
const longDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });
const dayKey = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'America/Toronto',
});
const plainDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** "2026-11-03T14:00:00Z" → "November 3, 2026". */
export const formatPostDate = (isoDateTime: string): string => longDate.format(new Date(isoDateTime));

/** A calendar date ("2026-11-01", the catalogue's dates) → "November 1, 2026". */
export const formatPlainDate = (isoDate: string): string => plainDate.format(new Date(`${isoDate}T00:00:00Z`));

/** "2026-11-03", the day in Toronto: for `<time dateTime>` and for comparing days. */
export const postDay = (isoDateTime: string): string => dayKey.format(new Date(isoDateTime));

/** Whether an update is worth saying: on a later day than publication. */
export function updatedAfterPublishing(publishedAt: string | null, modifiedAt: string): boolean {
  return publishedAt !== null && postDay(modifiedAt) > postDay(publishedAt);
}

export const readingTime = (minutes: number): string => `${minutes} min read`;
