import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Award } from '@cardgenius/core/catalogue';
import {
  BestCardGroupsResponse,
  BestCardsIndexResponse,
  BestCardsPageResponse,
  CardDetail,
  CardPageResponse,
  CompareCardsResponse,
  ComparePageResponse,
  ErrorResponse,
  endpoints,
  GlobalResponse,
  OfferView,
  RankListsResponse,
  RankResponse,
  SearchPageResponse,
} from '@cardgenius/core/contract';
import { bestCardsState, EVERY_CARD } from '@cardgenius/core/queries';
import { filterStateInputArbitrary } from '@cardgenius/core/testing';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE_DIR } from '../../catalogue/read-catalogue-files';
import { cards } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { addOffer, clearOffers } from '../offers/offer-fixtures';

const t = await createTestApp();
afterAll(() => t.close());

const rank = async (body: unknown) => {
  const response = await t.postJson('/api/v2/card/rank', body);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('POST /api/v2/card/rank', () => {
  it('ranks the catalogue for the default profile, best first, with a breakdown per card', async () => {
    const { status, body } = await rank({});
    expect(status).toBe(200);
    const ranking = RankResponse.parse(body);
    // The default rating filter (3) keeps the above-average cards.
    expect(ranking.total).toBeGreaterThan(ranking.resultsPerPage);
    expect(ranking.cards).toHaveLength(ranking.resultsPerPage);
    expect(ranking.cards.every((card) => card.rating >= 3)).toBe(true);
    const everything = RankResponse.parse((await rank({ ratingFilter: 0, resultsPerPage: 500 })).body);
    expect(everything.total).toBeGreaterThanOrEqual(100);
    const ratings = ranking.cards.map((card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const card of ranking.cards) {
      expect(card.breakdown.components.length).toBeGreaterThan(0);
      expect(card.breakdown.categories).toHaveLength(8);
      expect(card.goUrl).toBe(`/go/${card.affiliateId}`);
    }
  });

  it('pages through the whole ranking without repeats', async () => {
    const first = RankResponse.parse((await rank({ ratingFilter: 0, resultsPerPage: 25, page: 1 })).body);
    const pages = Math.ceil(first.total / 25);
    const slugs = [...first.cards.map((card) => card.slug)];
    for (let page = 2; page <= pages; page++) {
      const next = RankResponse.parse((await rank({ ratingFilter: 0, resultsPerPage: 25, page })).body);
      slugs.push(...next.cards.map((card) => card.slug));
    }
    expect(slugs).toHaveLength(first.total);
    expect(new Set(slugs).size).toBe(first.total);
  });

  it('applies filters: issuer, network, fee maximum and rating floor', async () => {
    const amex = RankResponse.parse((await rank({ networks: ['amex'], ratingFilter: 0, resultsPerPage: 100 })).body);
    expect(amex.total).toBeGreaterThan(0);
    expect(amex.cards.every((card) => card.network === 'amex')).toBe(true);
    const noFee = RankResponse.parse((await rank({ annualFeeMax: 0, ratingFilter: 0, resultsPerPage: 100 })).body);
    expect(noFee.total).toBeGreaterThan(0);
    expect(noFee.cards.every((card) => card.annualFee === 0)).toBe(true);
    const td = RankResponse.parse((await rank({ issuers: ['td'], ratingFilter: 0, resultsPerPage: 100 })).body);
    expect(td.total).toBeGreaterThan(0);
    expect(td.cards.every((card) => card.issuer.slug === 'td')).toBe(true);
    const strong = RankResponse.parse((await rank({ ratingFilter: 4, resultsPerPage: 100 })).body);
    expect(strong.cards.every((card) => card.rating >= 4)).toBe(true);
  });

  it('changes the ranking with the spending profile', async () => {
    const grocery = RankResponse.parse(
      (
        await rank({
          monthlySpend: { regular: 100, grocery: 1500, gas: 0, drug: 0, restaurant: 0, bills: 0, travel: 0, store: 0 },
        })
      ).body,
    );
    const travel = RankResponse.parse(
      (
        await rank({
          monthlySpend: { regular: 100, grocery: 0, gas: 0, drug: 0, restaurant: 0, bills: 0, travel: 1500, store: 0 },
        })
      ).body,
    );
    expect(grocery.cards.map((card) => card.slug)).not.toEqual(travel.cards.map((card) => card.slug));
  });

  it('answers 400 naming each invalid field', async () => {
    const { status, body } = await rank({ annualFeeMax: -5, pointValueMode: 'gold', resultsPerPage: 0 });
    expect(status).toBe(400);
    const error = ErrorResponse.parse(body).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['annualFeeMax', 'pointValueMode', 'resultsPerPage']);
  });

  it('answers every generated filter state with a ranking, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        filterStateInputArbitrary(['american-express-cobalt-card', 'td-cash-back-visa-card']),
        async (input) => {
          const { status, body } = await rank(input);
          expect([200, 400]).toContain(status);
          if (status === 200) {
            const ranking = RankResponse.parse(body);
            expect(ranking.cards.length).toBeLessThanOrEqual(ranking.resultsPerPage);
          } else ErrorResponse.parse(body);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('POST /api/v2/card/rank-lists', () => {
  const rankLists = async (body: unknown) => {
    const response = await t.postJson('/api/v2/card/rank-lists', body);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers several named lists at once, each as the one-list ranking would', async () => {
    const state = { monthlySpend: 3000 };
    const { status, body } = await rankLists({
      state,
      lists: [
        { name: 'top', scope: { kind: 'every-card' }, limit: 3 },
        { name: 'travel', scope: { kind: 'category', slug: 'travel' }, limit: 3 },
        { name: 'chosen', scope: { kind: 'cards', slugs: ['american-express-cobalt-card'] }, limit: 1 },
        { name: 'like-cobalt', scope: { kind: 'similar', slug: 'american-express-cobalt-card' }, limit: 4 },
      ],
    });
    expect(status).toBe(200);
    const { lists } = RankListsResponse.parse(body);
    const alone = RankResponse.parse((await rank({ ...state, ...EVERY_CARD, resultsPerPage: 3 })).body);
    expect(lists.top?.cards.map((card) => card.slug)).toEqual(alone.cards.map((card) => card.slug));
    expect(lists.top?.total).toBe(alone.total);
    const travel = bestCardsState({ kind: 'category', slug: 'travel', preset: 'travel' }, state);
    const travelAlone = RankResponse.parse((await rank({ ...travel, resultsPerPage: 3 })).body);
    expect(lists.travel?.cards.map((card) => card.rating)).toEqual(travelAlone.cards.map((card) => card.rating));
    expect(lists.chosen?.cards.map((card) => card.slug)).toEqual(['american-express-cobalt-card']);
    expect(lists['like-cobalt']?.cards).toHaveLength(4);
    expect(lists['like-cobalt']?.cards.map((card) => card.slug)).not.toContain('american-express-cobalt-card');
  });

  it('ranks the cards a search names, and the cards a search word stands for', async () => {
    const { status, body } = await rankLists({
      state: { monthlySpend: 3000 },
      lists: [
        { name: 'named', scope: { kind: 'name', query: 'td aeroplan' }, limit: 50 },
        { name: 'bank', scope: { kind: 'synonym', query: 'scotia' }, limit: 50 },
        { name: 'nothing', scope: { kind: 'synonym', query: 'zzzzzz' }, limit: 5 },
      ],
    });
    expect(status).toBe(200);
    const { lists } = RankListsResponse.parse(body);
    const found = (await (await t.postJson('/api/v2/card/search', { query: 'td aeroplan', limit: 50 })).json()) as {
      cards: Array<{ slug: string }>;
    };
    expect(lists.named?.cards.map((card) => card.slug).sort()).toEqual(found.cards.map((card) => card.slug).sort());
    const ratings = lists.named?.cards.map((card) => card.rating) ?? [];
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(lists.bank?.cards.length).toBeGreaterThan(2);
    expect(lists.bank?.cards.every((card) => card.issuer.slug === 'scotiabank')).toBe(true);
    expect(lists.nothing).toEqual({ total: 0, cards: [] });
  });

  it('names the list and field to fix when a scope points at nothing, or two lists share a name', async () => {
    const unknown = await rankLists({
      lists: [
        { name: 'top', scope: { kind: 'every-card' }, limit: 1 },
        { name: 'nowhere', scope: { kind: 'category', slug: 'no-such-category' }, limit: 1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(ErrorResponse.parse(unknown.body).error.fields).toHaveProperty(['lists.1.scope.slug']);
    const twice = await rankLists({
      lists: [
        { name: 'top', scope: { kind: 'every-card' }, limit: 1 },
        { name: 'top', scope: { kind: 'filters' }, limit: 1 },
      ],
    });
    expect(twice.status).toBe(400);
    const badState = await rankLists({
      state: { monthlySpend: -5 },
      lists: [{ name: 'a', scope: { kind: 'filters' }, limit: 1 }],
    });
    expect(badState.status).toBe(400);
  });
});

describe('GET /api/v2/card/{slug}', () => {
  it('answers every fact of the card and its rating for the default profile', async () => {
    const response = await t.app.request('/api/v2/card/american-express-cobalt-card');
    expect(response.status).toBe(200);
    const detail = CardDetail.parse(await response.json());
    expect(detail.card.displayName).toMatch(/Cobalt/);
    expect(detail.issuer.name).toBe('American Express');
    expect(detail.defaultRating.rating).toBeGreaterThan(0);
    expect(detail.card.sourceUrl).toMatch(/^https:\/\//);
  });

  it('names the awards the card won, from the catalogue’s awards, and none for a card without any', async () => {
    const awards = JSON.parse(readFileSync(join(CATALOGUE_DIR, 'awards.json'), 'utf8')) as Award[];
    const winner = awards[0] as Award;
    const won = awards.filter((award) => award.cardSlug === winner.cardSlug);
    const detail = CardDetail.parse(await (await t.app.request(`/api/v2/card/${winner.cardSlug}`)).json());
    expect(detail.awards.map((award) => award.key).sort()).toEqual(won.map((award) => award.key).sort());
    expect(detail.awards.find((award) => award.key === winner.key)).toEqual({
      key: winner.key,
      name: winner.name,
      year: winner.year,
      category: winner.category,
    });
    const awarded = new Set(awards.map((award) => award.cardSlug));
    const { cards } = (await (await t.app.request('/api/v2/cards')).json()) as { cards: { slug: string }[] };
    const without = cards.find((card) => !awarded.has(card.slug));
    const plain = CardDetail.parse(await (await t.app.request(`/api/v2/card/${without?.slug}`)).json());
    expect(plain.awards).toEqual([]);
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await t.app.request('/api/v2/card/no-such-card');
    expect(response.status).toBe(404);
    expect(ErrorResponse.parse(await response.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('POST /api/v2/card/{slug}/page', () => {
  const cardPage = async (slug: string, body: unknown) => {
    const response = await t.postJson(`/api/v2/card/${slug}/page`, body);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const cobalt = 'american-express-cobalt-card';

  it('answers in one call what the card, rank-lists and offer calls answer for the same visitor', async () => {
    const state = { monthlySpend: 3000, province: 'QC' };
    await clearOffers(t);
    await addOffer(t, { id: 'cobalt-page', cardSlug: cobalt, dollars: 120 });
    const { status, body } = await cardPage(cobalt, { state });
    expect(status).toBe(200);
    const page = CardPageResponse.parse(body);
    expect(page.detail).toEqual(CardDetail.parse(await (await t.app.request(`/api/v2/card/${cobalt}`)).json()));
    const { lists } = RankListsResponse.parse(
      await (
        await t.postJson('/api/v2/card/rank-lists', {
          state,
          lists: [
            { name: 'own', scope: { kind: 'cards', slugs: [cobalt] }, limit: 1 },
            { name: 'similar', scope: { kind: 'similar', slug: cobalt }, limit: 4 },
          ],
        })
      ).json(),
    );
    expect(page.rating).toMatchObject({
      rating: lists.own?.cards[0]?.rating,
      breakdown: lists.own?.cards[0]?.breakdown,
    });
    expect(page.rating?.rating).not.toBe(page.detail.defaultRating.rating);
    expect(page.similar.map((card) => card.slug)).toEqual(lists.similar?.cards.map((card) => card.slug));
    expect(page.similar).toHaveLength(4);
    const { issuers } = endpoints.listIssuers.responses[200].parse(
      await (await t.app.request('/api/v2/issuers')).json(),
    );
    for (const card of page.similar) {
      expect(card.issuer.colors).toEqual(issuers.find((issuer) => issuer.slug === card.issuer.slug)?.colors);
    }
    expect(page.offer).toEqual(OfferView.parse(await (await t.app.request(`/api/v2/offers/${cobalt}`)).json()));
    expect(page.offer).toMatchObject({ id: 'cobalt-page', amount: 120 });
  });

  it('answers no offer for a card without one, and no visitor rating for a card the lists leave out', async () => {
    await clearOffers(t);
    const slug = 'td-cash-back-visa-card';
    expect(CardPageResponse.parse((await cardPage(slug, {})).body).offer).toBeNull();
    await t.database.db.update(cards).set({ hidden: true }).where(eq(cards.slug, slug));
    await t.deps.catalogue.refresh();
    try {
      const page = CardPageResponse.parse((await cardPage(slug, {})).body);
      expect(page.detail.card.slug).toBe(slug);
      expect(page.rating).toBeNull();
    } finally {
      await t.database.db.update(cards).set({ hidden: false }).where(eq(cards.slug, slug));
      await t.deps.catalogue.refresh();
    }
  });

  it('answers every generated filter state on a real card with its page, never a 5xx', async () => {
    const { cards: listed } = await t.deps.catalogue.get();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...listed.map((card) => card.slug)),
        filterStateInputArbitrary([cobalt, 'td-cash-back-visa-card']),
        async (slug, state) => {
          const { status, body } = await cardPage(slug, { state });
          expect([200, 400]).toContain(status);
          if (status === 200) {
            const page = CardPageResponse.parse(body);
            expect(page.detail.card.slug).toBe(slug);
            expect(page.similar.map((card) => card.slug)).not.toContain(slug);
          } else ErrorResponse.parse(body);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers 404 for an unknown card and 400 naming the state field to fix', async () => {
    const unknown = await cardPage('no-such-card', {});
    expect(unknown.status).toBe(404);
    expect(ErrorResponse.parse(unknown.body).error.code).toBe('NOT_FOUND');
    const badState = await cardPage(cobalt, { state: { monthlySpend: -5 } });
    expect(badState.status).toBe(400);
    expect(Object.keys(ErrorResponse.parse(badState.body).error.fields ?? {})).toEqual(['state.monthlySpend']);
  });
});

describe('GET /api/v2/best-cards', () => {
  it('lists every best-card page as the category, issuer and network lists do, each slug naming its page', async () => {
    const response = await t.app.request('/api/v2/best-cards');
    expect(response.status).toBe(200);
    const index = BestCardsIndexResponse.parse(await response.json());
    const list = async (path: string) => (await t.app.request(`/api/v2/${path}`)).json();
    const { categories } = endpoints.listCategories.responses[200].parse(await list('categories'));
    const { issuers } = endpoints.listIssuers.responses[200].parse(await list('issuers'));
    const { networks } = endpoints.listNetworks.responses[200].parse(await list('networks'));
    expect(index.categories).toEqual(categories.map(({ slug, name, description }) => ({ slug, name, description })));
    expect(index.issuers).toEqual(
      issuers.filter((issuer) => issuer.cardCount > 0).map(({ slug, name, cardCount }) => ({ slug, name, cardCount })),
    );
    expect(index.issuers.length).toBeGreaterThan(5);
    expect(index.networks).toEqual(networks.map(({ slug, name, cardCount }) => ({ slug, name, cardCount })));
    for (const [kind, pages] of [
      ['category', index.categories],
      ['issuer', index.issuers],
      ['network', index.networks],
    ] as const) {
      for (const { slug } of pages) {
        const page = BestCardsPageResponse.parse(await list(`best-cards/${slug}`));
        expect(`${slug}: ${page.kind}`).toBe(`${slug}: ${kind}`);
      }
    }
  });
});

describe('GET /api/v2/best-cards/{slug}', () => {
  const bestPage = async (slug: string) => {
    const response = await t.app.request(`/api/v2/best-cards/${slug}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers a category’s page in one call, as the category list and the ranking answer it', async () => {
    const { categories } = endpoints.listCategories.responses[200].parse(
      await (await t.app.request('/api/v2/categories')).json(),
    );
    const travel = categories.find((category) => category.slug === 'travel');
    if (!travel) throw new Error('The catalogue has no travel category.');
    const page = BestCardsPageResponse.parse((await bestPage('travel')).body);
    expect(page).toMatchObject({ kind: 'category', title: travel.name, intro: travel.body });
    const ranked = RankResponse.parse((await rank(bestCardsState({ kind: 'category', ...travel }))).body);
    expect(page.total).toBe(ranked.total);
    expect(page.cards).toEqual(ranked.cards);
    expect(page.cards).toHaveLength(Math.min(25, ranked.total));
  });

  it('answers a bank’s page with its cards only, and a network’s with its cards only', async () => {
    const td = BestCardsPageResponse.parse((await bestPage('td')).body);
    expect(td).toMatchObject({ kind: 'issuer', title: 'Best TD Canada Trust credit cards' });
    expect(td.cards.length).toBeGreaterThan(3);
    expect(new Set(td.cards.map((card) => card.issuer.slug))).toEqual(new Set(['td']));
    const visa = BestCardsPageResponse.parse((await bestPage('visa')).body);
    expect(visa).toMatchObject({ kind: 'network', title: 'Best Visa credit cards' });
    expect(visa.cards.every((card) => card.network === 'visa')).toBe(true);
  });

  it('answers 404 naming the slug when it names no list, a bank without a listed card included', async () => {
    const unknown = await bestPage('no-such-list');
    expect(unknown.status).toBe(404);
    expect(ErrorResponse.parse(unknown.body).error).toMatchObject({ code: 'NOT_FOUND' });
    expect(ErrorResponse.parse(unknown.body).error.message).toContain('no-such-list');
    // Every TD card hidden for a moment: TD has no page until one is listed again.
    const shown = await t.database.db
      .select({ slug: cards.slug })
      .from(cards)
      .where(and(eq(cards.issuerSlug, 'td'), eq(cards.hidden, false)));
    const slugs = shown.map((card) => card.slug);
    await t.database.db.update(cards).set({ hidden: true }).where(inArray(cards.slug, slugs));
    await t.deps.catalogue.refresh();
    try {
      expect((await bestPage('td')).status).toBe(404);
    } finally {
      await t.database.db.update(cards).set({ hidden: false }).where(inArray(cards.slug, slugs));
      await t.deps.catalogue.refresh();
    }
    expect((await bestPage('td')).status).toBe(200);
  });
});

describe('POST /api/v2/card/compare', () => {
  const compare = async (body: unknown) => {
    const response = await t.postJson('/api/v2/card/compare', body);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const chosen = ['td-cash-back-visa-card', 'american-express-cobalt-card'];

  it('answers the chosen cards in the order asked, rated for the visitor whatever their filters, with their facts', async () => {
    // A floor and an issuer filter that would leave both cards out of the compare list.
    const state = { monthlySpend: 2500, ratingFilter: 5, issuers: ['neo'] };
    const { status, body } = await compare({ state, slugs: [...chosen, 'no-such-card'] });
    expect(status).toBe(200);
    const { cards: compared } = CompareCardsResponse.parse(body);
    expect(compared.map((entry) => entry.card.slug)).toEqual(chosen);
    const { lists } = RankListsResponse.parse(
      await (
        await t.postJson('/api/v2/card/rank-lists', {
          state,
          lists: [{ name: 'chosen', scope: { kind: 'cards', slugs: chosen }, limit: 2 }],
        })
      ).json(),
    );
    for (const entry of compared) {
      const alone = lists.chosen?.cards.find((card) => card.slug === entry.card.slug);
      expect(entry.ranked.rating).toBe(alone?.rating);
      expect(entry.ranked.slug).toBe(entry.card.slug);
      const detail = CardDetail.parse(await (await t.app.request(`/api/v2/card/${entry.card.slug}`)).json());
      expect(entry.card).toEqual(detail.card);
      expect(entry.ranked.issuer.colors).toEqual(detail.issuer.colors);
    }
  });

  it('answers 400 naming what to fix: no card, too many, the same card twice, a state that is not valid', async () => {
    const fieldsOf = async (body: unknown) => {
      const answer = await compare(body);
      expect(answer.status).toBe(400);
      return Object.keys(ErrorResponse.parse(answer.body).error.fields ?? {});
    };
    expect(await fieldsOf({ slugs: [] })).toEqual(['slugs']);
    expect(await fieldsOf({ slugs: ['a', 'b', 'c', 'd', 'e'] })).toEqual(['slugs']);
    expect(await fieldsOf({ slugs: [chosen[0], chosen[0]] })).toEqual(['slugs']);
    expect(await fieldsOf({ slugs: chosen, state: { monthlySpend: -5 } })).toEqual(['state.monthlySpend']);
  });
});

describe('POST /api/v2/best-cards/groups', () => {
  const groupsFor = async (body: unknown) => {
    const response = await t.postJson('/api/v2/best-cards/groups', body);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const state = { monthlySpend: 3000, province: 'QC' };

  it('answers every category’s top cards in one call, as the category list and rank-lists answer them', async () => {
    const { categories } = endpoints.listCategories.responses[200].parse(
      await (await t.app.request('/api/v2/categories')).json(),
    );
    const { groups } = BestCardGroupsResponse.parse((await groupsFor({ state, by: 'type', limit: 3 })).body);
    expect(groups.map((group) => group.slug)).toEqual(categories.map((category) => category.slug));
    const { lists } = RankListsResponse.parse(
      await (
        await t.postJson('/api/v2/card/rank-lists', {
          state,
          lists: categories.map((category) => ({
            name: category.slug,
            scope: { kind: 'category', slug: category.slug },
            limit: 3,
          })),
        })
      ).json(),
    );
    for (const group of groups) {
      const category = categories.find((entry) => entry.slug === group.slug);
      expect(group).toMatchObject({ name: category?.name, description: category?.description, colors: null });
      expect(group.total).toBe(lists[group.slug]?.total);
      expect(group.cards).toEqual(lists[group.slug]?.cards);
    }
  });

  it('answers every bank with a listed card, with its colours and count, and its top cards', async () => {
    const { issuers } = endpoints.listIssuers.responses[200].parse(
      await (await t.app.request('/api/v2/issuers')).json(),
    );
    const { groups } = BestCardGroupsResponse.parse((await groupsFor({ by: 'bank' })).body);
    const withCards = issuers.filter((issuer) => issuer.cardCount > 0);
    expect(groups.map((group) => [group.slug, group.cardCount, group.colors])).toEqual(
      withCards.map((issuer) => [issuer.slug, issuer.cardCount, issuer.colors]),
    );
    for (const group of groups) {
      expect(group.cards.length).toBeLessThanOrEqual(3);
      expect(group.cards.every((card) => card.issuer.slug === group.slug)).toBe(true);
    }
  });

  it('answers 400 naming the field to fix', async () => {
    const unknown = await groupsFor({ by: 'colour' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(ErrorResponse.parse(unknown.body).error.fields ?? {})).toEqual(['by']);
    const badState = await groupsFor({ by: 'type', state: { monthlySpend: -5 } });
    expect(badState.status).toBe(400);
    expect(Object.keys(ErrorResponse.parse(badState.body).error.fields ?? {})).toEqual(['state.monthlySpend']);
  });
});

describe('POST /api/v2/card/compare-page', () => {
  const comparePage = async (body: unknown) => {
    const response = await t.postJson('/api/v2/card/compare-page', body);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const chosen = ['td-cash-back-visa-card', 'american-express-cobalt-card'];

  it('answers in one call what the rank, compare and list calls answer for the same visitor', async () => {
    const state = { monthlySpend: 3000, issuers: ['td', 'amex'], sort: 'annualFee', province: 'QC' };
    const { status, body } = await comparePage({ state, compare: chosen });
    expect(status).toBe(200);
    const page = ComparePageResponse.parse(body);
    expect(page.ranking).toEqual(RankResponse.parse((await rank(state)).body));
    // The compared cards are rated for the visitor's profile whatever their filters, in the order chosen.
    const compared = CompareCardsResponse.parse(
      await (
        await t.postJson('/api/v2/card/compare', {
          state: { monthlySpend: 3000, province: 'QC' },
          slugs: chosen,
        })
      ).json(),
    );
    expect(page.compared).toEqual(compared.cards);
    expect(page.compared.map((entry) => entry.card.slug)).toEqual(chosen);
    const { issuers } = endpoints.listIssuers.responses[200].parse(
      await (await t.app.request('/api/v2/issuers')).json(),
    );
    expect(page.issuers).toEqual(
      issuers.map(({ slug, name, colors, cardCount }) => ({ slug, name, colors, cardCount })),
    );
    const { networks } = endpoints.listNetworks.responses[200].parse(
      await (await t.app.request('/api/v2/networks')).json(),
    );
    expect(page.networks).toEqual(networks.map(({ slug, name }) => ({ slug, name })));
    const { categories } = endpoints.listCategories.responses[200].parse(
      await (await t.app.request('/api/v2/categories')).json(),
    );
    expect(page.categories).toEqual(categories.map(({ slug, name }) => ({ slug, name })));
  });

  it('compares nothing when no card is chosen, and leaves out a card it does not list', async () => {
    expect(ComparePageResponse.parse((await comparePage({})).body).compared).toEqual([]);
    const page = ComparePageResponse.parse((await comparePage({ compare: ['no-such-card', chosen[1]] })).body);
    expect(page.compared.map((entry) => entry.card.slug)).toEqual([chosen[1]]);
  });

  it('answers 400 naming the field to fix: a state field, a fifth card, a card chosen twice', async () => {
    const badState = await comparePage({ state: { monthlySpend: -5 } });
    expect(badState.status).toBe(400);
    expect(Object.keys(ErrorResponse.parse(badState.body).error.fields ?? {})).toEqual(['state.monthlySpend']);
    const five = await comparePage({ compare: ['a', 'b', 'c', 'd', 'e'] });
    expect(five.status).toBe(400);
    expect(Object.keys(ErrorResponse.parse(five.body).error.fields ?? {})).toEqual(['compare']);
    const twice = await comparePage({ compare: [chosen[0], chosen[0]] });
    expect(twice.status).toBe(400);
    expect(ErrorResponse.parse(twice.body).error.fields?.compare).toBe('each card can be compared once');
  });
});

describe('GET /api/v2/card/{slug}/offer-history', () => {
  it('answers the dated offers oldest first, each with its source, and how today’s compares', async () => {
    const response = await t.app.request('/api/v2/card/american-express-platinum-card/offer-history');
    expect(response.status).toBe(200);
    const history = endpoints.getCardOfferHistory.responses[200].parse(await response.json());
    expect(history.periods.length).toBeGreaterThan(10);
    const starts = history.periods.map((period) => period.startsOn);
    expect(starts).toEqual([...starts].sort());
    for (const period of history.periods) {
      expect(period.endsOn >= period.startsOn).toBe(true);
      expect(period.sourceUrl).toMatch(/^https:\/\/princeoftravel\.com\//);
    }
    expect(history.summary.highest?.points).toBe(Math.max(...history.periods.map((period) => period.points)));
    expect(history.summary.verdict).not.toBeNull();
    const detail = CardDetail.parse(await (await t.app.request('/api/v2/card/american-express-platinum-card')).json());
    expect(detail.offerHistory.summary).toEqual(history.summary);
  });

  it('answers an empty history without a verdict for a card with none, and 404 for an unknown card', async () => {
    const response = await t.app.request('/api/v2/card/neo-mastercard/offer-history');
    expect(response.status).toBe(200);
    const history = endpoints.getCardOfferHistory.responses[200].parse(await response.json());
    expect(history.periods).toEqual([]);
    expect(history.summary.verdict).toBeNull();
    expect((await t.app.request('/api/v2/card/no-such-card/offer-history')).status).toBe(404);
    const tooLong = await t.app.request(`/api/v2/card/${'x'.repeat(121)}/offer-history`);
    const body = await tooLong.text();
    expect(`${tooLong.status} ${body}`).toMatch(/^400 /);
    expect(Object.keys(ErrorResponse.parse(JSON.parse(body)).error.fields ?? {})).toEqual(['params.slug']);
  });
});

describe('POST /api/v2/card/search', () => {
  const search = async (body: unknown) =>
    (await t.postJson('/api/v2/card/search', body)).json() as Promise<{ cards: Array<{ slug: string }> }>;

  it('finds cards by name words, and nothing under 3 characters', async () => {
    expect((await search({ query: 'cobalt' })).cards.map((card) => card.slug)).toContain(
      'american-express-cobalt-card',
    );
    expect((await search({ query: 'td aeroplan' })).cards.length).toBeGreaterThanOrEqual(2);
    expect((await search({ query: 'co' })).cards).toEqual([]);
    expect((await search({ query: 'zzzzzz' })).cards).toEqual([]);
  });

  it('answers 400 for a query that is not text', async () => {
    const response = await t.postJson('/api/v2/card/search', { query: 42 });
    expect(response.status).toBe(400);
    expect(ErrorResponse.parse(await response.json()).error.fields).toHaveProperty('query');
  });

  it('answers at most 10 cards unless asked for another number, up to 50', async () => {
    const everyVisa = await search({ query: 'visa', limit: 50 });
    expect(everyVisa.cards.length).toBeGreaterThan(10);
    expect(everyVisa.cards.length).toBeLessThanOrEqual(50);
    expect((await search({ query: 'visa' })).cards).toEqual(everyVisa.cards.slice(0, 10));
    expect((await search({ query: 'visa', limit: 5 })).cards).toEqual(everyVisa.cards.slice(0, 5));
    expect((await search({ query: 'visa', limit: 0 })).cards).toEqual([]);
    for (const limit of [-1, 51, 2.5]) {
      const response = await t.postJson('/api/v2/card/search', { query: 'visa', limit });
      expect(response.status).toBe(400);
      expect(ErrorResponse.parse(await response.json()).error.fields).toHaveProperty('limit');
    }
  });
});

describe('POST /api/v2/card/search-page', () => {
  const searchPage = async (body: unknown) => {
    const response = await t.postJson('/api/v2/card/search-page', body);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const rankLists = async (body: unknown) =>
    RankListsResponse.parse(await (await t.postJson('/api/v2/card/rank-lists', body)).json()).lists;
  const state = { monthlySpend: 3500, province: 'ON' };

  it('answers in one call what the search, rank-lists and synonym calls answer for the same visitor', async () => {
    const { status, body } = await searchPage({
      query: ' scotia ',
      state,
      nameLimit: 50,
      rankedLimit: 50,
      groupLimit: 6,
      articles: 5,
    });
    expect(status).toBe(200);
    const page = SearchPageResponse.parse(body);
    const found = endpoints.searchCards.responses[200].parse(
      await (await t.postJson('/api/v2/card/search', { query: 'scotia', limit: 50, articles: 5 })).json(),
    );
    expect(page.cards).toEqual(found.cards);
    expect(page.articles).toEqual(found.articles);
    const lists = await rankLists({
      state,
      lists: [
        { name: 'named', scope: { kind: 'name', query: 'scotia' }, limit: 50 },
        { name: 'group', scope: { kind: 'synonym', query: 'scotia' }, limit: 6 },
      ],
    });
    expect(page.ranked).toEqual(lists.named);
    // The same cards, less the Quebec versions, which a ranking outside Quebec leaves out.
    const foundSlugs = new Set(found.cards.map((card) => card.slug));
    expect(page.ranked?.cards.every((card) => foundSlugs.has(card.slug))).toBe(true);
    expect(page.ranked?.total).toBeGreaterThan(found.cards.length / 2);
    const synonyms = endpoints.listSearchSynonyms.responses[200].parse(
      await (await t.postJson('/api/v2/misc/get-all-search-synonyms', {})).json(),
    );
    const scotiabank = synonyms.find((synonym) => synonym.key === 'issuer-scotiabank');
    expect(page.group).toEqual({
      label: scotiabank?.label,
      title: `${scotiabank?.label} cards`,
      href: scotiabank?.slug,
      sameIssuer: true,
      ...lists.group,
    });
    expect(page.group?.cards.every((card) => card.issuer.slug === 'scotiabank')).toBe(true);
    expect(page.quickLinks).toContainEqual({ label: scotiabank?.label, href: scotiabank?.slug });
  });

  it('lists names without ranking them unless asked, and answers a word that stands for no cards with none', async () => {
    const plain = SearchPageResponse.parse((await searchPage({ query: 'aeroplan' })).body);
    expect(plain.ranked).toBeNull();
    expect(plain.cards.length).toBeGreaterThan(0);
    const none = SearchPageResponse.parse((await searchPage({ query: 'zzzzzz', rankedLimit: 10 })).body);
    expect(none).toEqual({
      cards: [],
      ranked: { total: 0, cards: [] },
      group: null,
      suggestions: [],
      quickLinks: [],
      articles: [],
    });
    const empty = SearchPageResponse.parse((await searchPage({ query: '  ', rankedLimit: 10 })).body);
    expect(empty).toEqual({ ...none, ranked: null });
  });

  it('answers 400 naming the field to fix: a state field, a limit out of range, a query too long', async () => {
    const badState = await searchPage({ query: 'visa', state: { monthlySpend: -5 } });
    expect(badState.status).toBe(400);
    expect(Object.keys(ErrorResponse.parse(badState.body).error.fields ?? {})).toEqual(['state.monthlySpend']);
    for (const [field, value] of [
      ['rankedLimit', 51],
      ['groupLimit', 0],
      ['nameLimit', -1],
      ['articles', 11],
      ['query', 'x'.repeat(101)],
    ] as const) {
      const response = await searchPage({ query: 'visa', [field]: value });
      expect(response.status).toBe(400);
      expect(Object.keys(ErrorResponse.parse(response.body).error.fields ?? {})).toEqual([field]);
    }
  });
});

describe('catalogue lists', () => {
  it('lists issuers, networks, programs and categories with card counts', async () => {
    const issuers = (await (await t.app.request('/api/v2/issuers')).json()) as {
      issuers: Array<{ slug: string; cardCount: number }>;
    };
    expect(issuers.issuers.length).toBeGreaterThanOrEqual(17);
    expect(issuers.issuers.find((issuer) => issuer.slug === 'td')?.cardCount).toBeGreaterThan(0);
    const networks = (await (await t.app.request('/api/v2/networks')).json()) as {
      networks: Array<{ cardCount: number }>;
    };
    expect(networks.networks).toHaveLength(3);
    const programs = (await (await t.app.request('/api/v2/reward-programs')).json()) as { programs: unknown[] };
    expect(programs.programs.length).toBeGreaterThan(10);
    const categories = (await (await t.app.request('/api/v2/categories')).json()) as { categories: unknown[] };
    expect(categories.categories).toHaveLength(31);
  });

  it('lists every visible card with its bank’s name and the date of its figures, Quebec versions included', async () => {
    const { cards } = endpoints.listCards.responses[200].parse(await (await t.app.request('/api/v2/cards')).json());
    expect(cards.length).toBeGreaterThanOrEqual(120);
    expect(cards.some((card) => card.slug.endsWith('-quebec-version') || card.slug.endsWith('-quebec'))).toBe(true);
    expect(cards.every((card) => /^\d{4}-\d{2}-\d{2}$/.test(card.dataAsOf))).toBe(true);
    const { issuers } = endpoints.listIssuers.responses[200].parse(
      await (await t.app.request('/api/v2/issuers')).json(),
    );
    const names = new Map(issuers.map((issuer) => [issuer.slug, issuer.name]));
    expect(cards.every((card) => card.issuerName === names.get(card.issuer))).toBe(true);
    expect(cards.find((card) => card.slug === 'american-express-cobalt-card')?.issuerName).toBe('American Express');
  });

  it('answers every search synonym', async () => {
    const response = await t.postJson('/api/v2/misc/get-all-search-synonyms', {});
    const synonyms = (await response.json()) as Array<{ label: string; terms: string[] }>;
    expect(synonyms.length).toBeGreaterThanOrEqual(60);
    expect(synonyms.some((synonym) => synonym.terms.includes('aeroplan'))).toBe(true);
  });

  it('counts the cards compared once: the global count is the sum of the issuers’ and of the networks’ counts', async () => {
    const global = GlobalResponse.parse(await (await t.app.request('/api/v2/global')).json());
    expect(global.cardCount.count).toBeGreaterThanOrEqual(120);
    const sum = (list: { cardCount: number }[]) => list.reduce((total, entry) => total + entry.cardCount, 0);
    const { issuers } = (await (await t.app.request('/api/v2/issuers')).json()) as { issuers: { cardCount: number }[] };
    const { networks } = (await (await t.app.request('/api/v2/networks')).json()) as {
      networks: { cardCount: number }[];
    };
    expect(sum(issuers)).toBe(global.cardCount.count);
    expect(sum(networks)).toBe(global.cardCount.count);
    // Its value follows the current offers (apps/server/src/modules/offers/offers.test.ts).
    expect(global.maxOfferValue.maxValue).toBeGreaterThan(0);
  });
});
