const longDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** "2026-11-01" → "November 1, 2026", the same on the server and in the browser. */
export const formatLongDate = (isoDate: string): string => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** When each site policy took effect; a change to a policy's text changes its date. */
export const POLICY_DATES = {
  disclosure: '2026-11-01',
  privacy: '2026-11-26',
  terms: '2026-11-01',
} as const;
