import { z } from 'zod';

/** The card field a synonym filters on (shell-and-browsing §3 "Search synonym"). */
export const SEARCH_SYNONYM_CARD_FIELDS = ['issuer', 'rewardProgram', 'categories', 'network'] as const;

/**
 * A search synonym (shell-and-browsing §3): `slug` empty means a plain search suggestion, otherwise
 * it is the page the suggestion links to.
 */
export const SearchSynonym = z.strictObject({
  label: z.string().min(1),
  terms: z.array(z.string().min(1)).min(1),
  slug: z.union([
    z.literal(''),
    z.string().regex(/^\/[a-z0-9/-]*$/, 'a site path such as /best-credit-cards/cash-back'),
  ]),
  key: z.string().min(1),
  cardField: z.enum(SEARCH_SYNONYM_CARD_FIELDS).nullable(),
});
export type SearchSynonym = z.infer<typeof SearchSynonym>;

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
