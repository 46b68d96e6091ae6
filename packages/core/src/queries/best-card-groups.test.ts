import { describe, expect, it } from 'vitest';
import { bestCardGroups } from './best-card-groups';
import { fixtureIssuer, TRAVEL_CATEGORY } from './test-fixtures';

const issuer = fixtureIssuer;
const catalogue = {
  categories: [TRAVEL_CATEGORY],
  issuers: [issuer('td', 'TD Canada Trust'), issuer('tangerine', 'Tangerine'), issuer('mbna', 'MBNA')],
  cards: [
    { issuer: 'td', hidden: false, status: 'offered' as const },
    { issuer: 'td', hidden: false, status: 'offered' as const },
    { issuer: 'mbna', hidden: false, status: 'offered' as const },
    // Tangerine's only card is hidden, and a withdrawn MBNA card is not counted.
    { issuer: 'tangerine', hidden: true, status: 'offered' as const },
    { issuer: 'mbna', hidden: false, status: 'discontinued' as const },
  ],
};

describe('bestCardGroups', () => {
  it('groups by type: every category, in order, ranked as a category scope', () => {
    expect(bestCardGroups('type', catalogue)).toEqual([
      {
        slug: 'travel',
        name: 'Best Travel Credit Cards',
        description: 'Cards whose points are worth most for travel.',
        colors: null,
        cardCount: null,
        scope: { kind: 'category', slug: 'travel' },
      },
    ]);
  });

  it('groups by bank: every bank with a listed card, in order, with its colours and listed count', () => {
    const groups = bestCardGroups('bank', catalogue);
    expect(groups.map((group) => [group.slug, group.cardCount])).toEqual([
      ['td', 2],
      ['mbna', 1],
    ]);
    expect(groups[0]).toMatchObject({ colors: { primary: '#112233' }, scope: { kind: 'issuer', slug: 'td' } });
  });
});
