import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { siteSettings } from './schema';
import { seedDatabase } from './seed';

const database = await createTestDatabase();
afterAll(() => database.close());

describe('seedDatabase', () => {
  it('fills an empty database, then changes nothing on later runs', async () => {
    expect(await seedDatabase(database.db)).toEqual({ inserted: 1 });
    await database.db
      .update(siteSettings)
      .set({ value: { dataPoints: 1 } })
      .where(eq(siteSettings.key, 'stats'));
    expect(await seedDatabase(database.db)).toEqual({ inserted: 0 });
    const [row] = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'stats'));
    expect(row?.value).toEqual({ dataPoints: 1 });
  });

  it('applies migrations idempotently', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
