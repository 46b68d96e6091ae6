import { randomBytes } from 'node:crypto';
import type { OfferWindow, StaffOffer, StaffOfferInput } from '@cardgenius/core/contract';
import { addCalendarDays, torontoDate } from '@cardgenius/core/rules';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { cards, offerClaims, offers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditFor, type StaffActor } from '../auth/audit';
import type { OfferRow } from './current-offer';
import { lastDayBefore, torontoMidnight } from './offer-dates';

/** An offer as staff send it, checked by the contract (terms already split into lines). */
export type OfferChanges = z.output<typeof StaffOfferInput>;

/** An offer ended before it opened has an empty window: it counts as ended. */
function windowOf(offer: Pick<OfferRow, 'startsAt' | 'endsAt'>, now: Date): Exclude<OfferWindow, 'all'> {
  if (offer.endsAt !== null && (offer.endsAt <= now || offer.endsAt <= offer.startsAt)) return 'ended';
  return offer.startsAt > now ? 'upcoming' : 'current';
}

function toStaffOffer(offer: OfferRow, cardName: string | null, claimCount: number, now: Date): StaffOffer {
  return {
    id: offer.id,
    cardSlug: offer.cardSlug,
    cardName: cardName ?? offer.cardSlug,
    amount: offer.amountCents / 100,
    start: torontoDate(offer.startsAt),
    end: offer.endsAt ? lastDayBefore(offer.endsAt) : null,
    window: windowOf(offer, now),
    terms: offer.terms,
    origin: offer.origin,
    claimCount,
    updatedAt: offer.updatedAt.toISOString(),
  };
}

const hasWindow = or(isNull(offers.endsAt), gt(offers.endsAt, offers.startsAt));

function windowFilter(window: OfferWindow, now: Date): SQL | undefined {
  if (window === 'current') return and(lte(offers.startsAt, now), or(isNull(offers.endsAt), gt(offers.endsAt, now)));
  if (window === 'upcoming') return and(gt(offers.startsAt, now), hasWindow);
  if (window === 'ended')
    return and(isNotNull(offers.endsAt), or(lte(offers.endsAt, now), not(hasWindow ?? sql`true`)));
  return undefined;
}

const claimCounts = (db: Database) =>
  db
    .select({ offerId: offerClaims.offerId, claims: count().as('claims') })
    .from(offerClaims)
    .groupBy(offerClaims.offerId)
    .as('claim_counts');

async function readOffers(db: Database, where: SQL | undefined, now: Date): Promise<StaffOffer[]> {
  const counts = claimCounts(db);
  const rows = await db
    .select({ offer: offers, cardName: cards.displayName, claims: counts.claims })
    .from(offers)
    .leftJoin(cards, eq(cards.slug, offers.cardSlug))
    .leftJoin(counts, eq(counts.offerId, offers.id))
    .where(where)
    .orderBy(desc(offers.startsAt), asc(offers.id));
  return rows.map((row) => toStaffOffer(row.offer, row.cardName, row.claims ?? 0, now));
}

/** The offers in a window (current, upcoming, ended or all), newest first, for one card or every card. */
export async function listStaffOffers(options: {
  db: Database;
  window?: OfferWindow | undefined;
  card?: string | undefined;
  now?: Date;
}): Promise<{ offers: StaffOffer[]; cards: { slug: string; name: string }[] }> {
  const { db } = options;
  const now = options.now ?? new Date();
  const where = and(
    windowFilter(options.window ?? 'all', now),
    options.card ? eq(offers.cardSlug, options.card) : undefined,
  );
  const [list, shown] = await Promise.all([
    readOffers(db, where, now),
    db
      .select({ slug: cards.slug, name: cards.displayName })
      .from(cards)
      .where(eq(cards.hidden, false))
      .orderBy(asc(cards.displayName)),
  ]);
  return { offers: list, cards: shown };
}

const fieldError = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });

/** The instants an offer's days stand for: it opens at midnight on its first day, closes at the midnight ending its last. */
function instantsOf(changes: OfferChanges): { startsAt: Date; endsAt: Date | null } {
  return {
    startsAt: torontoMidnight(changes.start),
    endsAt: changes.end === null ? null : torontoMidnight(addCalendarDays(changes.end, 1)),
  };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The checks the contract cannot make: the card exists and is shown, and no other offer for it has a
 * window that meets this one. The card's row is locked, so two offers for one card cannot pass at once.
 */
async function checkAgainstOthers(tx: Tx, changes: OfferChanges, self: string | null): Promise<void> {
  const [card] = await tx
    .select({ hidden: cards.hidden })
    .from(cards)
    .where(eq(cards.slug, changes.card))
    .for('update');
  if (!card) throw fieldError('card', `There is no card ${changes.card} in the catalogue.`);
  if (card.hidden) throw fieldError('card', 'This card is hidden from the site: an offer on it could not be shown.');
  const { startsAt, endsAt } = instantsOf(changes);
  const [clash] = await tx
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.cardSlug, changes.card),
        self ? ne(offers.id, self) : undefined,
        endsAt ? lte(offers.startsAt, new Date(endsAt.getTime() - 1)) : undefined,
        or(isNull(offers.endsAt), gt(offers.endsAt, startsAt)),
        hasWindow,
      ),
    )
    .orderBy(asc(offers.startsAt))
    .limit(1);
  if (clash) {
    const days = `${torontoDate(clash.startsAt)} to ${clash.endsAt ? lastDayBefore(clash.endsAt) : 'no end'}`;
    throw fieldError(
      'start',
      `These dates overlap the offer ${clash.id} for this card (${days}). Change the dates, or end or change that offer first.`,
    );
  }
}

async function offerById(db: Database, id: string, now: Date): Promise<StaffOffer> {
  const [offer] = await readOffers(db, eq(offers.id, id), now);
  if (!offer) throw new AppError('NOT_FOUND', 'There is no offer with this id.');
  return offer;
}

/** A new offer, made by staff (`origin` 'staff': the seed never touches it). */
export async function createStaffOffer(options: {
  db: Database;
  changes: OfferChanges;
  actor: StaffActor;
  now?: Date;
}): Promise<StaffOffer> {
  const { db, changes, actor } = options;
  const now = options.now ?? new Date();
  if (changes.start < torontoDate(now)) throw fieldError('start', 'A new offer starts today or later.');
  const id = `${changes.card.slice(0, 60)}-${changes.start}-${randomBytes(2).toString('hex')}`;
  await db.transaction(async (tx) => {
    await checkAgainstOthers(tx, changes, null);
    await tx.insert(offers).values({
      id,
      cardSlug: changes.card,
      amountCents: Math.round(changes.amount * 100),
      ...instantsOf(changes),
      terms: changes.terms,
      origin: 'staff',
      updatedAt: now,
    });
    await auditFor(tx, actor.request, 'offer.created', actor.staffId, {
      offerId: id,
      card: changes.card,
      amount: changes.amount,
    });
  });
  return offerById(db, id, now);
}

/** Staff change an offer; from then on it is theirs (`origin` 'staff'). Claims keep their own amount. */
export async function updateStaffOffer(options: {
  db: Database;
  id: string;
  changes: OfferChanges;
  actor: StaffActor;
  now?: Date;
}): Promise<StaffOffer> {
  const { db, id, changes, actor } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'There is no offer with this id.');
    if (changes.start !== torontoDate(before.startsAt) && changes.start < torontoDate(now)) {
      throw fieldError('start', 'A changed first day is today or later.');
    }
    await checkAgainstOthers(tx, changes, id);
    await tx
      .update(offers)
      .set({
        cardSlug: changes.card,
        amountCents: Math.round(changes.amount * 100),
        ...instantsOf(changes),
        terms: changes.terms,
        origin: 'staff',
        updatedAt: now,
      })
      .where(eq(offers.id, id));
    await auditFor(tx, actor.request, 'offer.edited', actor.staffId, {
      offerId: id,
      card: changes.card,
      amount: changes.amount,
      previousAmount: before.amountCents / 100,
    });
  });
  return offerById(db, id, now);
}

/** Ends an offer now; claims already made stand. */
export async function endStaffOffer(options: {
  db: Database;
  id: string;
  actor: StaffActor;
  now?: Date;
}): Promise<StaffOffer> {
  const { db, id, actor } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'There is no offer with this id.');
    if (before.endsAt !== null && before.endsAt <= now) throw new AppError('CONFLICT', 'This offer has already ended.');
    // An offer that has not started yet ends before it opens: its window becomes empty.
    const endsAt = before.startsAt > now ? before.startsAt : now;
    await tx.update(offers).set({ endsAt, origin: 'staff', updatedAt: now }).where(eq(offers.id, id));
    await auditFor(tx, actor.request, 'offer.ended', actor.staffId, { offerId: id, card: before.cardSlug });
  });
  return offerById(db, id, now);
}
