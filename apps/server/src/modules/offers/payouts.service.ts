import {
  addCalendarDays,
  nextPayoutDate,
  PAYOUT_INTERVAL_DAYS,
  type PaymentMethod,
  paymentStatusLabel,
  payoutDatesBetween,
  torontoDate,
} from '@cardgenius/core/rules';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cards, offerClaims, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditFor, type StaffActor } from '../auth/audit';
import { recordStatusChanges } from './claim-history';
import { payoutPreferenceOf, ticketReference } from './tickets.service';

/**
 * Payouts (accounts spec §3, §9): staff approve claims (status 'confirmed') as issuers report
 * approvals; on a payout day of the biweekly schedule the approved claims are scheduled to the member's
 * Interac or PayPal email ('processing'), and once sent the batch is marked paid ('fulfilled').
 */

/** Statuses a claim is scheduled from: approved, or approved and waiting for a payout preference. */
export const APPROVED_STATUSES = ['confirmed', 'confirmed_hold'];

export interface PayoutLine {
  claimId: string;
  reference: string;
  memberEmail: string | null;
  cardName: string;
  amount: number;
  status: string;
  statusLabel: string;
  payoutMethod: PaymentMethod | null;
  payoutEmail: string | null;
  payoutDate: string | null;
  paidAt: string | null;
}

/** True for a day of the schedule: 2021-09-14 and every 14th day after it. Throws on a non-date. */
export function isPayoutDate(isoDate: string): boolean {
  return payoutDatesBetween(isoDate, isoDate).length === 1;
}

function checkPayoutDate(isoDate: string): void {
  let onSchedule: boolean;
  try {
    onSchedule = isPayoutDate(isoDate);
  } catch {
    throw new AppError('VALIDATION_FAILED', `${isoDate} is not a date: use YYYY-MM-DD.`, { date: 'Use YYYY-MM-DD.' });
  }
  if (!onSchedule) {
    const around = [
      ...payoutDatesBetween(addCalendarDays(isoDate, -PAYOUT_INTERVAL_DAYS), isoDate),
      ...payoutDatesBetween(isoDate, addCalendarDays(isoDate, PAYOUT_INTERVAL_DAYS)),
    ].join(' or ');
    throw new AppError('VALIDATION_FAILED', `${isoDate} is not a payout day. The nearest: ${around}.`, {
      date: 'Not a payout day.',
    });
  }
}

const lineColumns = {
  claim: offerClaims,
  memberEmail: users.email,
  cardName: cards.displayName,
};

type LineRow = { claim: typeof offerClaims.$inferSelect; memberEmail: string | null; cardName: string | null };

function toLine({ claim, memberEmail, cardName }: LineRow): PayoutLine {
  return {
    claimId: claim.id,
    reference: ticketReference(claim.id),
    memberEmail,
    cardName: cardName ?? claim.cardSlug,
    amount: claim.amountCents / 100,
    status: claim.status,
    statusLabel: paymentStatusLabel(claim.status),
    payoutMethod: claim.payoutMethod,
    payoutEmail: claim.payoutEmail,
    payoutDate: claim.payoutDate,
    paidAt: claim.paidAt?.toISOString() ?? null,
  };
}

export async function linesWhere(db: Database, where: SQL | undefined): Promise<PayoutLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(offerClaims)
    .leftJoin(users, eq(users.id, offerClaims.userId))
    .leftJoin(cards, eq(cards.slug, offerClaims.cardSlug))
    .where(where)
    .orderBy(asc(offerClaims.createdAt), asc(offerClaims.id));
  return rows.map(toLine);
}

/** The claims of one payout day's batch, in any status. */
export function listPayoutBatch(options: { db: Database; payoutDate: string }): Promise<PayoutLine[]> {
  checkPayoutDate(options.payoutDate);
  return linesWhere(options.db, eq(offerClaims.payoutDate, options.payoutDate));
}

/** What waits for the next payout: approved claims, and those held for a missing payout preference. */
export async function listPayoutQueue(options: { db: Database; now?: Date }) {
  return {
    nextPayoutDate: nextPayoutDate(options.now ?? new Date()),
    lines: await linesWhere(options.db, inArray(offerClaims.status, APPROVED_STATUSES)),
  };
}

/**
 * Schedules every approved claim for a payout day (today or later): the member's payout method and
 * address are copied onto the claim, so a later change of preference does not move money already on
 * its way. A claim whose member has no payout preference (or no longer exists) is held
 * ('confirmed_hold') and scheduled by a later run once one is chosen.
 */
export async function schedulePayouts(options: { db: Database; payoutDate: string; now?: Date; actor?: StaffActor }) {
  const { db, payoutDate } = options;
  checkPayoutDate(payoutDate);
  const today = torontoDate(options.now ?? new Date());
  if (payoutDate < today) {
    throw new AppError('VALIDATION_FAILED', `${payoutDate} has passed: schedule today's or a later payout day.`, {
      date: 'This payout day has passed.',
    });
  }
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({
        id: offerClaims.id,
        status: offerClaims.status,
        paymentMethod: users.paymentMethod,
        interacEmail: users.interacEmail,
        paypalEmail: users.paypalEmail,
      })
      .from(offerClaims)
      .leftJoin(users, eq(users.id, offerClaims.userId))
      .where(inArray(offerClaims.status, APPROVED_STATUSES))
      .orderBy(asc(offerClaims.createdAt), asc(offerClaims.id))
      .for('update', { of: offerClaims });
    const scheduled: string[] = [];
    const held: string[] = [];
    const now = options.now ?? new Date();
    const staffId = options.actor?.staffId ?? null;
    for (const claim of candidates) {
      const preference = payoutPreferenceOf(claim);
      if (preference) {
        await tx
          .update(offerClaims)
          .set({
            status: 'processing',
            payoutMethod: preference.method,
            payoutEmail: preference.email,
            payoutDate,
            updatedAt: now,
          })
          .where(eq(offerClaims.id, claim.id));
        await recordStatusChanges(
          tx,
          [
            {
              claimId: claim.id,
              from: claim.status,
              to: 'processing',
              note: `Scheduled for the payout of ${payoutDate}.`,
              staffId,
            },
          ],
          now,
        );
        scheduled.push(claim.id);
      } else {
        if (claim.status !== 'confirmed_hold') {
          await tx
            .update(offerClaims)
            .set({ status: 'confirmed_hold', updatedAt: now })
            .where(eq(offerClaims.id, claim.id));
          const note = 'Held: the member has not chosen a payout method.';
          await recordStatusChanges(
            tx,
            [{ claimId: claim.id, from: claim.status, to: 'confirmed_hold', note, staffId }],
            now,
          );
        }
        held.push(claim.id);
      }
    }
    if (options.actor) {
      await auditFor(tx, options.actor.request, 'payout.scheduled', options.actor.staffId, {
        payoutDate,
        scheduled: scheduled.length,
        held: held.length,
      });
    }
    const touched = [...scheduled, ...held];
    const lines = touched.length > 0 ? await linesWhere(tx, inArray(offerClaims.id, touched)) : [];
    return {
      payoutDate,
      scheduled: lines.filter((line) => scheduled.includes(line.claimId)),
      held: lines.filter((line) => held.includes(line.claimId)),
    };
  });
}

/** Marks a payout day's batch as sent: every claim scheduled for it becomes 'fulfilled' (Delivered). */
export async function markPayoutsPaid(options: { db: Database; payoutDate: string; now?: Date; actor?: StaffActor }) {
  const { db, payoutDate, actor } = options;
  checkPayoutDate(payoutDate);
  const now = options.now ?? new Date();
  if (payoutDate > torontoDate(now)) {
    throw new AppError('VALIDATION_FAILED', `${payoutDate} has not come yet: a batch is marked paid once sent.`, {
      date: 'This payout day has not come yet.',
    });
  }
  const ids = await db.transaction(async (tx) => {
    const paid = await tx
      .update(offerClaims)
      .set({ status: 'fulfilled', paidAt: now, updatedAt: now })
      .where(and(eq(offerClaims.payoutDate, payoutDate), eq(offerClaims.status, 'processing')))
      .returning({ id: offerClaims.id });
    const note = `Paid in the batch of ${payoutDate}.`;
    const staffId = actor?.staffId ?? null;
    await recordStatusChanges(
      tx,
      paid.map((row) => ({ claimId: row.id, from: 'processing', to: 'fulfilled', note, staffId })),
      now,
    );
    if (actor) {
      await auditFor(tx, actor.request, 'payout.marked-paid', actor.staffId, { payoutDate, paid: paid.length });
    }
    return paid.map((row) => row.id);
  });
  return { payoutDate, paid: ids.length > 0 ? await linesWhere(db, inArray(offerClaims.id, ids)) : [] };
}

/** The one claim a ticket reference (or full id) names; refuses an unknown or ambiguous one. */
async function claimByReference(db: Database, reference: string) {
  const wanted = reference.trim().replace(/^#/, '').replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{8,32}$/.test(wanted)) {
    throw new AppError('VALIDATION_FAILED', 'A ticket reference is 8 or more hexadecimal characters.', {
      ticket: 'Not a ticket reference.',
    });
  }
  const rows = await db
    .select({ id: offerClaims.id, status: offerClaims.status })
    .from(offerClaims)
    .where(sql`replace(${offerClaims.id}::text, '-', '') like ${`${wanted}%`}`)
    .limit(2);
  if (rows.length === 0) throw new AppError('NOT_FOUND', `No ticket ${reference.toUpperCase()}.`);
  if (rows.length > 1) {
    throw new AppError('CONFLICT', `More than one ticket starts with ${reference.toUpperCase()}: give the full id.`);
  }
  return rows[0] as { id: string; status: string };
}

/** The statuses each decision may be taken from: a declined claim may be approved on appeal, an approved one declined. */
const DECIDABLE_FROM = {
  approve: ['unfulfilled', 'rejected'],
  reject: ['unfulfilled', ...APPROVED_STATUSES],
} as const;

/**
 * Staff record what the issuer reported for a pending claim: approved ('confirmed') or declined
 * ('rejected'), with the reason kept in the claim's history.
 */
export async function decideClaim(options: {
  db: Database;
  reference: string;
  decision: 'approve' | 'reject';
  reason?: string;
  actor?: StaffActor;
  now?: Date;
}): Promise<PayoutLine> {
  const { db, decision, actor } = options;
  const now = options.now ?? new Date();
  const claim = await claimByReference(db, options.reference);
  const status = decision === 'approve' ? 'confirmed' : 'rejected';
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: offerClaims.status })
      .from(offerClaims)
      .where(eq(offerClaims.id, claim.id))
      .for('update');
    const from = before?.status ?? claim.status;
    if (!(DECIDABLE_FROM[decision] as readonly string[]).includes(from)) {
      throw new AppError(
        'CONFLICT',
        `Ticket ${ticketReference(claim.id)} is ${from}: it cannot be ${decision === 'approve' ? 'approved' : 'rejected'} now.`,
      );
    }
    await tx.update(offerClaims).set({ status, updatedAt: now }).where(eq(offerClaims.id, claim.id));
    const note = options.reason ?? `${decision === 'approve' ? 'Approved' : 'Rejected'} from the command line.`;
    await recordStatusChanges(
      tx,
      [{ claimId: claim.id, from, to: status, note, staffId: actor?.staffId ?? null }],
      now,
    );
    if (actor) {
      await auditFor(tx, actor.request, decision === 'approve' ? 'payout.approved' : 'payout.rejected', actor.staffId, {
        claimId: claim.id,
        from,
      });
    }
  });
  const [line] = await linesWhere(db, eq(offerClaims.id, claim.id));
  if (!line) throw new Error('the claim just updated was not found');
  return line;
}

/** Every payout marked paid, summed (the global call's `geniusCashPayouts`, shell-and-browsing §3). */
export async function paidPayoutTotals(options: { db: Database }): Promise<{ totalPaid: number; payoutCount: number }> {
  const [row] = await options.db
    .select({
      cents: sql<string>`coalesce(sum(${offerClaims.amountCents}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(offerClaims)
    .where(isNotNull(offerClaims.paidAt));
  return { totalPaid: Number(row?.cents ?? 0) / 100, payoutCount: Number(row?.count ?? 0) };
}

/** How far back the payouts screen offers past payout days (any other is still asked for by its date). */
const PAST_PAYOUT_DAYS_SHOWN = 365;

/**
 * The payouts screen: claims waiting for the issuer's answer, approved claims waiting for a payout day,
 * and one payout day's batch (the next one unless another is named).
 */
export async function payoutOverview(options: { db: Database; date?: string | undefined; now?: Date }) {
  const { db } = options;
  const now = options.now ?? new Date();
  const next = nextPayoutDate(now);
  const date = options.date ?? next;
  const [batch, pending, approved] = await Promise.all([
    listPayoutBatch({ db, payoutDate: date }),
    linesWhere(db, eq(offerClaims.status, 'unfulfilled')),
    linesWhere(db, inArray(offerClaims.status, APPROVED_STATUSES)),
  ]);
  return {
    date,
    nextPayoutDate: next,
    payoutDates: payoutDatesBetween(addCalendarDays(next, -PAST_PAYOUT_DAYS_SHOWN), next).reverse(),
    pending,
    approved,
    batch,
  };
}

/** One payout day's batch for a transfer tool: the claims paid (or to be paid) by that method. */
export async function payoutExport(options: {
  db: Database;
  payoutDate: string;
  method: PaymentMethod;
  actor: StaffActor;
}): Promise<PayoutLine[]> {
  const { db, payoutDate, method, actor } = options;
  const lines = (await listPayoutBatch({ db, payoutDate })).filter((line) => line.payoutMethod === method);
  await auditFor(db, actor.request, 'payout.exported', actor.staffId, { payoutDate, method, lines: lines.length });
  return lines;
}
