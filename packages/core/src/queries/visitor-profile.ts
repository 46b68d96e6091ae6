import type { FilterState, FilterStateInput } from '../filters/filter-state';

/**
 * The parts of a filter state that describe the visitor (spending, what they value, their balance,
 * their province), without the filters of the page they were on: what card pages, search results and
 * the compared cards rate with.
 */
export function visitorProfile(state: FilterState): FilterStateInput {
  return {
    monthlySpend: state.monthlySpend,
    userPreferences: state.userPreferences,
    pointValueMode: state.pointValueMode,
    debtAmount: state.debtAmount,
    interestRate: state.interestRate,
    province: state.province,
  };
}
