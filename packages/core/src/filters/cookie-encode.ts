import type { FilterState } from './filter-state';
import { formatBraceMap } from './param-parsing';

/** The cookie side of the filter state that pages write (the reading, with its checks, is in cookie-codec). */

import { FILTER_COOKIE_NAMES } from '../contract/cookie-names';

export { FILTER_COOKIE_NAMES };
export type FilterCookieName = (typeof FILTER_COOKIE_NAMES)[number];
export type FilterCookies = Partial<Record<FilterCookieName, string | null | undefined>>;

/** The cookie texts for a (resolved) filter state. */
export function encodeFilterCookies(state: FilterState): Record<FilterCookieName, string> {
  const { monthlySpend, userPreferences } = state;
  return {
    debt: formatBraceMap({ debtAmount: state.debtAmount, interestRate: state.interestRate }),
    monthlySpend:
      typeof monthlySpend === 'number'
        ? String(monthlySpend)
        : formatBraceMap(
            Object.fromEntries(
              Object.entries(monthlySpend).filter((entry): entry is [string, number] => entry[1] !== undefined),
            ),
          ),
    userPreferences: formatBraceMap({ ...userPreferences }),
  };
}
