import { DEFAULT_SITE_STATS } from '@cardgenius/core';
import { GlobalResponse } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp({ env: { BRAND_NAME: 'Test Brand' } });
afterAll(() => t.close());

const getGlobal = async () => {
  const response = await t.app.request('/api/v2/global');
  expect(response.status).toBe(200);
  return GlobalResponse.parse(await response.json());
};

describe('GET /api/v2/global', () => {
  it('answers the brand and the seeded stats', async () => {
    expect(await getGlobal()).toMatchObject({ brandName: 'Test Brand', stats: DEFAULT_SITE_STATS });
  });

  it('answers the stats staff stored, with defaults for figures not stored', async () => {
    await t.database.db
      .update(siteSettings)
      .set({ value: { newsletterSubscribers: 50_000 } })
      .where(eq(siteSettings.key, 'stats'));
    expect((await getGlobal()).stats).toEqual({ ...DEFAULT_SITE_STATS, newsletterSubscribers: 50_000 });
  });

  it('falls back to the defaults when the stored value is not valid', async () => {
    await t.database.db
      .update(siteSettings)
      .set({ value: { newsletterSubscribers: 'many' } })
      .where(eq(siteSettings.key, 'stats'));
    expect((await getGlobal()).stats).toEqual(DEFAULT_SITE_STATS);
  });
});
