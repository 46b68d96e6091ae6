import { matchSuggestions } from '../search/match-suggestions';
import type { SearchSynonym } from '../search/search-synonym';
import { cardGroupForSearch } from '../search/synonym-card-filter';
import type { ListRequest } from './rank-lists';

/** The names of a search page's ranked lists. */
export const SEARCH_PAGE_LISTS = { named: 'named', group: 'group' } as const;

/** The set of cards a search word stands for (a bank, a program, a network, a kind of card). */
export interface SearchPageGroup {
  /** The synonym's label: a search for it leads to the whole group. */
  label: string;
  /** A heading for the group. */
  title: string;
  /** The synonym's page, if it has one. */
  href: string | null;
  /** Every card of the group is one bank's: a list of it need not name the bank. */
  sameIssuer: boolean;
}

/** A search page's list: the cards a search names, or the cards a search word stands for. */
export type SearchPageList = ListRequest & { scope: { kind: 'name' | 'synonym'; query: string } };

export interface SearchPagePlan {
  /** The lists to rank in one pass; empty when the page ranks nothing. */
  lists: SearchPageList[];
  group: SearchPageGroup | null;
  /** Related searches: labels to search for, in match order. */
  suggestions: string[];
  /** Related pages: the synonyms that lead to a page of the site, in match order. */
  quickLinks: { label: string; href: string }[];
}

/**
 * What a search results page ranks and links to besides the cards found by name (shell-and-browsing
 * §2.1 search and genius-search): the cards found by name ranked for the visitor (when `rankedLimit` is
 * above 0), the group the first matching synonym stands for, and the other matching synonyms split into
 * related searches and related pages.
 */
export function searchPagePlan(
  synonyms: readonly SearchSynonym[],
  query: string,
  limits: { rankedLimit: number; groupLimit: number },
): SearchPagePlan {
  const text = query.trim();
  const match = cardGroupForSearch(synonyms, text);
  const lists: SearchPageList[] = [];
  if (text !== '' && limits.rankedLimit > 0) {
    lists.push({ name: SEARCH_PAGE_LISTS.named, scope: { kind: 'name', query: text }, limit: limits.rankedLimit });
  }
  if (match) {
    lists.push({ name: SEARCH_PAGE_LISTS.group, scope: { kind: 'synonym', query: text }, limit: limits.groupLimit });
  }
  const related = matchSuggestions(synonyms, text);
  return {
    lists,
    group: match
      ? { label: match.label, title: match.title, href: match.href, sameIssuer: match.filter.issuers !== undefined }
      : null,
    suggestions: related.filter((synonym) => synonym.slug === '').map((synonym) => synonym.label),
    quickLinks: related
      .filter((synonym) => synonym.slug !== '')
      .map((synonym) => ({ label: synonym.label, href: synonym.slug })),
  };
}
