import { CATEGORY_RULES } from '../catalogue/card-categories';
import { SEGMENTS } from '../catalogue/constants';
import { type FilterState, type FilterStateInput, resolveFilterState } from '../filters/filter-state';
import { filterStateForPreset } from '../filters/presets';
import { EVERY_CARD } from './scopes';

/** A best-card page ranks every card it covers, 25 to a page. */
const WHOLE_LIST: FilterStateInput = { ...EVERY_CARD, resultsPerPage: 25 };

/**
 * The filter state of a best-card page: a category ranks its own cards (by the category's rules) with
 * its preset (a segment's category, such as business, names its segment so it is ranked at all); an issuer or network page ranks that issuer's or network's cards with the `best` preset.
 * `visitor` (their spending, preferences and balance) ranks for the visitor rather than the defaults.
 */
export function bestCardsState(
  page: { kind: 'category'; slug: string; preset: string | null } | { kind: 'issuer' | 'network'; slug: string },
  visitor: FilterStateInput = {},
): FilterState {
  const scope: FilterStateInput =
    page.kind === 'issuer'
      ? { issuers: [page.slug] }
      : page.kind === 'network'
        ? { networks: [page.slug as 'visa'] }
        : page.slug in CATEGORY_RULES
          ? {
              categories: [page.slug],
              // A segment's page ranks that segment, business and U.S. dollar cards included.
              ...((SEGMENTS as readonly string[]).includes(page.slug) ? { segments: [page.slug as 'business'] } : {}),
            }
          : {};
  const base = { ...visitor, ...WHOLE_LIST, ...scope };
  const preset = page.kind === 'category' ? page.preset : 'best';
  return (preset ? filterStateForPreset(preset, base) : null) ?? resolveFilterState(base);
}
