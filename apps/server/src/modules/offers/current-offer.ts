import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema';

export type OfferRow = typeof offers.$inferSelect;

/**
 * The card's offer that is current at `now`: started, and open-ended or not yet ended. When windows
 * overlap, the one that started last wins (staff add a richer offer on top of a standing one).
 */
export async function currentOffer(db: Database, cardSlug: string, now = new Date()): Promise<OfferRow | null> {
  const [offer] = await db
    .select()
    .from(offers)
    .where(
      and(eq(offers.cardSlug, cardSlug), lte(offers.startsAt, now), or(isNull(offers.endsAt), gt(offers.endsAt, now))),
    )
    .orderBy(desc(offers.startsAt), asc(offers.id))
    .limit(1);
  return offer ?? null;
}
