import { describe, expect, it } from 'vitest';
import type { BestCardCategory, Network } from '../catalogue/schema';
import { bestCardsIndex, bestCardsPageFor } from './best-cards-page';
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
    { slug: 'amex', name: 'American Express', acceptance: 3, description: 'Amex cards, taken in fewer shops.' },
  ] satisfies Network[],
  cards: [
    { issuer: 'td', network: 'visa' as const, hidden: false, status: 'offered' as const },
    { issuer: 'td', network: 'visa' as const, hidden: false, status: 'offered' as const },
    { issuer: 'mbna', network: 'visa' as const, hidden: false, status: 'offered' as const },
    // Tangerine's only card is hidden, so it has no page; nor is it counted under its network.
    { issuer: 'tangerine', network: 'amex' as const, hidden: true, status: 'offered' as const },
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

describe('bestCardsIndex', () => {
  it('lists every category, every bank with a listed card and every network, with listed-card counts', () => {
    const index = bestCardsIndex(catalogue);
    expect(index).toEqual({
      categories: catalogue.categories.map(({ slug, name, description }) => ({ slug, name, description })),
      issuers: [
        { slug: 'td', name: 'TD Canada Trust', cardCount: 2 },
        { slug: 'mbna', name: 'MBNA', cardCount: 1 },
      ],
      networks: [
        { slug: 'visa', name: 'Visa', cardCount: 3 },
        { slug: 'amex', name: 'American Express', cardCount: 0 },
      ],
    });
  });

  it('lists only slugs that name a page, each the page of its kind (a category named like a bank aside)', () => {
    const index = bestCardsIndex(catalogue);
    for (const { slug } of index.issuers) {
      expect(bestCardsPageFor(slug, catalogue)?.kind).toBe(slug === 'mbna' ? 'category' : 'issuer');
    }
    for (const { slug } of [...index.categories, ...index.networks])
      expect(bestCardsPageFor(slug, catalogue)).not.toBeNull();
  });
});
