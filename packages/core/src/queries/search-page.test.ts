import { describe, expect, it } from 'vitest';
import type { SearchSynonym } from '../search/search-synonym';
import { splitSuggestions } from '../search/suggestion-groups';
import { SEARCH_PAGE_LISTS, searchPagePlan } from './search-page';

const synonyms: SearchSynonym[] = [
  {
    label: 'Scotiabank',
    terms: ['scotiabank', 'scotia'],
    slug: '/best-credit-cards/scotiabank',
    key: 'issuer-scotiabank',
    cardField: 'issuer',
  },
  {
    label: 'Scene+ cards',
    terms: ['scene', 'scene+ scotia'],
    slug: '',
    key: 'program-scene-plus',
    cardField: 'rewardProgram',
  },
  { label: 'Travel cards', terms: ['travel', 'trip'], slug: '', key: 'category-travel', cardField: 'categories' },
  { label: 'Costco', terms: ['costco'], slug: '', key: 'word-costco', cardField: null },
];
const limits = { rankedLimit: 50, groupLimit: 6 };

describe('searchPagePlan', () => {
  it('ranks the cards found by name and the group of the first synonym that stands for cards', () => {
    const plan = searchPagePlan(synonyms, '  scotia ', limits);
    expect(plan.lists).toEqual([
      { name: SEARCH_PAGE_LISTS.named, scope: { kind: 'name', query: 'scotia' }, limit: 50 },
      { name: SEARCH_PAGE_LISTS.group, scope: { kind: 'synonym', query: 'scotia' }, limit: 6 },
    ]);
    expect(plan.group).toEqual({
      label: 'Scotiabank',
      title: 'Scotiabank cards',
      href: '/best-credit-cards/scotiabank',
      sameIssuer: true,
    });
  });

  it('splits the matching synonyms as the search box does: related searches, then related pages', () => {
    const plan = searchPagePlan(synonyms, 'scotia', limits);
    const split = splitSuggestions(synonyms, 'scotia');
    expect(plan.suggestions).toEqual(['Scene+ cards']);
    expect(plan.suggestions).toEqual(split.suggestions.map((link) => link.label));
    expect(plan.quickLinks).toEqual(split.quickLinks);
  });

  it('names a group of another kind than a bank as not one bank’s, and a group’s label that says “cards” as its title', () => {
    const plan = searchPagePlan(synonyms, 'trip', limits);
    expect(plan.group).toEqual({ label: 'Travel cards', title: 'Travel cards', href: null, sameIssuer: false });
  });

  it('ranks no group when the words stand for no set of cards, and no names when none are asked for', () => {
    const plan = searchPagePlan(synonyms, 'costco', { rankedLimit: 0, groupLimit: 6 });
    expect(plan.lists).toEqual([]);
    expect(plan.group).toBeNull();
    expect(plan.suggestions).toEqual(['Costco']);
  });

  it('ranks and suggests nothing for no words', () => {
    expect(searchPagePlan(synonyms, '   ', limits)).toEqual({
      lists: [],
      group: null,
      suggestions: [],
      quickLinks: [],
    });
  });
});
