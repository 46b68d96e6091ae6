import { nextPayoutDate, paymentStatusLabel } from '@cardgenius/core/rules';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerClaims, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createTestApp } from '../../test/test-app';
import { openCards } from './offer-fixtures';
import { payoutCsv } from './payout-csv';
import { decideClaim, isPayoutDate, listPayoutBatch, markPayoutsPaid, schedulePayouts } from './payouts.service';
import { runPayoutsCommand } from './payouts-cli';
import { ticketReference } from './tickets.service';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.database.db;

/** Saturday 2026-11-21, noon in Toronto; the payout days around it are 2026-11-17 and 2026-12-01. */
const NOW = new Date('2026-11-21T17:00:00Z');

async function member(email: string, payout: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({ email, name: 'Payout Tester', passwordHash: 'x', referralCode: email, ...payout })
    .returning();
  if (!row) throw new Error('member not inserted');
  return row.id;
}

async function claimFor(userId: string | null, status: string, dollars = 100) {
  const [card] = await openCards(t, 1);
  const [row] = await db
    .insert(offerClaims)
    .values({ userId, cardSlug: card?.slug ?? '', amountCents: dollars * 100, status })
    .returning();
  if (!row) throw new Error('claim not inserted');
  return row.id;
}

const statusOf = async (id: string) => (await db.select().from(offerClaims).where(eq(offerClaims.id, id)))[0];

describe('the biweekly payout schedule', () => {
  it('pays every 14 days from Tuesday 2021-09-14', () => {
    for (const day of ['2021-09-14', '2021-09-28', '2026-11-17', '2026-12-01', '2026-12-29', '2027-01-12']) {
      expect(isPayoutDate(day), day).toBe(true);
    }
    for (const day of ['2021-08-31', '2021-09-15', '2026-11-21', '2026-11-24', '2026-12-08']) {
      expect(isPayoutDate(day), day).toBe(false);
    }
    expect(() => isPayoutDate('2026-02-30')).toThrow(RangeError);
    expect(nextPayoutDate(NOW)).toBe('2026-12-01');
    // A payout day counts as its own next payout day, in Toronto: late on Dec 1 in Toronto is Dec 2 in UTC.
    expect(nextPayoutDate(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01');
  });
});

describe('scheduling and paying a batch', () => {
  let interac: string;
  let paypal: string;
  let noPreference: string;
  let pending: string;
  let deleted: string;

  beforeAll(async () => {
    const withInterac = await member('interac.payout@example.ca', {
      paymentMethod: 'interac',
      interacEmail: 'etransfer@example.ca',
    });
    const withPaypal = await member('paypal.payout@example.ca', {
      paymentMethod: 'paypal',
      paypalEmail: 'paypal@example.ca',
    });
    const without = await member('none.payout@example.ca');
    interac = await claimFor(withInterac, 'confirmed', 125);
    paypal = await claimFor(withPaypal, 'confirmed', 60);
    noPreference = await claimFor(without, 'confirmed', 75);
    pending = await claimFor(withInterac, 'unfulfilled', 50);
    deleted = await claimFor(null, 'confirmed', 100);
  });

  it('refuses a day off the schedule, naming the payout days around it, and a day that has passed', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: AppError) => error.message,
      );
    expect(await refusal(schedulePayouts({ db, payoutDate: '2026-11-24', now: NOW }))).toBe(
      '2026-11-24 is not a payout day. The nearest: 2026-11-17 or 2026-12-01.',
    );
    expect(await refusal(schedulePayouts({ db, payoutDate: '2026-11-17', now: NOW }))).toBe(
      "2026-11-17 has passed: schedule today's or a later payout day.",
    );
    expect(await refusal(schedulePayouts({ db, payoutDate: 'next tuesday', now: NOW }))).toBe(
      'next tuesday is not a date: use YYYY-MM-DD.',
    );
    expect(await refusal(markPayoutsPaid({ db, payoutDate: '2026-12-01', now: NOW }))).toBe(
      '2026-12-01 has not come yet: a batch is marked paid once sent.',
    );
    expect((await statusOf(interac))?.status).toBe('confirmed');
  });

  it('schedules approved claims to the member’s Interac or PayPal email, and holds those without one', async () => {
    const batch = await schedulePayouts({ db, payoutDate: '2026-12-01', now: NOW });
    expect(batch.scheduled.map((line) => line.claimId).sort()).toEqual([interac, paypal].sort());
    expect(batch.held.map((line) => line.claimId).sort()).toEqual([noPreference, deleted].sort());
    expect(await statusOf(interac)).toMatchObject({
      status: 'processing',
      payoutMethod: 'interac',
      payoutEmail: 'etransfer@example.ca',
      payoutDate: '2026-12-01',
    });
    expect(await statusOf(paypal)).toMatchObject({ payoutMethod: 'paypal', payoutEmail: 'paypal@example.ca' });
    expect(await statusOf(noPreference)).toMatchObject({ status: 'confirmed_hold', payoutDate: null });
    expect(paymentStatusLabel('confirmed_hold')).toBe('Approved');
    expect((await statusOf(pending))?.status).toBe('unfulfilled');
    // A later change of preference does not move money already on its way.
    await db
      .update(users)
      .set({ interacEmail: 'changed@example.ca' })
      .where(eq(users.email, 'interac.payout@example.ca'));
    expect((await statusOf(interac))?.payoutEmail).toBe('etransfer@example.ca');
  });

  it('schedules a held claim on a later run once the member chooses a payout method', async () => {
    await db
      .update(users)
      .set({ paymentMethod: 'interac', interacEmail: 'late@example.ca' })
      .where(eq(users.email, 'none.payout@example.ca'));
    const batch = await schedulePayouts({ db, payoutDate: '2026-12-15', now: NOW });
    expect(batch.scheduled.map((line) => line.claimId)).toEqual([noPreference]);
    expect(batch.held.map((line) => line.claimId)).toEqual([deleted]);
  });

  it('marks a batch paid once its day has come, and only that batch', async () => {
    const onPayday = new Date('2026-12-01T20:00:00Z');
    const { paid } = await markPayoutsPaid({ db, payoutDate: '2026-12-01', now: onPayday });
    expect(paid.map((line) => line.claimId).sort()).toEqual([interac, paypal].sort());
    expect(await statusOf(interac)).toMatchObject({ status: 'fulfilled', paidAt: onPayday });
    expect(paymentStatusLabel('fulfilled')).toBe('Delivered');
    expect((await statusOf(noPreference))?.status).toBe('processing');
    // Marking again changes nothing.
    expect((await markPayoutsPaid({ db, payoutDate: '2026-12-01', now: onPayday })).paid).toEqual([]);
    const batch = await listPayoutBatch({ db, payoutDate: '2026-12-01' });
    expect(batch.map((line) => line.status)).toEqual(['fulfilled', 'fulfilled']);
  });

  it('lets staff approve or reject a pending claim by its ticket reference', async () => {
    const approved = await decideClaim({ db, reference: ticketReference(pending).toLowerCase(), decision: 'approve' });
    expect(approved.status).toBe('confirmed');
    await expect(decideClaim({ db, reference: ticketReference(interac), decision: 'reject' })).rejects.toThrow(
      /is fulfilled: it cannot be rejected now/,
    );
    await expect(decideClaim({ db, reference: 'zzzz', decision: 'approve' })).rejects.toThrow(AppError);
    await expect(decideClaim({ db, reference: '00000000', decision: 'approve' })).rejects.toThrow(/No ticket/);
    expect((await decideClaim({ db, reference: pending, decision: 'reject' })).status).toBe('rejected');
  });
});

describe('payout CSV and the payouts command', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    const csv = payoutCsv([
      {
        claimId: 'id-1',
        reference: 'ABCD1234',
        memberEmail: 'alex@example.ca',
        cardName: '=HYPERLINK("x"), "Gold"',
        amount: 125,
        status: 'processing',
        payoutMethod: 'interac',
        payoutEmail: 'etransfer@example.ca',
        payoutDate: '2026-12-01',
        paidAt: null,
      },
    ]);
    expect(csv).toBe(
      'reference,claim_id,member_email,card,amount,status,payout_method,payout_email,payout_date,paid_at\r\n' +
        `ABCD1234,id-1,alex@example.ca,"'=HYPERLINK(""x""), ""Gold""",125.00,processing,interac,etransfer@example.ca,2026-12-01,\r\n`,
    );
  });

  it('schedules from the command line, printing the batch as CSV', async () => {
    const email = 'cli.payout@example.ca';
    const id = await claimFor(
      await member(email, { paymentMethod: 'paypal', paypalEmail: 'cli@example.ca' }),
      'confirmed',
      80,
    );
    const run = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runPayoutsCommand(
        db,
        argv,
        { out: (text) => out.push(text), err: (text) => err.push(text) },
        NOW,
      );
      return { code, out: out.join(''), err: err.join('') };
    };
    expect((await run('schedule')).code).toBe(2);
    expect((await run('schedule', '--when', 'soon')).code).toBe(2);
    const offDay = await run('schedule', '--date', '2026-11-24');
    expect(offDay).toMatchObject({ code: 1, out: '' });
    expect(offDay.err).toMatch(/not a payout day/);
    const queue = await run('list');
    expect(queue.out).toContain(ticketReference(id));
    expect(queue.err).toMatch(/next payout day 2026-12-01/);
    const scheduled = await run('schedule', '--date', '2026-12-29');
    expect(scheduled.code).toBe(0);
    expect(scheduled.out.split('\r\n').find((line) => line.startsWith(ticketReference(id)))).toMatch(
      new RegExp(`^${ticketReference(id)},${id},${email},.*,80.00,processing,paypal,cli@example.ca,2026-12-29,$`),
    );
    expect(scheduled.err).toMatch(/^Scheduled 1 payout\(s\) for 2026-12-29, \$80.00 in all\. 1 held/);
    const batch = await run('list', '--date', '2026-12-29');
    expect(batch.out).toBe(scheduled.out);
    const rows = await db
      .select()
      .from(offerClaims)
      .where(inArray(offerClaims.id, [id]));
    expect(rows[0]?.status).toBe('processing');
  });
});
