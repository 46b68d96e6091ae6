import { describe, expect, it } from 'vitest';
import type { BestCardCategory, CatalogueCard } from '../catalogue/schema';
import { MBNA_CARD, MBNA_REWARDS, mbnaWith } from '../rating/test-fixtures';
import type { SearchSynonym } from '../search/search-synonym';
import { type ListRequest, ListScopeError, rankLists } from './rank-lists';

const card = (slug: string, change: (draft: CatalogueCard) => void = () => {}) =>
  mbnaWith((draft) => {
    draft.slug = slug;
    change(draft);
  });

// The MBNA card and three of its kind: one asking for $150,000 of income, one on Visa from another
// issuer, one in the travel category with no fee.
const CARDS = [
  MBNA_CARD,
  card('high-income', (draft) => {
    draft.requirements.personalIncome = 150_000;
  }),
  card('visa-card', (draft) => {
    draft.issuer = 'tangerine';
    draft.network = 'visa';
  }),
  card('no-fee-travel', (draft) => {
    draft.categories = ['travel'];
    draft.fees.annual = 0;
  }),
];
const PROGRAMS = new Map([[MBNA_REWARDS.slug, MBNA_REWARDS]]);
const TRAVEL: BestCardCategory = {
  slug: 'travel',
  name: 'Best Travel Credit Cards',
  preset: 'travel',
  icon: 'plane',
  description: 'Cards whose points go furthest on travel.',
  body: 'Ranked with points valued for travel, for the cards that earn travel rewards.',
};

const lists = (...requests: ListRequest[]) =>
  rankLists({ cards: CARDS, programs: PROGRAMS, categories: [TRAVEL], visitor: {}, lists: requests });
const slugs = (list: { cards: { slug: string }[] } | undefined) => list?.cards.map((entry) => entry.slug) ?? [];

describe('rankLists', () => {
  it('answers each named list from its scope: every card, or the visitor’s own filters', () => {
    const answer = lists(
      { name: 'all', scope: { kind: 'every-card' }, limit: 10 },
      { name: 'mine', scope: { kind: 'filters' }, limit: 10 },
    );
    expect(slugs(answer.all)).toContain('high-income');
    expect(slugs(answer.mine)).not.toContain('high-income');
    expect(answer.all?.total).toBe(CARDS.length);
  });

  it('trims each list to its limit, counting what it held before', () => {
    const { top } = lists({ name: 'top', scope: { kind: 'every-card' }, limit: 2 });
    expect(top?.cards).toHaveLength(2);
    expect(top?.total).toBe(CARDS.length);
  });

  it('ranks the chosen cards whatever the filters, and a network’s or an issuer’s cards', () => {
    const answer = lists(
      { name: 'chosen', scope: { kind: 'cards', slugs: ['high-income', 'visa-card'] }, limit: 5 },
      { name: 'visa', scope: { kind: 'network', slug: 'visa' }, limit: 5 },
      { name: 'mbna', scope: { kind: 'issuer', slug: 'mbna' }, limit: 5 },
    );
    expect(slugs(answer.chosen).sort()).toEqual(['high-income', 'visa-card']);
    expect(slugs(answer.visa)).toEqual(['visa-card']);
    expect(slugs(answer.mbna)).not.toContain('visa-card');
  });

  it('ranks a category’s own cards with its preset', () => {
    expect(slugs(lists({ name: 'travel', scope: { kind: 'category', slug: 'travel' }, limit: 5 }).travel)).toEqual([
      'no-fee-travel',
    ]);
  });

  it('finds cards like one card, never the card itself', () => {
    const { like } = lists({ name: 'like', scope: { kind: 'similar', slug: MBNA_CARD.slug }, limit: 2 });
    expect(slugs(like)).toHaveLength(2);
    expect(slugs(like)).not.toContain(MBNA_CARD.slug);
  });

  it('ranks the cards a search names, and the cards a search word stands for', () => {
    const tangerine = card('tangerine-money-back', (draft) => {
      draft.name = 'Tangerine Money-Back Credit Card';
      draft.displayName = 'Tangerine Money-Back';
      draft.issuer = 'tangerine';
      draft.network = 'visa';
    });
    const synonyms: SearchSynonym[] = [
      { label: 'Visa', terms: ['visa'], slug: '', key: 'network-visa', cardField: 'network' },
      { label: 'Low interest', terms: ['low rate'], slug: '', key: 'low-interest', cardField: null },
    ];
    const answer = rankLists({
      cards: [MBNA_CARD, CARDS[1] as CatalogueCard, tangerine],
      programs: PROGRAMS,
      categories: [],
      visitor: {},
      issuerNames: new Map([['tangerine', 'Tangerine']]),
      synonyms,
      lists: [
        { name: 'money-back', scope: { kind: 'name', query: 'Money back' }, limit: 5 },
        { name: 'mbna', scope: { kind: 'name', query: 'mbna rewards' }, limit: 5 },
        { name: 'by-issuer', scope: { kind: 'name', query: 'tangerine' }, limit: 5 },
        { name: 'too-short', scope: { kind: 'name', query: 'mb' }, limit: 5 },
        { name: 'visa', scope: { kind: 'synonym', query: 'visa' }, limit: 5 },
        { name: 'no-cards', scope: { kind: 'synonym', query: 'low rate' }, limit: 5 },
        { name: 'no-word', scope: { kind: 'synonym', query: 'qwerty' }, limit: 5 },
      ],
    });
    expect(slugs(answer['money-back'])).toEqual(['tangerine-money-back']);
    // Every card the search names, the $150,000-income one too.
    expect(slugs(answer.mbna).sort()).toEqual([MBNA_CARD.slug, 'high-income'].sort());
    expect(slugs(answer['by-issuer'])).toEqual(['tangerine-money-back']);
    expect(answer['too-short']).toEqual({ total: 0, cards: [] });
    expect(slugs(answer.visa)).toEqual(['tangerine-money-back']);
    expect(answer['no-cards']).toEqual({ total: 0, cards: [] });
    expect(answer['no-word']).toEqual({ total: 0, cards: [] });
  });

  it('names the list and the field when a scope points at nothing', () => {
    const fail = (request: ListRequest) => {
      try {
        lists({ name: 'fine', scope: { kind: 'every-card' }, limit: 1 }, request);
      } catch (error) {
        return error instanceof ListScopeError ? [error.list, error.field] : error;
      }
      return null;
    };
    expect(fail({ name: 'x', scope: { kind: 'category', slug: 'no-such' }, limit: 1 })).toEqual([1, 'scope.slug']);
    expect(fail({ name: 'x', scope: { kind: 'issuer', slug: 'no-such' }, limit: 1 })).toEqual([1, 'scope.slug']);
    expect(fail({ name: 'x', scope: { kind: 'similar', slug: 'no-such' }, limit: 1 })).toEqual([1, 'scope.slug']);
  });
});
