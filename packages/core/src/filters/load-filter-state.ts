import { type FilterCookies, filterStateFromCookies } from './cookie-codec';
import type { FilterState } from './filter-state';
import { decodeFilterStateParam } from './query-codec';

export type FilterStateSource = 'query' | 'cookies';

/**
 * The filter state a page starts from (shell spec §4): the `state` query parameter when present and
 * readable, otherwise the cookies `debt`, `monthlySpend` and `userPreferences` (defaults for whatever
 * they do not give). Never throws.
 */
export function loadFilterState({
  stateParam,
  cookies,
}: {
  stateParam?: string | null;
  cookies?: FilterCookies | null;
}): { state: FilterState; source: FilterStateSource } {
  const fromQuery = stateParam ? decodeFilterStateParam(stateParam) : null;
  if (fromQuery) return { state: fromQuery, source: 'query' };
  return { state: filterStateFromCookies(cookies), source: 'cookies' };
}
