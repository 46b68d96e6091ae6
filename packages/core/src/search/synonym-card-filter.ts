import { CATEGORY_RULES } from '../catalogue/card-categories';
import { NETWORKS } from '../catalogue/schema';
import type { FilterStateInput } from '../filters/filter-state';
import { matchSuggestions } from './match-suggestions';
import type { SearchSynonym } from './search-synonym';

/**
 * A synonym's key names the value of its card field after a prefix (`issuer-td`, `program-aeroplan`,
 * `network-visa`, `category-gas`); the data test checks that every such value exists.
 */
const KEY_PREFIXES: Record<NonNullable<SearchSynonym['cardField']>, string> = {
  issuer: 'issuer-',
  rewardProgram: 'program-',
  network: 'network-',
  categories: 'category-',
};

/**
 * The filter that finds the cards a synonym stands for (the issuer's, the program's, the network's or
 * the category's cards), or null when it names no set of cards: no card field, a key without the
 * field's prefix, or a category that ranks every card (best, overall, rewards).
 */
export function synonymCardFilter(synonym: Pick<SearchSynonym, 'key' | 'cardField'>): FilterStateInput | null {
  if (synonym.cardField === null) return null;
  const prefix = KEY_PREFIXES[synonym.cardField];
  if (!synonym.key.startsWith(prefix)) return null;
  const value = synonym.key.slice(prefix.length);
  if (value === '') return null;
  switch (synonym.cardField) {
    case 'issuer':
      return { issuers: [value] };
    case 'rewardProgram':
      return { rewardPrograms: [value] };
    case 'network':
      return (NETWORKS as readonly string[]).includes(value)
        ? { networks: [value as (typeof NETWORKS)[number]] }
        : null;
    case 'categories':
      return value in CATEGORY_RULES ? { categories: [value] } : null;
  }
}

export interface SearchCardGroup {
  label: string;
  /** A heading for the group: the label, with "cards" added unless it already says so. */
  title: string;
  /** The synonym's page, if it has one. */
  href: string | null;
  filter: FilterStateInput;
}

/** The first synonym matching the text that stands for a set of cards, with its filter. */
export function cardGroupForSearch(synonyms: readonly SearchSynonym[], text: string): SearchCardGroup | null {
  for (const synonym of matchSuggestions(synonyms, text)) {
    const filter = synonymCardFilter(synonym);
    if (!filter) continue;
    return {
      label: synonym.label,
      title: /\bcards?\b/i.test(synonym.label) ? synonym.label : `${synonym.label} cards`,
      href: synonym.slug === '' ? null : synonym.slug,
      filter,
    };
  }
  return null;
}
