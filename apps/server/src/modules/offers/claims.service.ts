import type { ClaimOfferResponse, Ticket } from '@cardgenius/core/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applyClicks, cards, offerClaims, offers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findCardOffer } from './offers.service';
import { ticketsOf } from './tickets.service';

/** An Apply click older than this no longer counts as the application a claim is for. */
export const APPLY_CLICK_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The go flow's context for clicks made from an offers page (shell-and-browsing §2.1: default Direct). */
export const OFFER_PAGE_CONTEXT = 'Offer Page';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const applyIdRefused = (reason: string) =>
  new AppError('VALIDATION_FAILED', reason, {
    applyId: reason,
  });

/**
 * The member's Apply click, when it may be linked to their claim on this card: a click on the same card,
 * made in the last 30 days, by this member or a visitor not signed in, that no other claim uses. The
 * click is locked until the claim is written, so two claims cannot take it at once.
 */
async function acceptableClick(
  tx: Transaction,
  options: { applyId: string; cardSlug: string; userId: string; offerId: string; now: Date },
): Promise<{ id: string }> {
  const [click] = await tx
    .select({
      id: applyClicks.id,
      cardSlug: applyClicks.cardSlug,
      userId: applyClicks.userId,
      createdAt: applyClicks.createdAt,
    })
    .from(applyClicks)
    .where(eq(applyClicks.id, options.applyId))
    .for('update');
  if (!click || (click.userId !== null && click.userId !== options.userId)) {
    throw applyIdRefused('We have no record of this Apply click. Continue to the card from this page instead.');
  }
  if (click.cardSlug !== options.cardSlug) {
    throw applyIdRefused('This Apply click was for another card.');
  }
  if (options.now.getTime() - click.createdAt.getTime() > APPLY_CLICK_MAX_AGE_MS) {
    throw applyIdRefused('This Apply click is more than 30 days old. Continue to the card from this page again.');
  }
  const [taken] = await tx
    .select({ id: offerClaims.id })
    .from(offerClaims)
    .where(
      and(
        eq(offerClaims.applyClickId, click.id),
        // Any claim but this member's on this offer (a deleted member's claim, with no user, counts too).
        sql`(${offerClaims.userId}, ${offerClaims.offerId}) is distinct from (${options.userId}::uuid, ${options.offerId}::text)`,
      ),
    )
    .limit(1);
  if (taken) throw applyIdRefused('This Apply click already belongs to another claim.');
  return { id: click.id };
}

/**
 * A member claims a current offer; the claim is their ticket. Claiming again answers the same ticket
 * (one claim per member per offer, kept by a unique index, so concurrent claims make one row), and links
 * the Apply click when one is given and acceptable. Where to continue: the apply instructions when this
 * call linked a click (the page has the go flow's destination), else the go-link, which records one.
 */
export async function claimOffer(options: {
  db: Database;
  userId: string;
  offerId: string;
  applyId?: string | undefined;
  now?: Date;
  /** Called in the claim's transaction when a new claim is made (to queue its email with it). */
  onCreated?: (tx: Database, ticket: Ticket) => Promise<void>;
}): Promise<ClaimOfferResponse> {
  const { db, userId, offerId, applyId } = options;
  const now = options.now ?? new Date();
  const [offer] = await db
    .select({ cardSlug: offers.cardSlug, amountCents: offers.amountCents, affiliateId: cards.affiliateId })
    .from(offers)
    .innerJoin(cards, eq(cards.slug, offers.cardSlug))
    .where(eq(offers.id, offerId))
    .limit(1);
  if (!offer) throw new AppError('NOT_FOUND', 'There is no GeniusCash offer with this id.');
  const [already] = await db
    .select({ id: offerClaims.id })
    .from(offerClaims)
    .where(and(eq(offerClaims.userId, userId), eq(offerClaims.offerId, offerId)))
    .limit(1);
  // A claim made while the offer was open stands after it ends; a new one needs the card's current offer.
  if (!already && (await findCardOffer({ db, cardSlug: offer.cardSlug, now }))?.id !== offerId) {
    throw new AppError('NOT_FOUND', 'This GeniusCash offer has ended.');
  }

  const { claimId, created, linked } = await db.transaction(async (tx) => {
    const click = applyId
      ? await acceptableClick(tx, { applyId, cardSlug: offer.cardSlug, userId, offerId, now })
      : null;
    const [inserted] = await tx
      .insert(offerClaims)
      .values({
        userId,
        offerId,
        cardSlug: offer.cardSlug,
        amountCents: offer.amountCents,
        applyClickId: click?.id ?? null,
      })
      .onConflictDoNothing({ target: [offerClaims.userId, offerClaims.offerId] })
      .returning({ id: offerClaims.id });
    if (inserted) {
      const [ticket] = await ticketsOf({ db: tx, userId, claimIds: [inserted.id] });
      if (!ticket) throw new Error('the claim just written was not found');
      await options.onCreated?.(tx, ticket);
      return { claimId: inserted.id, created: true, linked: click !== null };
    }
    const [existing] = await tx
      .select({ id: offerClaims.id, applyClickId: offerClaims.applyClickId })
      .from(offerClaims)
      .where(and(eq(offerClaims.userId, userId), eq(offerClaims.offerId, offerId)))
      .for('update');
    if (!existing) throw new Error('the claim was neither inserted nor found');
    // The newest click is the application the issuer will report: the ticket follows it.
    if (click && existing.applyClickId !== click.id) {
      await tx
        .update(offerClaims)
        .set({ applyClickId: click.id, updatedAt: now })
        .where(eq(offerClaims.id, existing.id));
    }
    return { claimId: existing.id, created: false, linked: click !== null };
  });

  const [ticket] = await ticketsOf({ db, userId, claimIds: [claimId] });
  if (!ticket) throw new Error('the claim just written was not found');
  const next = linked
    ? `/apply-instructions/${offer.affiliateId}`
    : `/go/${offer.affiliateId}?context=${encodeURIComponent(OFFER_PAGE_CONTEXT)}`;
  return { ticket, created, next };
}
