import type { SearchSynonym } from './search-synonym';

// The schema lives apart so that the matcher, which runs in the browser, does not bring zod with it.
export { SEARCH_SYNONYM_CARD_FIELDS, SearchSynonym } from './search-synonym';

export interface MatchSuggestionsOptions {
  /** Keep only plain search suggestions (synonyms with an empty slug). */
  onlyPlainSuggestions?: boolean;
}

/**
 * The search box's suggestion matcher (shell-and-browsing §5). The text is lowercased and trimmed;
 * empty text matches nothing. A synonym whose label equals the text is the only match. Otherwise the
 * matches are the synonyms with a term containing the whole text, then those with a term containing
 * any single word of the text longer than one character, each synonym once, in list order.
 * `onlyPlainSuggestions` narrows the synonyms before matching, so an exact label match on a
 * quick link does not hide the plain suggestions.
 */
export function matchSuggestions(
  synonyms: readonly SearchSynonym[],
  text: string,
  options: MatchSuggestionsOptions = {},
): SearchSynonym[] {
  const query = text.toLowerCase().trim();
  if (query === '') return [];
  const pool = options.onlyPlainSuggestions ? synonyms.filter((synonym) => synonym.slug === '') : synonyms;

  const exact = pool.find((synonym) => synonym.label.toLowerCase().trim() === query);
  if (exact) return [exact];

  const hasTermContaining = (synonym: SearchSynonym, part: string) =>
    synonym.terms.some((term) => term.toLowerCase().includes(part));
  const words = query.split(/\s+/).filter((word) => word.length > 1);

  const matches = new Set<SearchSynonym>();
  for (const synonym of pool) if (hasTermContaining(synonym, query)) matches.add(synonym);
  for (const synonym of pool) {
    if (words.some((word) => hasTermContaining(synonym, word))) matches.add(synonym);
  }
  return [...matches];
}
