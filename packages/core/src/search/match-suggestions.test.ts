import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchSuggestions, SearchSynonym } from './match-suggestions';

const synonym = (key: string, label: string, terms: string[], slug = ''): SearchSynonym => ({
  key,
  label,
  terms,
  slug,
  cardField: null,
});

const cashBack = synonym('cash-back', 'Cash Back', ['cash back', 'cashback'], '/best-credit-cards/cash-back');
const cashBackNoFee = synonym(
  'cash-back-no-fee',
  'No Fee Cash Back',
  ['no fee cash back'],
  '/best-credit-cards/cash-back-no-fee',
);
const noFee = synonym('no-fee', 'No Fee', ['no fee', 'free'], '/best-credit-cards/no-fee');
const travel = synonym('travel', 'Travel', ['travel', 'travel rewards'], '/best-credit-cards/travel');
const td = synonym('td', 'TD', ['td', 'td canada trust'], '/best-credit-cards/td');
const costco = synonym('costco', 'Costco', ['costco']);
const worldElite = synonym('world-elite', 'World Elite Mastercard', ['world elite mastercard', 'world elite']);
const synonyms = [cashBack, cashBackNoFee, noFee, travel, td, costco, worldElite];

const keys = (found: SearchSynonym[]) => found.map((entry) => entry.key);

describe('matchSuggestions', () => {
  it('returns nothing for empty or blank text', () => {
    expect(matchSuggestions(synonyms, '')).toEqual([]);
    expect(matchSuggestions(synonyms, '   ')).toEqual([]);
  });

  it('returns only the synonym whose label equals the text, ignoring case and surrounding spaces', () => {
    expect(keys(matchSuggestions(synonyms, '  CASH back '))).toEqual(['cash-back']);
    expect(keys(matchSuggestions(synonyms, 'no fee'))).toEqual(['no-fee']);
  });

  it('matches terms that contain the whole text', () => {
    expect(keys(matchSuggestions(synonyms, 'cash'))).toEqual(['cash-back', 'cash-back-no-fee']);
    expect(keys(matchSuggestions(synonyms, 'Canada Tru'))).toEqual(['td']);
  });

  it('adds terms containing any single word, after the whole-text matches and without duplicates', () => {
    expect(keys(matchSuggestions(synonyms, 'cash free'))).toEqual(['cash-back', 'cash-back-no-fee', 'no-fee']);
    expect(keys(matchSuggestions(synonyms, 'no fee cash'))).toEqual(['cash-back-no-fee', 'cash-back', 'no-fee']);
  });

  it('ignores single-character words', () => {
    expect(keys(matchSuggestions(synonyms, 'a b'))).toEqual([]);
    expect(keys(matchSuggestions(synonyms, 'a costco'))).toEqual(['costco']);
  });

  it('returns nothing when no term matches', () => {
    expect(matchSuggestions(synonyms, 'mortgage')).toEqual([]);
  });

  it('keeps only plain suggestions when asked', () => {
    expect(keys(matchSuggestions(synonyms, 'e', { onlyPlainSuggestions: true }))).toEqual(['world-elite']);
    expect(keys(matchSuggestions(synonyms, 'world travel', { onlyPlainSuggestions: true }))).toEqual(['world-elite']);
    expect(keys(matchSuggestions(synonyms, 'world travel'))).toEqual(['travel', 'world-elite']);
  });

  it('with only plain suggestions, a label match on a quick link does not hide plain matches', () => {
    const costcoPage = synonym('costco-page', 'Costco', ['costco cards'], '/best-credit-cards/costco');
    expect(keys(matchSuggestions([costcoPage, costco], 'costco'))).toEqual(['costco-page']);
    expect(keys(matchSuggestions([costcoPage, costco], 'costco', { onlyPlainSuggestions: true }))).toEqual(['costco']);
  });

  it('compares terms without regard to case', () => {
    expect(keys(matchSuggestions([synonym('scene', 'Scene+', ['Scene Plus'])], 'scene p'))).toEqual(['scene']);
  });
});

describe('data/search-synonyms.json', () => {
  const readData = (name: string): unknown =>
    JSON.parse(readFileSync(new URL(`../../../../data/${name}`, import.meta.url), 'utf8'));
  const data = readData('search-synonyms.json');

  it('parses as a list of search synonyms with unique keys and labels', () => {
    const parsed = SearchSynonym.array().min(60).parse(data);
    expect(new Set(parsed.map((entry) => entry.key)).size).toBe(parsed.length);
    expect(new Set(parsed.map((entry) => entry.label.toLowerCase())).size).toBe(parsed.length);
    for (const entry of parsed) for (const term of entry.terms) expect(term).toBe(term.toLowerCase());
  });

  it('links only to best-card pages that exist', () => {
    const parsed = SearchSynonym.array().parse(data);
    const pageSlugs = new Set(
      ['categories.json', 'issuers.json', 'networks.json'].flatMap((name) =>
        (readData(name) as Array<{ slug: string }>).map((entry) => entry.slug),
      ),
    );
    const missing = parsed
      .filter((entry) => entry.slug !== '')
      .filter((entry) => !pageSlugs.has(entry.slug.replace(/^\/best-credit-cards\//, '')))
      .map((entry) => entry.slug);
    expect(missing).toEqual([]);
  });

  it('answers common searches with the expected page', () => {
    const parsed = SearchSynonym.array().parse(data);
    expect(matchSuggestions(parsed, 'amex').map((entry) => entry.slug)).toContain(
      '/best-credit-cards/american-express',
    );
    expect(matchSuggestions(parsed, 'cashback')[0]?.slug).toBe('/best-credit-cards/cash-back');
    expect(matchSuggestions(parsed, 'scene+')[0]?.key).toBe('program-scene-plus');
  });
});
