import { FEATURE_FLAGS } from '@cardgenius/core';
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS } from './menu-data';
import { type MenuContext, visibleLinks } from './menu-items';

const context: MenuContext = {
  features: { ...FEATURE_FLAGS },
  today: '2026-11-21',
  maxOfferValue: 100,
};
const bestColumn = MENU_GROUPS.find((group) => group.id === 'best')?.columns[0];
if (!bestColumn) throw new Error('the Best Credit Cards group has a first column');
const names = (links: { name: string }[]) => links.map((link) => link.name);

describe('visibleLinks', () => {
  it('shows the offers link with its amount while an offer is above 0, and the newsletter link at 0', () => {
    const on = { ...context, features: { ...context.features, offers: true, newsletter: true } };
    expect(names(visibleLinks(bestColumn, on))).toContain('Gift card offers: $100 Cash Back');
    expect(names(visibleLinks(bestColumn, on))).not.toContain('Free newsletter');
    const none = visibleLinks(bestColumn, { ...on, maxOfferValue: 0 });
    expect(names(none)).toContain('Free newsletter');
    expect(names(none).some((name) => name.startsWith('Gift card offers'))).toBe(false);
  });

  it('leaves out links to sections that are switched off', () => {
    const off = { ...context, features: { ...context.features, offers: false, newsletter: false } };
    expect(names(visibleLinks(bestColumn, off))).toEqual(['See all', 'By type', 'By bank', 'Best card for you']);
  });

  it('replaces the Reviews column with the menu placements, by index', () => {
    const reviews = MENU_GROUPS.flatMap((group) => group.columns).find((column) => column.reviews);
    if (!reviews) throw new Error('there is a Reviews column');
    const placements = [
      { index: 1, name: 'B', slug: 'b', link: '/credit-cards/b' },
      { index: 0, name: 'A', slug: 'a', link: '/credit-cards/a' },
    ];
    expect(visibleLinks(reviews, context, placements)).toEqual([
      { name: 'A', to: '/credit-cards/a' },
      { name: 'B', to: '/credit-cards/b' },
    ]);
  });

  it('hides dated links outside their window', () => {
    const column = {
      title: 'Deals',
      items: [{ name: 'Old', to: '/x', startDate: '2020-02-01', endDate: '2021-01-01' }],
    };
    expect(visibleLinks(column, context)).toEqual([]);
  });
});
