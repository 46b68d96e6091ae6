/** The scale the site's satisfaction average is shown on: 1 to 5, like a star rating. */
export const SITE_RATING_SCALE_MAX = 5;

/**
 * The average of the satisfaction widget's answers (-1, 0 or 1; shell-and-browsing §7) on the 1–5 scale
 * the footer shows: -1 → 1, 0 → 3, 1 → 5, one decimal. Null when nobody has answered.
 */
export function siteRatingScore(ratingSum: number, answers: number): number | null {
  if (answers <= 0) return null;
  const average = Math.min(1, Math.max(-1, ratingSum / answers));
  return Math.round((3 + 2 * average) * 10) / 10;
}
