import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_RULES } from '../catalogue/card-categories';
import { SearchSynonym } from './search-synonym';
import { cardGroupForSearch, synonymCardFilter } from './synonym-card-filter';

const readData = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../../data/${name}`, import.meta.url), 'utf8'));

describe('synonymCardFilter', () => {
  it('reads the value of the card field from the key', () => {
    expect(synonymCardFilter({ key: 'issuer-td', cardField: 'issuer' })).toEqual({ issuers: ['td'] });
    expect(synonymCardFilter({ key: 'program-scene-plus', cardField: 'rewardProgram' })).toEqual({
      rewardPrograms: ['scene-plus'],
    });
    expect(synonymCardFilter({ key: 'network-amex', cardField: 'network' })).toEqual({ networks: ['amex'] });
    expect(synonymCardFilter({ key: 'category-gas', cardField: 'categories' })).toEqual({ categories: ['gas'] });
  });

  it('names no cards without a card field, with a foreign key, or for a category that ranks every card', () => {
    expect(synonymCardFilter({ key: 'word-costco', cardField: null })).toBeNull();
    expect(synonymCardFilter({ key: 'td', cardField: 'issuer' })).toBeNull();
    expect(synonymCardFilter({ key: 'network-discover', cardField: 'network' })).toBeNull();
    expect(synonymCardFilter({ key: 'category-best', cardField: 'categories' })).toBeNull();
    expect(synonymCardFilter({ key: 'issuer-', cardField: 'issuer' })).toBeNull();
  });

  it('names an existing issuer, program, network or category for every synonym in the data', () => {
    const slugs = (name: string) => new Set((readData(name) as Array<{ slug: string }>).map((entry) => entry.slug));
    const known = {
      issuers: slugs('issuers.json'),
      rewardPrograms: slugs('reward-programs.json'),
      networks: slugs('networks.json'),
      categories: new Set(Object.keys(CATEGORY_RULES)),
    };
    const synonyms = SearchSynonym.array().parse(readData('search-synonyms.json'));
    const unknown: string[] = [];
    let found = 0;
    for (const synonym of synonyms) {
      const filter = synonymCardFilter(synonym);
      if (synonym.cardField !== null && synonym.cardField !== 'categories') expect(filter, synonym.key).not.toBeNull();
      if (!filter) continue;
      found += 1;
      for (const [field, values] of Object.entries(filter) as Array<[keyof typeof known, string[]]>) {
        for (const value of values) if (!known[field].has(value)) unknown.push(`${synonym.key}: ${value}`);
      }
    }
    expect(unknown).toEqual([]);
    expect(found).toBeGreaterThan(40);
  });
});

describe('cardGroupForSearch', () => {
  const synonyms = SearchSynonym.array().parse(readData('search-synonyms.json'));

  it('finds the cards a word stands for when card names would not', () => {
    expect(cardGroupForSearch(synonyms, 'scene')).toEqual({
      label: 'Scene+',
      title: 'Scene+ cards',
      href: null,
      filter: { rewardPrograms: ['scene-plus'] },
    });
    expect(cardGroupForSearch(synonyms, 'td')?.filter).toEqual({ issuers: ['td'] });
    expect(cardGroupForSearch(synonyms, 'groceries')).toMatchObject({
      title: 'Best Credit Cards for Groceries',
      href: '/best-credit-cards/grocery',
      filter: { categories: ['grocery'] },
    });
  });

  it('finds nothing for a word no synonym stands for', () => {
    expect(cardGroupForSearch(synonyms, 'costco')).toBeNull();
    expect(cardGroupForSearch(synonyms, '')).toBeNull();
  });
});
