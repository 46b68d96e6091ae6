import type { Ticket, TicketList } from '@cardgenius/core/contract';
import { nextPayoutDate, type PaymentMethod, paymentStatusLabel } from '@cardgenius/core/rules';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards, offerClaims, ticketMessages, type users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const REFERENCE_LENGTH = 8;

/** The reference a member quotes for a ticket: the first 8 hex characters of the claim's id, in capitals. */
export function ticketReference(id: string): string {
  return id.replace(/-/g, '').slice(0, REFERENCE_LENGTH).toUpperCase();
}

/** Enough for any real exchange about one payout; a ticket past it is handled through the contact form. */
export const MAX_MESSAGES_PER_TICKET = 50;

type UserPayout = Pick<typeof users.$inferSelect, 'paymentMethod' | 'interacEmail' | 'paypalEmail'>;

/** Where a member's payouts go, or null when they have not chosen (or the chosen method has no address). */
export function payoutPreferenceOf(user: UserPayout): { method: PaymentMethod; email: string } | null {
  const email =
    user.paymentMethod === 'interac' ? user.interacEmail : user.paymentMethod === 'paypal' ? user.paypalEmail : null;
  return user.paymentMethod && email ? { method: user.paymentMethod, email } : null;
}

/** The member's tickets (all, or those named), newest first, each with its messages oldest first. */
export async function ticketsOf(options: { db: Database; userId: string; claimIds?: string[] }): Promise<Ticket[]> {
  const { db, userId, claimIds } = options;
  const rows = await db
    .select({ claim: offerClaims, cardName: cards.displayName })
    .from(offerClaims)
    .leftJoin(cards, eq(cards.slug, offerClaims.cardSlug))
    .where(and(eq(offerClaims.userId, userId), claimIds ? inArray(offerClaims.id, claimIds) : undefined))
    .orderBy(desc(offerClaims.createdAt), desc(offerClaims.id));
  const ids = rows.map((row) => row.claim.id);
  const messages =
    ids.length > 0
      ? await db
          .select()
          .from(ticketMessages)
          .where(inArray(ticketMessages.claimId, ids))
          .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id))
      : [];
  return rows.map(({ claim, cardName }) => ({
    id: claim.id,
    reference: ticketReference(claim.id),
    offerId: claim.offerId,
    cardSlug: claim.cardSlug,
    cardName: cardName ?? claim.cardSlug,
    amount: claim.amountCents / 100,
    status: claim.status,
    statusLabel: paymentStatusLabel(claim.status),
    payoutMethod: claim.payoutMethod,
    payoutDate: claim.payoutDate,
    paidAt: claim.paidAt?.toISOString() ?? null,
    claimedAt: claim.createdAt.toISOString(),
    applyRecorded: claim.applyClickId !== null,
    messages: messages
      .filter((message) => message.claimId === claim.id)
      .map((message) => ({
        id: message.id,
        author: message.author,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
      })),
  }));
}

/** The /ticket page and the dashboard's GeniusCash: every ticket, where payouts go, the next payout day. */
export async function listTickets(options: {
  db: Database;
  user: UserPayout & { id: string };
  now?: Date;
}): Promise<TicketList> {
  return {
    tickets: await ticketsOf({ db: options.db, userId: options.user.id }),
    payoutPreference: payoutPreferenceOf(options.user),
    nextPayoutDate: nextPayoutDate(options.now ?? new Date()),
  };
}

const NO_SUCH_TICKET = 'We could not find that ticket among yours.';

/**
 * A note from the member on one of their own tickets. Someone else's ticket answers exactly as one
 * that does not exist, so ids cannot be probed.
 */
export async function addTicketMessage(options: { db: Database; userId: string; claimId: string; body: string }) {
  const { db, userId, claimId, body } = options;
  return db.transaction(async (tx) => {
    // Locks the ticket, so that concurrent notes cannot pass the cap together.
    const [own] = await tx
      .select({ id: offerClaims.id })
      .from(offerClaims)
      .where(and(eq(offerClaims.id, claimId), eq(offerClaims.userId, userId)))
      .for('update');
    if (!own) throw new AppError('NOT_FOUND', NO_SUCH_TICKET);
    const [held] = await tx.select({ value: count() }).from(ticketMessages).where(eq(ticketMessages.claimId, claimId));
    if ((held?.value ?? 0) >= MAX_MESSAGES_PER_TICKET) {
      throw new AppError(
        'CONFLICT',
        'This ticket has as many messages as it can hold. Please write to us through the contact form.',
      );
    }
    const [message] = await tx.insert(ticketMessages).values({ claimId, author: 'member', body }).returning();
    if (!message) throw new Error('the message was not stored');
    return {
      id: message.id,
      author: message.author,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    };
  });
}
