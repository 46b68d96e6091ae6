import { and, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema';
import type { OfferRecord } from './offers-file';

/**
 * Writes the offers of `data/offers.json` into the table in one transaction. An offer whose row already
 * says the same is left alone (its updatedAt keeps telling when it last changed). An offer no longer in
 * the file is ended, never deleted: members' claims refer to it. An offer staff made or edited in the
 * admin site (`origin` 'staff') is theirs: the file never writes or ends it again.
 */
export async function syncOffers(
  db: Database,
  records: readonly OfferRecord[],
  now = new Date(),
): Promise<{ written: number; ended: number }> {
  return db.transaction(async (tx) => {
    let written = 0;
    if (records.length > 0) {
      const rows = await tx
        .insert(offers)
        .values(records.map((record) => ({ ...record, updatedAt: now })))
        .onConflictDoUpdate({
          target: offers.id,
          set: {
            cardSlug: sql`excluded.card_slug`,
            amountCents: sql`excluded.amount_cents`,
            startsAt: sql`excluded.starts_at`,
            endsAt: sql`excluded.ends_at`,
            terms: sql`excluded.terms`,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: sql`${offers.origin} = 'seed' and (${offers.cardSlug}, ${offers.amountCents}, ${offers.startsAt}, ${offers.endsAt}, ${offers.terms})
            is distinct from (excluded.card_slug, excluded.amount_cents, excluded.starts_at, excluded.ends_at, excluded.terms)`,
        })
        .returning({ id: offers.id });
      written = rows.length;
    }
    const listed = records.map((record) => record.id);
    const ended = await tx
      .update(offers)
      .set({ endsAt: now, updatedAt: now })
      .where(
        and(
          eq(offers.origin, 'seed'),
          listed.length > 0 ? notInArray(offers.id, listed) : undefined,
          or(isNull(offers.endsAt), gt(offers.endsAt, now)),
        ),
      )
      .returning({ id: offers.id });
    return { written, ended: ended.length };
  });
}
