import { describe, expect, it } from 'vitest';
import type { BestCardCategory, Network } from '../catalogue/schema';
import { bestCardsPageFor } from './best-cards-page';
import { bestCardsState } from './best-cards-state';
import { fixtureIssuer, TRAVEL_CATEGORY } from './test-fixtures';

const issuer = fixtureIssuer;
const catalogue = {
  categories: [
    TRAVEL_CATEGORY,
    // A category that shares its slug with a bank wins: categories come first.
    {
      slug: 'mbna',
      name: 'A category named like a bank',
      preset: null,
      icon: 'bank',
      description: 'A category whose slug is also a bank’s.',
      body: 'A category whose slug is also a bank’s, to show which of the two a page is.',
    },
  ] satisfies BestCardCategory[],
  issuers: [issuer('td', 'TD Canada Trust'), issuer('mbna', 'MBNA'), issuer('tangerine', 'Tangerine')],
  networks: [
    { slug: 'visa', name: 'Visa', acceptance: 5, description: 'Visa cards, taken nearly everywhere in Canada.' },
  ] satisfies Network[],
  cards: [
    { issuer: 'td', hidden: false, status: 'offered' as const },
    { issuer: 'mbna', hidden: false, status: 'offered' as const },
    // Tangerine's only card is hidden, so it has no page.
    { issuer: 'tangerine', hidden: true, status: 'offered' as const },
  ],
};

describe('bestCardsPageFor', () => {
  it('names a category’s page with its own title and text, ranked with its preset', () => {
    expect(bestCardsPageFor('travel', catalogue)).toEqual({
      kind: 'category',
      slug: 'travel',
      title: 'Best Travel Credit Cards',
      intro: catalogue.categories[0]?.body,
      state: bestCardsState({ kind: 'category', slug: 'travel', preset: 'travel' }),
    });
  });

  it('names a bank’s page when the bank has a listed card, and a network’s page', () => {
    expect(bestCardsPageFor('td', catalogue)).toMatchObject({
      kind: 'issuer',
      title: 'Best TD Canada Trust credit cards',
      intro: 'TD Canada Trust, a Canadian card issuer of long standing.',
      state: { issuers: ['td'] },
    });
    expect(bestCardsPageFor('visa', catalogue)).toMatchObject({
      kind: 'network',
      title: 'Best Visa credit cards',
      state: { networks: ['visa'] },
    });
  });

  it('prefers a category to a bank of the same slug, and finds no page for a bank without listed cards or an unknown slug', () => {
    expect(bestCardsPageFor('mbna', catalogue)?.kind).toBe('category');
    expect(bestCardsPageFor('tangerine', catalogue)).toBeNull();
    expect(bestCardsPageFor('no-such-list', catalogue)).toBeNull();
  });
});
