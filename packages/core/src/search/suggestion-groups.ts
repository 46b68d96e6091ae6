import { matchSuggestions } from './match-suggestions';
import type { SearchSynonym } from './search-synonym';

/** Card search runs only from this many characters of trimmed text (shell-and-browsing §5, §9). */
export const CARD_SEARCH_MIN_LENGTH = 3;
/** Card search waits this long after the last keystroke (§5, §9). */
export const CARD_SEARCH_DEBOUNCE_MS = 400;
/** Cards the search box shows under 'Related Cards...' (§2.10, §9). */
export const CARD_SUGGESTION_LIMIT = 5;
/** The results stay this long after the box loses focus, so a click on one still lands (§4, §9). */
export const SEARCH_BLUR_DELAY_MS = 200;
/** Plain suggestions and quick links shown in the box, each (ours: the spec sets no limit; keeps the list short). */
export const SYNONYM_SUGGESTION_LIMIT = 6;
/** The results page of a search (§2.1 `search`). */
export const SEARCH_PAGE_PATH = '/search';

export interface CardHit {
  displayName: string;
  slug: string;
}

/** An article the search found (its title and page). */
export interface ArticleHit {
  title: string;
  route: string;
}

/** Articles the search box shows under 'Related Articles...', before the quick links. */
export const ARTICLE_SUGGESTION_LIMIT = 3;

export interface SuggestionLink {
  label: string;
  href: string;
}

export type SuggestionGroupKey = 'suggestions' | 'cards' | 'articles';

export interface SuggestionGroup {
  key: SuggestionGroupKey;
  label: string;
  options: SuggestionLink[];
}

/** The group headings (§2.10). */
export const SUGGESTION_GROUP_LABELS: Readonly<Record<SuggestionGroupKey, string>> = {
  suggestions: 'Suggestions',
  cards: 'Related Cards...',
  articles: 'Related Articles...',
};

/** The text to search cards for, or null when it is too short (§5: trimmed, at least 3 characters). */
export function cardSearchText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= CARD_SEARCH_MIN_LENGTH ? trimmed : null;
}

/** The results page for a text: `/search?q=…` (or another search page, e.g. /genius-search). */
export function searchPageHref(text: string, path: string = SEARCH_PAGE_PATH): string {
  return `${path}?q=${encodeURIComponent(text.trim())}`;
}

/**
 * Where a synonym leads: its page when it has one (a quick link), otherwise a search for its label on
 * the given results page.
 */
export function synonymHref(synonym: Pick<SearchSynonym, 'label' | 'slug'>, searchPath = SEARCH_PAGE_PATH): string {
  return synonym.slug === '' ? searchPageHref(synonym.label, searchPath) : synonym.slug;
}

const cardHref = (slug: string) => `/credit-cards/${slug}`;

/** The matched synonyms split into plain suggestions and quick links, in match order. */
export function splitSuggestions(
  synonyms: readonly SearchSynonym[],
  text: string,
  searchPath = SEARCH_PAGE_PATH,
): { suggestions: SuggestionLink[]; quickLinks: SuggestionLink[] } {
  const suggestions: SuggestionLink[] = [];
  const quickLinks: SuggestionLink[] = [];
  for (const synonym of matchSuggestions(synonyms, text)) {
    (synonym.slug === '' ? suggestions : quickLinks).push({
      label: synonym.label,
      href: synonymHref(synonym, searchPath),
    });
  }
  return { suggestions, quickLinks };
}

/**
 * What the search box shows for its text (§2.10): plain suggestions, then 'Related Cards...' (at most
 * 5, only while the text is long enough to search cards), then 'Related Articles...': articles found
 * (at most 3, as long as cards are searched) followed by quick links.
 * Empty groups are left out; no text shows nothing.
 */
export function searchSuggestionGroups(options: {
  synonyms: readonly SearchSynonym[];
  text: string;
  cards: readonly CardHit[];
  /** Articles found for the same text. */
  articles?: readonly ArticleHit[];
  /** The results page plain suggestions lead to. */
  searchPath?: string;
}): SuggestionGroup[] {
  const { suggestions, quickLinks } = splitSuggestions(options.synonyms, options.text, options.searchPath);
  const searched = cardSearchText(options.text) !== null;
  const cards = searched ? options.cards.slice(0, CARD_SUGGESTION_LIMIT) : [];
  const articles = searched ? (options.articles ?? []).slice(0, ARTICLE_SUGGESTION_LIMIT) : [];
  const groups: SuggestionGroup[] = [
    {
      key: 'suggestions',
      label: SUGGESTION_GROUP_LABELS.suggestions,
      options: suggestions.slice(0, SYNONYM_SUGGESTION_LIMIT),
    },
    {
      key: 'cards',
      label: SUGGESTION_GROUP_LABELS.cards,
      options: cards.map((card) => ({ label: card.displayName, href: cardHref(card.slug) })),
    },
    {
      key: 'articles',
      label: SUGGESTION_GROUP_LABELS.articles,
      options: [...articles.map((article) => ({ label: article.title, href: article.route })), ...quickLinks].slice(
        0,
        SYNONYM_SUGGESTION_LIMIT,
      ),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/**
 * The option that becomes active after an arrow key: down from none is the first, up from none the
 * last, and moving past either end wraps round. -1 when there are no options.
 */
export function moveActiveOption(current: number, direction: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
