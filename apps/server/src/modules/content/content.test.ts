import { DEFAULT_SITE_STATS } from '@cardgenius/core';
import { endpoints, GlobalResponse, HomePageResponse, RankResponse } from '@cardgenius/core/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { offerClaims, posts, siteSettings } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { addOffer, clearOffers, openCards } from '../offers/offer-fixtures';
import { listedPosts } from '../posts/post-visibility';
import { forgetSiteContent, SITE_CONTENT_TTL_MS, siteContent } from './site-content-cache';

const t = await createTestApp({ env: { BRAND_NAME: 'Test Brand' } });
afterAll(() => t.close());

/** The global call as a page makes it, after a staff edit: these tests write the settings directly. */
const getGlobal = async () => {
  forgetSiteContent(t.database.db);
  const response = await t.app.request('/api/v2/global');
  expect(response.status).toBe(200);
  return GlobalResponse.parse(await response.json());
};

/** Published posts as seeded into the template (none until data/content has articles). */
const [{ articles = 0 } = {}] = await t.database.db
  .select({ articles: count() })
  .from(posts)
  .where(listedPosts(new Date()));

describe('GET /api/v2/home', () => {
  it('answers the default ranking’s top three with their issuers’ colours and the latest posts, as their own calls do', async () => {
    const response = await t.app.request('/api/v2/home');
    expect(response.status).toBe(200);
    const home = HomePageResponse.parse(await response.json());
    const ranking = RankResponse.parse(await (await t.postJson('/api/v2/card/rank', { resultsPerPage: 3 })).json());
    const { issuers } = endpoints.listIssuers.responses[200].parse(
      await (await t.app.request('/api/v2/issuers')).json(),
    );
    const colors = new Map(issuers.map((issuer) => [issuer.slug, issuer.colors]));
    expect(home.topCards).toHaveLength(3);
    expect(home.topCards).toEqual(
      ranking.cards.map((card) => ({ ...card, issuer: { ...card.issuer, colors: colors.get(card.issuer.slug) } })),
    );
    const latest = endpoints.latestPosts.responses[200].parse(
      await (await t.app.request('/api/v2/blog/latest-posts')).json(),
    );
    expect(home.latestPosts).toEqual(latest.posts);
    expect(home.latestPosts).toHaveLength(Math.min(articles, 3));
  });
});

describe('GET /api/v2/global', () => {
  // newsletterSubscribers is always the live count of confirmed subscribers (none here): newsletter.test.ts;
  // qualityArticles the count of published posts: posts.test.ts; communityComments the approved comments:
  // comments.test.ts; consumerReviews the approved card reviews (none here): reviews/card-reviews.test.ts.
  const LIVE = { newsletterSubscribers: 0, qualityArticles: articles, communityComments: 0, consumerReviews: 0 };

  it('answers the brand and the seeded stats', async () => {
    expect(await getGlobal()).toMatchObject({ brandName: 'Test Brand', stats: { ...DEFAULT_SITE_STATS, ...LIVE } });
  });

  it('answers the stats staff stored, with defaults for figures not stored', async () => {
    await t.database.db
      .update(siteSettings)
      .set({ value: { monthlyPageviews: 500_000, newsletterSubscribers: 50_000 } })
      .where(eq(siteSettings.key, 'stats'));
    expect((await getGlobal()).stats).toEqual({ ...DEFAULT_SITE_STATS, monthlyPageviews: 500_000, ...LIVE });
  });

  it('falls back to the defaults when the stored value is not valid', async () => {
    await t.database.db
      .update(siteSettings)
      .set({ value: { monthlyPageviews: 'many' } })
      .where(eq(siteSettings.key, 'stats'));
    expect((await getGlobal()).stats).toEqual({ ...DEFAULT_SITE_STATS, ...LIVE });
  });
});

describe('the stored content of the global call', () => {
  it('is read once a minute, so a page render costs no settings queries', async () => {
    const db = t.database.db;
    forgetSiteContent(db);
    const start = Date.now();
    const first = await siteContent(db, start);
    await db
      .update(siteSettings)
      .set({ value: { monthlyPageviews: 123_456 } })
      .where(eq(siteSettings.key, 'stats'));
    expect(await siteContent(db, start + SITE_CONTENT_TTL_MS - 1)).toBe(first);
    expect((await siteContent(db, start + SITE_CONTENT_TTL_MS)).stats.monthlyPageviews).toBe(123_456);
  });
});

describe('hello bar and notification bell', () => {
  it('answers the default banner, its 57 px height and five latest updates', async () => {
    const global = await getGlobal();
    expect(global.helloBar?.ctaLink).toBe('/credit-card-quiz');
    expect(global.helloBarHeight).toBe(57);
    expect(global.notificationBell).toHaveLength(5);
    expect(new Set(global.notificationBell.map((item) => item.id)).size).toBe(5);
  });

  it('answers what staff stored, null hiding the banner, and ignores a stored value that is not valid', async () => {
    // A JSON null (not SQL NULL): staff switched the banner off.
    await t.database.db.insert(siteSettings).values({ key: 'helloBar', value: sql`'null'::jsonb` });
    expect((await getGlobal()).helloBar).toBeNull();
    await t.database.db.insert(siteSettings).values({ key: 'notificationBell', value: [{ id: 'x' }] });
    expect((await getGlobal()).notificationBell).toHaveLength(5);
  });
});

describe('press mentions', () => {
  it('are none until staff store one: no publication is made up', async () => {
    expect((await getGlobal()).pressMentions).toEqual([]);
  });

  it('answer what staff stored, newest first, leaving out an entry that is not valid', async () => {
    await t.database.db.insert(siteSettings).values({
      key: 'pressMentions',
      value: [
        { name: 'Older Daily', url: 'https://older.example/article', date: '2025-03-02' },
        { name: 'No link', url: 'javascript:alert(1)', date: '2026-01-01' },
        { name: 'Newer Weekly', url: 'https://newer.example/story', date: '2026-05-20' },
      ],
    });
    expect((await getGlobal()).pressMentions).toEqual([
      { name: 'Newer Weekly', url: 'https://newer.example/story', date: '2026-05-20' },
      { name: 'Older Daily', url: 'https://older.example/article', date: '2025-03-02' },
    ]);
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, 'pressMentions'));
  });
});

describe('POST /api/v2/menu-placements/get-menu-placements', () => {
  it('answers six card reviews ordered by index, each linking to its card page', async () => {
    const response = await t.app.request('/api/v2/menu-placements/get-menu-placements', { method: 'POST' });
    expect(response.status).toBe(200);
    const placements = (await response.json()) as { index: number; slug: string; link: string }[];
    expect(placements.map((placement) => placement.index)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const placement of placements) expect(placement.link).toBe(`/credit-cards/${placement.slug}`);
  });
});

describe('offer page settings, review count, hot deals and GeniusCash payouts', () => {
  it('answers offerPage null until staff store it, then their copy with only safe links kept', async () => {
    expect((await getGlobal()).offerPage).toBeNull();
    await t.database.db.insert(siteSettings).values({
      key: 'offerPage',
      value: { menuCopy: '$150 Cash Back', blogCTAUrl: '/offers', sideBarAdUrl: 'javascript:alert(1)' },
    });
    expect((await getGlobal()).offerPage).toEqual({
      menuCopy: '$150 Cash Back',
      blogCTAUrl: '/offers',
      sideBarAdUrl: null,
    });
    await t.database.db
      .update(siteSettings)
      .set({ value: { menuCopy: '' } })
      .where(eq(siteSettings.key, 'offerPage'));
    expect((await getGlobal()).offerPage).toBeNull();
  });

  it('counts the approved card reviews (none here) as the review count', async () => {
    const global = await getGlobal();
    expect(global.reviewCount).toBe(0);
    expect(global.reviewCount).toBe(global.stats.consumerReviews);
  });

  it('lists GeniusCash offers above $100 first, then welcome offers at or above their usual, each card once', async () => {
    await clearOffers(t);
    const [big, small, bigger] = await openCards(t, 3);
    if (!big || !small || !bigger) throw new Error('cards missing');
    await addOffer(t, { id: 'hot-big', cardSlug: big.slug, dollars: 150 });
    await addOffer(t, { id: 'hot-small', cardSlug: small.slug, dollars: 100 });
    await addOffer(t, { id: 'hot-bigger', cardSlug: bigger.slug, dollars: 250 });
    const { hotDeals } = await getGlobal();
    expect(hotDeals.slice(0, 2).map((deal) => [deal.cardSlug, deal.geniusCash, deal.link])).toEqual([
      [bigger.slug, 250, `/offers/${bigger.slug}`],
      [big.slug, 150, `/offers/${big.slug}`],
    ]);
    expect(hotDeals.some((deal) => deal.cardSlug === small.slug && deal.geniusCash !== null)).toBe(false);
    const welcome = hotDeals.slice(2);
    expect(new Set(hotDeals.map((deal) => deal.cardSlug)).size).toBe(hotDeals.length);
    for (const deal of welcome) {
      expect(deal.geniusCash).toBeNull();
      expect(deal.link).toBe(`/credit-cards/${deal.cardSlug}`);
      expect(['highest', 'higher-than-usual']).toContain(deal.welcomeOffer?.verdict);
    }
    await clearOffers(t);
  });

  it('lists each welcome offer that beats its own history, as the card page judges it', async () => {
    await clearOffers(t);
    const { hotDeals } = await getGlobal();
    expect(hotDeals.length).toBeGreaterThan(0);
    for (const deal of hotDeals.slice(0, 3)) {
      const history = (await (await t.app.request(`/api/v2/card/${deal.cardSlug}/offer-history`)).json()) as {
        summary: { verdict: string | null; current: number };
      };
      expect(history.summary.verdict).toBe(deal.welcomeOffer?.verdict);
      expect(history.summary.current).toBe(deal.welcomeOffer?.points);
    }
  });

  it('sums the GeniusCash payouts marked paid, and only those', async () => {
    await clearOffers(t);
    expect((await getGlobal()).geniusCashPayouts).toEqual({ totalPaid: 0, payoutCount: 0 });
    const [card] = await openCards(t, 1);
    if (!card) throw new Error('card missing');
    await addOffer(t, { id: 'paid-offer', cardSlug: card.slug, dollars: 100 });
    const paidAt = new Date();
    await t.database.db.insert(offerClaims).values([
      { cardSlug: card.slug, amountCents: 10_000, status: 'fulfilled', paidAt },
      { cardSlug: card.slug, amountCents: 12_550, status: 'received', paidAt },
      { cardSlug: card.slug, amountCents: 9_900, status: 'processing' },
      { cardSlug: card.slug, amountCents: 5_000, status: 'confirmed' },
    ]);
    expect((await getGlobal()).geniusCashPayouts).toEqual({ totalPaid: 225.5, payoutCount: 2 });
    await clearOffers(t);
  });
});
