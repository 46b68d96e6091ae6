/**
 * Calendar dates ('YYYY-MM-DD') as whole day numbers since 1970-01-01 (UTC), for the date arithmetic of
 * offer histories, figure ages and charts: no clock, no time zone.
 */
const DAY_MS = 86_400_000;

export const dayNumber = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

export const isoFromDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one date to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);
