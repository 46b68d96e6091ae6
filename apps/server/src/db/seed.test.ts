import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { cards, siteSettings } from './schema';
import { seedDatabase, seedSettings } from './seed';

// Test databases are copies of a template that was migrated and seeded once.
const database = await createTestDatabase();
afterAll(() => database.close());

describe('seedDatabase', () => {
  it('has filled the settings and the catalogue', async () => {
    const [stats] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'stats'));
    expect(stats).toBeDefined();
    const [cardCount] = await database.db.select({ value: count() }).from(cards);
    expect(cardCount?.value).toBeGreaterThanOrEqual(120);
  });

  it('keeps staff edits and rewrites nothing when run again on unchanged files', async () => {
    await database.db
      .update(siteSettings)
      .set({ value: { dataPoints: 1 } })
      .where(eq(siteSettings.key, 'stats'));
    expect(await seedDatabase(database.db)).toEqual({
      inserted: 0,
      catalogueChanged: false,
      offersWritten: 0,
      publication: { authorsWritten: 0, postsInserted: 0, postsUpdated: 0, postsKeptAsEdited: 0 },
    });
    const [row] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'stats'));
    expect(row?.value).toEqual({ dataPoints: 1 });
  });

  it('inserts a missing setting again', async () => {
    await database.db.delete(siteSettings).where(eq(siteSettings.key, 'stats'));
    expect(await seedSettings(database.db)).toEqual({ inserted: 1 });
  });

  it('applies migrations idempotently', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
