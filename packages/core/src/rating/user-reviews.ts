import type { FilterState } from '../filters/filter-state';

/** What the ranking knows of members' approved reviews of one card. */
export interface UserReviewSummary {
  count: number;
  /** The mean of the stars to one decimal, as readers see it; null without reviews. */
  average: number | null;
}

export const NO_USER_REVIEWS: UserReviewSummary = Object.freeze({ count: 0, average: null });

/** The stars of approved reviews, one count per star (index 0 is 1 star … index 4 is 5 stars). */
export type StarCounts = readonly [number, number, number, number, number];

/**
 * Count and average of approved reviews from their stars. The average is rounded to one decimal in
 * whole numbers (sum × 10 ÷ count), so 4.25 is 4.3 whatever floating point makes of it.
 */
export function summarizeStars(stars: StarCounts): UserReviewSummary {
  let count = 0;
  let sum = 0;
  stars.forEach((times, index) => {
    count += times;
    sum += times * (index + 1);
  });
  return count === 0 ? NO_USER_REVIEWS : { count, average: Math.round((sum * 10) / count) / 10 };
}

/**
 * Whether a card passes the filter's review floors (`minimumUserReviewCount`,
 * `minimumAverageUserReview`). The average compared is the one shown, to one decimal, so a card shown
 * at 4.0 passes a floor of 4. A card without reviews has no average: it fails any floor above 0.
 */
export function meetsUserReviewFloors(
  summary: UserReviewSummary,
  floors: Pick<FilterState, 'minimumUserReviewCount' | 'minimumAverageUserReview'>,
): boolean {
  if (summary.count < floors.minimumUserReviewCount) return false;
  if (floors.minimumAverageUserReview <= 0) return true;
  return summary.average !== null && summary.average >= floors.minimumAverageUserReview;
}
