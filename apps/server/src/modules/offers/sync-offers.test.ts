import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogueContent } from '../../catalogue/load-catalogue';
import { offerClaims, offers } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { createTestDatabase } from '../../test/test-database';
import { loadOfferFile, type OfferRecord } from './offers-file';
import { syncOffers } from './sync-offers';

// Test databases are copies of a template that was migrated and seeded once, offers included.
const database = await createTestDatabase();
afterAll(() => database.close());
const db = database.db;

const fromFile = loadOfferFile(loadCatalogueContent().catalogue.cards);
const stored = async (id: string) => (await db.select().from(offers).where(eq(offers.id, id)))[0];

describe('syncOffers', () => {
  it('has written every offer of data/offers.json, in cents', async () => {
    const rows = await db.select().from(offers);
    expect(rows.map((row) => row.id).sort()).toEqual(fromFile.map((offer) => offer.id).sort());
    const [first] = fromFile;
    expect(await stored(first?.id ?? '')).toMatchObject({
      amountCents: first?.amountCents,
      startsAt: first?.startsAt,
      endsAt: first?.endsAt,
      terms: first?.terms,
    });
  });

  it('rewrites nothing when the file has not changed, and only the offer that did', async () => {
    expect(await syncOffers(db, fromFile)).toEqual({ written: 0, ended: 0 });
    const [first, ...rest] = fromFile as [OfferRecord, ...OfferRecord[]];
    const before = await stored(first.id);
    const edited = { ...first, amountCents: first.amountCents + 500, terms: [...first.terms, 'A new condition.'] };
    expect(await syncOffers(db, [edited, ...rest])).toEqual({ written: 1, ended: 0 });
    const after = await stored(first.id);
    expect(after).toMatchObject({ amountCents: edited.amountCents, terms: edited.terms });
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    expect(await seedDatabase(db)).toMatchObject({ offersWritten: 1 });
  });

  it('ends an offer taken out of the file instead of deleting it, so claims keep their offer', async () => {
    const open = fromFile.find((offer) => offer.endsAt === null) as OfferRecord;
    const [claim] = await db
      .insert(offerClaims)
      .values({ cardSlug: open.cardSlug, offerId: open.id, amountCents: open.amountCents })
      .returning();
    const now = new Date();
    const result = await syncOffers(
      db,
      fromFile.filter((offer) => offer.id !== open.id),
      now,
    );
    expect(result.ended).toBeGreaterThanOrEqual(1);
    expect((await stored(open.id))?.endsAt).toEqual(now);
    const [kept] = await db
      .select()
      .from(offerClaims)
      .where(eq(offerClaims.id, claim?.id ?? ''));
    expect(kept?.offerId).toBe(open.id);
    // Back in the file, it opens again as written there.
    expect(await syncOffers(db, fromFile)).toMatchObject({ written: 1 });
    expect((await stored(open.id))?.endsAt).toBeNull();
  });
});
