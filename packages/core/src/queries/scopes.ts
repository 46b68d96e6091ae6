import { MIN_INCOME_CEILING } from '../filters/filter-defaults';
import type { FilterStateInput } from '../filters/filter-state';

/**
 * The "every card" scope: no rating floor, no review floors and no income limit, for lists that must
 * show each card they cover whatever the visitor's filters would leave out (best-card pages, similar
 * cards, search groups, the menu's reviews, the awards).
 */
export const EVERY_CARD = {
  ratingFilter: 0,
  minimumUserReviewCount: 0,
  minimumAverageUserReview: 0,
  minIncome: MIN_INCOME_CEILING,
} as const satisfies FilterStateInput;
