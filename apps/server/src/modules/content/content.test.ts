import { DEFAULT_SITE_STATS } from '@cardgenius/core';
import { GlobalResponse } from '@cardgenius/core/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
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

describe('GET /api/v2/global', () => {
  // newsletterSubscribers is always the live count of confirmed subscribers (none here): newsletter.test.ts.
  const LIVE = { newsletterSubscribers: 0 };

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

describe('POST /api/v2/menu-placements/get-menu-placements', () => {
  it('answers six card reviews ordered by index, each linking to its card page', async () => {
    const response = await t.app.request('/api/v2/menu-placements/get-menu-placements', { method: 'POST' });
    expect(response.status).toBe(200);
    const placements = (await response.json()) as { index: number; slug: string; link: string }[];
    expect(placements.map((placement) => placement.index)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const placement of placements) expect(placement.link).toBe(`/credit-cards/${placement.slug}`);
  });
});
