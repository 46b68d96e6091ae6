import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cards, siteSettings } from '../db/schema';
import { readCatalogueSnapshot } from '../modules/cards/catalogue-store';
import { createTestDatabase } from '../test/test-database';
import { loadCatalogueContent } from './load-catalogue';
import { type CatalogueContent, syncCatalogue } from './sync-catalogue';

const database = await createTestDatabase();
afterAll(() => database.close());
const content = loadCatalogueContent();

describe('syncCatalogue', () => {
  it('has written the catalogue files, which read back exactly', async () => {
    const snapshot = await readCatalogueSnapshot(database.db);
    expect(snapshot.cards).toEqual([...content.catalogue.cards].sort((a, b) => a.slug.localeCompare(b.slug)));
    expect(snapshot.synonyms).toEqual(content.synonyms);
    expect([...snapshot.programs.keys()].sort()).toEqual(
      content.catalogue.programs.map((program) => program.slug).sort(),
    );
  });

  it('rewrites nothing when the files are unchanged', async () => {
    const before = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'catalogueHash'));
    expect(await syncCatalogue(database.db, content)).toEqual({ changed: false });
    const after = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'catalogueHash'));
    expect(after[0]?.updatedAt).toEqual(before[0]?.updatedAt);
  });

  it('updates changed cards in place and hides cards removed from the files', async () => {
    const [first, second, ...rest] = content.catalogue.cards;
    if (!first || !second) throw new Error('the catalogue needs at least two cards');
    const changed: CatalogueContent = {
      ...content,
      catalogue: {
        ...content.catalogue,
        cards: [{ ...first, fees: { ...first.fees, annual: 7 }, displayName: 'Renamed card' }, ...rest],
      },
    };
    expect(await syncCatalogue(database.db, changed)).toEqual({ changed: true });
    const [updated] = await database.db.select().from(cards).where(eq(cards.slug, first.slug));
    expect(updated).toMatchObject({ annualFee: 7, displayName: 'Renamed card', hidden: first.hidden });
    expect(updated?.fees.annual).toBe(7);
    const [removed] = await database.db.select().from(cards).where(eq(cards.slug, second.slug));
    expect(removed?.hidden).toBe(true);

    expect(await syncCatalogue(database.db, content)).toEqual({ changed: true });
    const [restored] = await database.db.select().from(cards).where(eq(cards.slug, second.slug));
    expect(restored?.hidden).toBe(second.hidden);
  });
});
