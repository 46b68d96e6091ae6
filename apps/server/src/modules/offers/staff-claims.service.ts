import type { StaffClaim, StaffClaimSummary } from '@cardgenius/core/contract';
import {
  PAYOUT_DECISION_STATUSES,
  type PaymentStatus,
  paymentStatusLabel,
  STAFF_SETTABLE_STATUSES,
} from '@cardgenius/core/rules';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { applyClicks, cards, claimStatusChanges, offerClaims, ticketMessages, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditFor, type StaffActor } from '../auth/audit';
import { recordStatusChanges } from './claim-history';
import { MAX_MESSAGES_PER_TICKET, ticketReference } from './tickets.service';

/** Claims a page of the staff queue holds. */
export const CLAIMS_PAGE_SIZE = 25;

const NO_SUCH_CLAIM = 'There is no claim with this id.';

/**
 * What the search box finds: a ticket reference (its first characters, with or without `#`) or part of
 * the member's email address.
 */
function searchFilter(query: string): SQL | undefined {
  const text = query.trim();
  if (text === '') return undefined;
  const hex = text.replace(/^#/, '').replace(/-/g, '').toLowerCase();
  const byReference = /^[0-9a-f]{4,32}$/.test(hex)
    ? sql`replace(${offerClaims.id}::text, '-', '') like ${`${hex}%`}`
    : undefined;
  const byEmail = ilike(users.email, containsPattern(text));
  return byReference ? sql`(${byReference} or ${byEmail})` : byEmail;
}

/** The claims queue: by status (all when none), newest first, searched by reference or member email. */
export async function listStaffClaims(options: {
  db: Database;
  status?: PaymentStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
}): Promise<{ claims: StaffClaimSummary[]; total: number; page: number; totalPages: number }> {
  const { db } = options;
  const page = options.page ?? 1;
  const where = and(
    options.status ? eq(offerClaims.status, options.status) : undefined,
    options.q ? searchFilter(options.q) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ claim: offerClaims, email: users.email, cardName: cards.displayName })
      .from(offerClaims)
      .leftJoin(users, eq(users.id, offerClaims.userId))
      .leftJoin(cards, eq(cards.slug, offerClaims.cardSlug))
      .where(where)
      .orderBy(desc(offerClaims.createdAt), desc(offerClaims.id))
      .limit(CLAIMS_PAGE_SIZE)
      .offset((page - 1) * CLAIMS_PAGE_SIZE),
    db.select({ total: count() }).from(offerClaims).leftJoin(users, eq(users.id, offerClaims.userId)).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    claims: rows.map(({ claim, email, cardName }) => ({
      id: claim.id,
      reference: ticketReference(claim.id),
      memberEmail: email,
      cardName: cardName ?? claim.cardSlug,
      amount: claim.amountCents / 100,
      status: claim.status,
      statusLabel: paymentStatusLabel(claim.status),
      claimedAt: claim.createdAt.toISOString(),
      updatedAt: claim.updatedAt.toISOString(),
    })),
    total,
    page,
    totalPages: Math.ceil(total / CLAIMS_PAGE_SIZE),
  };
}

/** One claim as staff see it: the member (name and email only), the card, its history and the ticket's messages. */
export async function getStaffClaim(options: { db: Database; id: string }): Promise<StaffClaim> {
  const { db, id } = options;
  const [row] = await db
    .select({
      claim: offerClaims,
      member: { id: users.id, name: users.name, email: users.email },
      cardName: cards.displayName,
      clickedAt: applyClicks.createdAt,
    })
    .from(offerClaims)
    .leftJoin(users, eq(users.id, offerClaims.userId))
    .leftJoin(cards, eq(cards.slug, offerClaims.cardSlug))
    .leftJoin(applyClicks, eq(applyClicks.id, offerClaims.applyClickId))
    .where(eq(offerClaims.id, id));
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_CLAIM);
  const staff = sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${claimStatusChanges.staffId})`;
  const [history, messages] = await Promise.all([
    db
      .select({ change: claimStatusChanges, by: staff })
      .from(claimStatusChanges)
      .where(eq(claimStatusChanges.claimId, id))
      .orderBy(asc(claimStatusChanges.createdAt), asc(claimStatusChanges.id)),
    db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.claimId, id))
      .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id)),
  ]);
  const { claim } = row;
  return {
    id: claim.id,
    reference: ticketReference(claim.id),
    member: row.member?.id ? { id: row.member.id, name: row.member.name, email: row.member.email } : null,
    card: { slug: claim.cardSlug, name: row.cardName ?? claim.cardSlug },
    offerId: claim.offerId,
    amount: claim.amountCents / 100,
    status: claim.status,
    statusLabel: paymentStatusLabel(claim.status),
    claimedAt: claim.createdAt.toISOString(),
    applyClickedAt: row.clickedAt?.toISOString() ?? null,
    payoutMethod: claim.payoutMethod,
    payoutDate: claim.payoutDate,
    paidAt: claim.paidAt?.toISOString() ?? null,
    history: history.map(({ change, by }) => ({
      from: change.fromStatus,
      to: change.toStatus,
      toLabel: paymentStatusLabel(change.toStatus),
      note: change.note,
      by,
      at: change.createdAt.toISOString(),
    })),
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
    settableStatuses: STAFF_SETTABLE_STATUSES.filter((status) => status !== claim.status),
  };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the claim for a change and answers its status; refuses a ticket already full when a message is to be added. */
async function lockClaim(tx: Tx, id: string, addingMessage: boolean): Promise<string> {
  const [claim] = await tx
    .select({ status: offerClaims.status })
    .from(offerClaims)
    .where(eq(offerClaims.id, id))
    .for('update');
  if (!claim) throw new AppError('NOT_FOUND', NO_SUCH_CLAIM);
  if (addingMessage) {
    const [held] = await tx.select({ value: count() }).from(ticketMessages).where(eq(ticketMessages.claimId, id));
    if ((held?.value ?? 0) >= MAX_MESSAGES_PER_TICKET) {
      throw new AppError('CONFLICT', 'This ticket has as many messages as it can hold: write to the member by email.');
    }
  }
  return claim.status;
}

/** Whether setting this status is a payout decision (approving or declining), which needs the password again. */
export function isPayoutDecision(status: string): boolean {
  return PAYOUT_DECISION_STATUSES.includes(status as PaymentStatus);
}

/**
 * Staff change a claim's status with a note, kept in its history; the member sees the new status's label
 * and, when staff write one, a message on the ticket. Statuses a payout run sets are refused here.
 */
export async function setStaffClaimStatus(options: {
  db: Database;
  id: string;
  status: string;
  note: string;
  message?: string | undefined;
  actor: StaffActor;
  now?: Date;
}): Promise<StaffClaim> {
  const { db, id, status, note, message, actor } = options;
  const now = options.now ?? new Date();
  if (!(STAFF_SETTABLE_STATUSES as readonly string[]).includes(status)) {
    throw new AppError('VALIDATION_FAILED', 'This status is set by a payout run.', {
      status: 'Schedule or mark payouts paid from the payouts screen.',
    });
  }
  await db.transaction(async (tx) => {
    const from = await lockClaim(tx, id, message !== undefined);
    if (from === status) {
      throw new AppError('CONFLICT', `The claim is already ${status}.`);
    }
    await tx.update(offerClaims).set({ status, updatedAt: now }).where(eq(offerClaims.id, id));
    await recordStatusChanges(tx, [{ claimId: id, from, to: status, note, staffId: actor.staffId }], now);
    if (message !== undefined) {
      await tx.insert(ticketMessages).values({ claimId: id, author: 'staff', body: message, createdAt: now });
    }
    await auditFor(tx, actor.request, 'claim.status-changed', actor.staffId, {
      claimId: id,
      from,
      to: status,
      messageSent: message !== undefined,
    });
  });
  return getStaffClaim({ db, id });
}

/** Staff answer the member on their ticket; the member reads it on their tickets page. */
export async function replyToStaffClaim(options: {
  db: Database;
  id: string;
  body: string;
  actor: StaffActor;
  now?: Date;
}): Promise<StaffClaim> {
  const { db, id, body, actor } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await lockClaim(tx, id, true);
    await tx.insert(ticketMessages).values({ claimId: id, author: 'staff', body, createdAt: now });
    await auditFor(tx, actor.request, 'claim.replied', actor.staffId, { claimId: id });
  });
  return getStaffClaim({ db, id });
}
