import type { CatalogueCard } from '@cardgenius/core/catalogue';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cardRevisions, cards, siteSettings } from '../db/schema';
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
    expect(await syncCatalogue(database.db, content)).toEqual({ changed: false, kept: [] });
    const after = await database.db.select().from(siteSettings).where(eq(siteSettings.key, 'catalogueHash'));
    expect(after[0]?.updatedAt).toEqual(before[0]?.updatedAt);
  });

  it('updates changed cards in place, with a revision, and hides cards removed from the files', async () => {
    const [first, second, ...rest] = content.catalogue.cards;
    if (!first || !second) throw new Error('the catalogue needs at least two cards');
    const changed = withCard(content, { ...first, fees: { ...first.fees, annual: 7 }, displayName: 'Renamed card' });
    const withoutSecond: CatalogueContent = {
      ...changed,
      catalogue: { ...changed.catalogue, cards: [changed.catalogue.cards[0] ?? first, ...rest] },
      documents: changed.documents.filter((entry) => entry.card.slug !== second.slug),
    };
    expect(await syncCatalogue(database.db, withoutSecond)).toEqual({ changed: true, kept: [] });
    const [updated] = await database.db.select().from(cards).where(eq(cards.slug, first.slug));
    expect(updated).toMatchObject({ annualFee: 7, displayName: 'Renamed card', hidden: first.hidden, revision: 2 });
    expect(updated?.fees.annual).toBe(7);
    expect(updated?.document?.fees.annual).toBe(7);
    const history = await revisionsOf(first.slug);
    expect(history.map((revision) => [revision.number, revision.kind])).toEqual([
      [1, 'seed'],
      [2, 'seed'],
    ]);
    expect(history[1]?.changes).toEqual([
      { path: 'displayName', before: first.displayName, after: 'Renamed card' },
      { path: 'fees.annual', before: first.fees.annual, after: 7 },
    ]);
    const [removed] = await database.db.select().from(cards).where(eq(cards.slug, second.slug));
    expect(removed?.hidden).toBe(true);

    expect(await syncCatalogue(database.db, content)).toEqual({ changed: true, kept: [] });
    const [restored] = await database.db.select().from(cards).where(eq(cards.slug, second.slug));
    expect(restored?.hidden).toBe(second.hidden);
    expect((await revisionsOf(second.slug)).map((revision) => revision.number)).toEqual([1]);
  });

  it('keeps a card staff edited until its file holds the same card, then follows the file again', async () => {
    const card = content.catalogue.cards[2];
    if (!card) throw new Error('the catalogue needs three cards');
    const staffCard = { ...card, fees: { ...card.fees, annual: 11 } };
    const file = content.documents.find((entry) => entry.card.slug === card.slug)?.card;
    if (!file) throw new Error(`${card.slug} has no file`);
    await database.db
      .update(cards)
      .set({ annualFee: 11, document: { ...file, fees: staffCard.fees }, staffEditedAt: new Date() })
      .where(eq(cards.slug, card.slug));
    // The files change elsewhere: the staff's card is kept.
    const other = content.catalogue.cards[3];
    if (!other) throw new Error('the catalogue needs four cards');
    const elsewhere = withCard(content, { ...other, displayName: 'Another name' });
    expect(await syncCatalogue(database.db, elsewhere)).toEqual({ changed: true, kept: [card.slug] });
    const [kept] = await database.db.select().from(cards).where(eq(cards.slug, card.slug));
    expect(kept?.annualFee).toBe(11);
    // The file now holds the staff's card (an export): the mark goes and the file leads again.
    expect(await syncCatalogue(database.db, withCard(elsewhere, staffCard))).toEqual({ changed: true, kept: [] });
    const [followed] = await database.db.select().from(cards).where(eq(cards.slug, card.slug));
    expect(followed).toMatchObject({ annualFee: 11, staffEditedAt: null });
    expect(await syncCatalogue(database.db, content)).toEqual({ changed: true, kept: [] });
    const [back] = await database.db.select().from(cards).where(eq(cards.slug, card.slug));
    expect(back?.annualFee).toBe(card.fees.annual);
  });
});

/** The content with one card (as served and as its file holds it) replaced. */
function withCard(base: CatalogueContent, card: CatalogueCard): CatalogueContent {
  const { categories: _categories, awards: _awards, ...facts } = card;
  return {
    ...base,
    catalogue: {
      ...base.catalogue,
      cards: base.catalogue.cards.map((each) => (each.slug === card.slug ? card : each)),
    },
    documents: base.documents.map((entry) =>
      entry.card.slug === card.slug ? { ...entry, card: { ...entry.card, ...facts } } : entry,
    ),
  };
}

const revisionsOf = (slug: string) =>
  database.db.select().from(cardRevisions).where(eq(cardRevisions.cardSlug, slug)).orderBy(asc(cardRevisions.number));
