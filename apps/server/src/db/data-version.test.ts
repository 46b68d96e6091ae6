import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { readDataVersion } from './data-version';
import { issuers, siteSettings } from './schema';
import { seedDatabase } from './seed';

const t = await createTestApp();
const db = t.database.db;
afterAll(() => t.close());

describe('the data version', () => {
  it('rises with every change to what public pages show, whoever makes it', async () => {
    const start = await readDataVersion(db);
    const [issuer] = await db.select().from(issuers).limit(1);
    if (!issuer) throw new Error('the test database has no issuer');
    await db
      .update(issuers)
      .set({ description: `${issuer.description} ` })
      .where(eq(issuers.slug, issuer.slug));
    const afterIssuer = await readDataVersion(db);
    expect(afterIssuer).toBeGreaterThan(start);
    await db.insert(siteSettings).values({ key: 'data-version-test', value: 1 });
    await db.delete(siteSettings).where(eq(siteSettings.key, 'data-version-test'));
    expect(await readDataVersion(db)).toBeGreaterThan(afterIssuer);
    await db.update(issuers).set({ description: issuer.description }).where(eq(issuers.slug, issuer.slug));
  });

  it('stays put when a restart seeds what is already there', async () => {
    const before = await readDataVersion(db);
    const { inserted, catalogueChanged, offersWritten } = await seedDatabase(db);
    expect({ inserted, catalogueChanged, offersWritten }).toEqual({
      inserted: 0,
      catalogueChanged: false,
      offersWritten: 0,
    });
    expect(await readDataVersion(db)).toBe(before);
  });

  it('tells listeners of a change once', async () => {
    await t.deps.dataVersion.check();
    const seen: number[] = [];
    t.deps.dataVersion.onChange((version) => seen.push(version));
    await t.deps.dataVersion.check();
    expect(seen).toEqual([]);
    await db.insert(siteSettings).values({ key: 'data-version-test', value: 2 });
    const version = await t.deps.dataVersion.check();
    await t.deps.dataVersion.check();
    expect(seen).toEqual([version]);
    await db.delete(siteSettings).where(eq(siteSettings.key, 'data-version-test'));
  });
});
