import { CREDIT_SCORE_BAND_INFO, type CreditScoreBand } from './credit-score-bands';
import { SORT_OPTIONS, type SortBy } from './filter-defaults';
import type { FilterState } from './filter-state';

/** Cards shown side by side at most (product map: compare up to 4). */
export const COMPARE_MAX = 4;
export const COMPARE_QUERY_PARAM = 'compare';
/** Quick-compare links (shell-and-browsing §2.2): `credit=poor|fair|good|very-good|excellent`. */
export const CREDIT_QUERY_PARAM = 'credit';
export const SORT_QUERY_PARAM = 'sort';

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** The cards chosen for side-by-side comparison: up to 4 distinct slugs, in order; anything else is dropped. */
export function parseCompareSelection(text: string | null | undefined): string[] {
  if (!text) return [];
  const slugs: string[] = [];
  for (const part of text.split(',')) {
    const slug = part.trim().toLowerCase();
    if (SLUG.test(slug) && !slugs.includes(slug)) slugs.push(slug);
    if (slugs.length === COMPARE_MAX) break;
  }
  return slugs;
}

/** The selection with a card added (at the end) or removed; adding a fifth card is refused. */
export function toggleCompareSelection(selection: readonly string[], slug: string): string[] {
  if (selection.includes(slug)) return selection.filter((entry) => entry !== slug);
  return selection.length >= COMPARE_MAX ? [...selection] : [...selection, slug];
}

/**
 * The quick-compare query parameters on top of a loaded state: `credit` sets the credit score to
 * that band's range and `sort` the order. Unknown values are ignored.
 */
export function applyQuickCompareParams(state: FilterState, params: URLSearchParams): FilterState {
  const next = { ...state };
  const band = params.get(CREDIT_QUERY_PARAM)?.toLowerCase();
  if (band && Object.hasOwn(CREDIT_SCORE_BAND_INFO, band)) {
    next.creditScore = CREDIT_SCORE_BAND_INFO[band as CreditScoreBand].range;
  }
  const sort = params.get(SORT_QUERY_PARAM);
  if (sort && (SORT_OPTIONS as readonly string[]).includes(sort)) next.sortBy = sort as SortBy;
  return next;
}
