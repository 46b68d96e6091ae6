import { describe, expect, it } from 'vitest';
import { MBNA_CARD, mbnaWith } from '../rating/test-fixtures';
import { searchCardsByName } from './cards-by-name';

const tangerine = mbnaWith((draft) => {
  draft.slug = 'tangerine-money-back';
  draft.name = 'Tangerine Money-Back Credit Card';
  draft.displayName = 'Tangerine Money-Back';
  draft.issuer = 'tangerine';
});
const hidden = mbnaWith((draft) => {
  draft.slug = 'mbna-retired';
  draft.name = 'A retired Mastercard';
  draft.displayName = 'A retired Mastercard';
  draft.hidden = true;
});
const CARDS = [MBNA_CARD, tangerine, hidden];
const ISSUERS = new Map([
  ['mbna', 'MBNA'],
  ['tangerine', 'Tangerine'],
]);
const slugs = (query: string, limit = 10, includeHidden = false) =>
  searchCardsByName(CARDS, ISSUERS, query, includeHidden, limit).map((card) => card.slug);

describe('searchCardsByName', () => {
  it('finds every word of the query in the name or the issuer, accents and punctuation aside', () => {
    expect(slugs('money back')).toEqual(['tangerine-money-back']);
    expect(slugs('Tangérine')).toEqual(['tangerine-money-back']);
    expect(slugs('mbna rewards')).toEqual([MBNA_CARD.slug]);
  });

  it('leaves hidden cards out unless asked, and names starting with the query come first', () => {
    expect(slugs('mbna')).toEqual([MBNA_CARD.slug]);
    expect(slugs('mbna', 10, true)).toEqual([MBNA_CARD.slug, 'mbna-retired']);
  });

  it('finds nothing under 3 characters, and no card when asked for none', () => {
    expect(slugs('mb')).toEqual([]);
    expect(slugs('mbna', 0)).toEqual([]);
    expect(slugs('mbna', 10, true)).toHaveLength(2);
    expect(slugs('mbna', 1, true)).toHaveLength(1);
  });
});
