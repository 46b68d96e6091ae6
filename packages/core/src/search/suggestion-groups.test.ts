import { describe, expect, it } from 'vitest';
import type { SearchSynonym } from './search-synonym';
import {
  CARD_SUGGESTION_LIMIT,
  cardSearchText,
  moveActiveOption,
  SYNONYM_SUGGESTION_LIMIT,
  searchPageHref,
  searchSuggestionGroups,
  splitSuggestions,
  synonymHref,
} from './suggestion-groups';

const synonym = (key: string, label: string, terms: string[], slug = ''): SearchSynonym => ({
  key,
  label,
  terms,
  slug,
  cardField: null,
});

const aeroplan = synonym('program-aeroplan', 'Aeroplan', ['aeroplan', 'air canada'], '/best-credit-cards/aeroplan');
const scene = synonym('program-scene-plus', 'Scene+', ['scene+', 'scene plus']);
const travel = synonym('category-travel', 'Best Travel Credit Cards', ['travel'], '/best-credit-cards/travel');
const synonyms = [aeroplan, scene, travel];

const cards = Array.from({ length: 8 }, (_, index) => ({ displayName: `Card ${index}`, slug: `card-${index}` }));

describe('cardSearchText', () => {
  it('searches cards only from 3 characters of trimmed text', () => {
    expect(cardSearchText('co')).toBeNull();
    expect(cardSearchText('  co  ')).toBeNull();
    expect(cardSearchText(' cob ')).toBe('cob');
  });
});

describe('links', () => {
  it('sends a plain suggestion to the results page for its label', () => {
    expect(synonymHref(scene)).toBe('/search?q=Scene%2B');
    expect(synonymHref(scene, '/genius-search')).toBe('/genius-search?q=Scene%2B');
    expect(searchPageHref(' td aeroplan ')).toBe('/search?q=td%20aeroplan');
    expect(searchPageHref('gold', '/genius-search')).toBe('/genius-search?q=gold');
  });

  it('sends a quick link to its own page', () => {
    expect(synonymHref(aeroplan)).toBe('/best-credit-cards/aeroplan');
  });
});

describe('splitSuggestions', () => {
  it('splits the matches into plain suggestions and quick links', () => {
    expect(splitSuggestions(synonyms, 'scene')).toEqual({
      suggestions: [{ label: 'Scene+', href: '/search?q=Scene%2B' }],
      quickLinks: [],
    });
    expect(splitSuggestions(synonyms, 'air travel')).toEqual({
      suggestions: [],
      quickLinks: [
        { label: 'Aeroplan', href: '/best-credit-cards/aeroplan' },
        { label: 'Best Travel Credit Cards', href: '/best-credit-cards/travel' },
      ],
    });
  });
});

describe('searchSuggestionGroups', () => {
  it('shows nothing for no text', () => {
    expect(searchSuggestionGroups({ synonyms, text: '  ', cards: [] })).toEqual([]);
  });

  it('orders the groups suggestions, cards, articles and leaves out empty ones', () => {
    const groups = searchSuggestionGroups({ synonyms, text: 'scene aeroplan', cards: cards.slice(0, 2) });
    expect(groups.map((group) => [group.key, group.label])).toEqual([
      ['suggestions', 'Suggestions'],
      ['cards', 'Related Cards...'],
      ['articles', 'Related Articles...'],
    ]);
    expect(groups[1]?.options).toEqual([
      { label: 'Card 0', href: '/credit-cards/card-0' },
      { label: 'Card 1', href: '/credit-cards/card-1' },
    ]);
    expect(searchSuggestionGroups({ synonyms, text: 'cobalt', cards: [] })).toEqual([]);
  });

  it('shows at most 5 cards, and none while the text is under 3 characters', () => {
    const groups = searchSuggestionGroups({ synonyms, text: 'card', cards });
    expect(groups.find((group) => group.key === 'cards')?.options).toHaveLength(CARD_SUGGESTION_LIMIT);
    expect(searchSuggestionGroups({ synonyms, text: 'zq', cards })).toEqual([]);
  });

  it('puts the articles found first among Related Articles, three at most, and none for short text', () => {
    const articles = Array.from({ length: 5 }, (_, index) => ({
      title: `Guide ${index}`,
      route: `/blog/guide-${index}`,
    }));
    const groups = searchSuggestionGroups({ synonyms, text: 'scene aeroplan', cards: [], articles });
    const related = groups.find((group) => group.key === 'articles')?.options ?? [];
    expect(related.slice(0, 4)).toEqual([
      { label: 'Guide 0', href: '/blog/guide-0' },
      { label: 'Guide 1', href: '/blog/guide-1' },
      { label: 'Guide 2', href: '/blog/guide-2' },
      expect.objectContaining({ href: expect.not.stringMatching(/^\/blog\//) }),
    ]);
    expect(searchSuggestionGroups({ synonyms: [], text: 'sc', cards: [], articles })).toEqual([]);
  });

  it('keeps the synonym groups short', () => {
    const many = Array.from({ length: 10 }, (_, index) => synonym(`word-${index}`, `Gold ${index}`, ['gold']));
    const groups = searchSuggestionGroups({ synonyms: many, text: 'gold', cards: [] });
    expect(groups[0]?.options).toHaveLength(SYNONYM_SUGGESTION_LIMIT);
  });
});

describe('moveActiveOption', () => {
  it('starts at the first going down and the last going up', () => {
    expect(moveActiveOption(-1, 1, 4)).toBe(0);
    expect(moveActiveOption(-1, -1, 4)).toBe(3);
  });

  it('moves by one and wraps round at either end', () => {
    expect(moveActiveOption(1, 1, 4)).toBe(2);
    expect(moveActiveOption(3, 1, 4)).toBe(0);
    expect(moveActiveOption(0, -1, 4)).toBe(3);
  });

  it('has nothing to move to without options, and recovers from a stale index', () => {
    expect(moveActiveOption(2, 1, 0)).toBe(-1);
    expect(moveActiveOption(7, 1, 3)).toBe(0);
  });
});
