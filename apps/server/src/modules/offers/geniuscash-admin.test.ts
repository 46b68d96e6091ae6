import type { PayoutLine, StaffClaim, StaffOffer } from '@cardgenius/core/contract';
import { addCalendarDays, nextPayoutDate, torontoDate } from '@cardgenius/core/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueContent } from '../../catalogue/load-catalogue';
import { readDataVersion } from '../../db/data-version';
import { auditEvents, cards, offerClaims, offers, sessions, users } from '../../db/schema';
import { asMember, getJson, type Member, signedInMember, signedInWithRole } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { lastDayBefore } from './offer-dates';
import { openCards, userIdOf } from './offer-fixtures';
import { loadOfferFile } from './offers-file';
import { markPayoutsPaid } from './payouts.service';
import { syncOffers } from './sync-offers';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.database.db;

const today = torontoDate(new Date());
const TERMS = 'Apply through our link while signed in.\n\nThe issuer must approve your application.';

let admin: Member;
let support: Member;

beforeAll(async () => {
  admin = await signedInWithRole(t, 'admin', 'offers.admin@example.ca');
  support = await signedInWithRole(t, 'support', 'payouts.support@example.ca');
});

const post = (who: Member, path: string, body: unknown = {}) => t.postJson(`/api/v2${path}`, body, asMember(who));
const put = (who: Member, path: string, body: unknown) =>
  t.app.request(`/api/v2${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...asMember(who) },
    body: JSON.stringify(body),
  });

/** As if the member last entered their password `ms` ago in every session. */
async function passwordEnteredAgo(who: Member, ms: number) {
  await db
    .update(sessions)
    .set({ passwordConfirmedAt: new Date(Date.now() - ms) })
    .where(eq(sessions.userId, await userIdOf(t, who.email)));
}

async function auditRows(event: string, who: Member) {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.event, event), eq(auditEvents.userId, await userIdOf(t, who.email))));
}

/** Cards of the catalogue without any offer yet, so each test owns the windows it makes. */
async function cardsWithoutOffers(count: number) {
  const taken = new Set((await db.select({ slug: offers.cardSlug }).from(offers)).map((row) => row.slug));
  const free = (await openCards(t, 40)).filter((card) => !taken.has(card.slug));
  if (free.length < count) throw new Error('too few cards without an offer');
  return free.slice(0, count);
}

describe('offers in the admin site', () => {
  it('makes an offer that the public offers list shows at once, and audits it', async () => {
    const [card] = await cardsWithoutOffers(1);
    const before = await readDataVersion(db);
    const made = await post(admin, '/admin/offers', {
      card: card?.slug,
      amount: 150,
      start: today,
      end: addCalendarDays(today, 30),
      terms: TERMS,
    });
    expect(made.status).toBe(201);
    const offer = (await made.json()) as StaffOffer;
    expect(offer).toMatchObject({ cardSlug: card?.slug, amount: 150, window: 'current', origin: 'staff' });
    expect(offer.terms).toEqual([
      'Apply through our link while signed in.',
      'The issuer must approve your application.',
    ]);
    // The data version tells every other process to show it.
    expect(await readDataVersion(db)).toBeGreaterThan(before);
    const listed = await getJson(t, '/api/v2/offers');
    expect((listed.body.offers as { id: string }[]).map((row) => row.id)).toContain(offer.id);
    expect((await getJson(t, `/api/v2/offers/${card?.slug}`)).body).toMatchObject({ id: offer.id, amount: 150 });
    expect(await auditRows('offer.created', admin)).toContainEqual(
      expect.objectContaining({ detail: expect.objectContaining({ offerId: offer.id, amount: 150 }) }),
    );
  });

  it('refuses an overlapping window for the same card, naming the offer it meets', async () => {
    const [card] = await cardsWithoutOffers(1);
    const first = await post(admin, '/admin/offers', {
      card: card?.slug,
      amount: 100,
      start: addCalendarDays(today, 1),
      end: addCalendarDays(today, 20),
      terms: TERMS,
    });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as StaffOffer;
    const overlapping = await post(admin, '/admin/offers', {
      card: card?.slug,
      amount: 120,
      start: addCalendarDays(today, 20),
      end: null,
      terms: TERMS,
    });
    expect(overlapping.status).toBe(400);
    const refused = (await overlapping.json()) as { error: { fields: Record<string, string> } };
    expect(refused.error.fields.start).toContain(id);
    // The day after its last day is free.
    const after = await post(admin, '/admin/offers', {
      card: card?.slug,
      amount: 120,
      start: addCalendarDays(today, 21),
      end: null,
      terms: TERMS,
    });
    expect(after.status).toBe(201);
  });

  it('says what to fix in each field', async () => {
    const [card] = await cardsWithoutOffers(1);
    const [hidden] = await db.select({ slug: cards.slug }).from(cards).where(eq(cards.hidden, true)).limit(1);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ end: addCalendarDays(today, -1) }, 'end', /before the first/],
      [{ start: addCalendarDays(today, -2), end: null }, 'start', /today or later/],
      [{ amount: 5000 }, 'amount', /at most 1000/],
      [{ amount: 0 }, 'amount', /above 0/],
      [{ terms: 'too short' }, 'terms', /Line 1: A term is a sentence of at least 10 characters/],
      [{ card: 'no-such-card' }, 'card', /no card no-such-card/],
    ];
    if (hidden) cases.push([{ card: hidden.slug }, 'card', /hidden/]);
    for (const [change, field, message] of cases) {
      const answer = await post(admin, '/admin/offers', {
        card: card?.slug,
        amount: 50,
        start: today,
        end: addCalendarDays(today, 5),
        terms: TERMS,
        ...change,
      });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      const { error } = (await answer.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields[field], JSON.stringify(change)).toMatch(message);
    }
  });

  it('keeps a seeded offer staff edited when the seed runs again, and never ends a staff offer', async () => {
    const seeded = loadOfferFile(loadCatalogueContent().catalogue.cards);
    const [first] = seeded;
    if (!first) throw new Error('data/offers.json has no offer');
    const [row] = await db.select().from(offers).where(eq(offers.id, first.id));
    const edited = await put(admin, `/admin/offers/${first.id}`, {
      card: first.cardSlug,
      amount: 99,
      start: torontoDate(first.startsAt),
      end: row?.endsAt ? lastDayBefore(row.endsAt) : null,
      terms: 'Staff wrote this term for the test.',
    });
    expect(edited.status).toBe(200);
    expect(await auditRows('offer.edited', admin)).toHaveLength(1);
    // The file says otherwise and no longer lists the staff-made offers: neither is touched.
    const staffMade = await db.select().from(offers).where(eq(offers.origin, 'staff'));
    await syncOffers(db, seeded);
    const [kept] = await db.select().from(offers).where(eq(offers.id, first.id));
    expect(kept).toMatchObject({ amountCents: 9900, terms: ['Staff wrote this term for the test.'], origin: 'staff' });
    const after = await db
      .select()
      .from(offers)
      .where(
        inArray(
          offers.id,
          staffMade.map((offer) => offer.id),
        ),
      );
    const endOf = (rows: (typeof offers.$inferSelect)[]) =>
      Object.fromEntries(rows.map((offer) => [offer.id, offer.endsAt?.toISOString() ?? null]));
    expect(endOf(after)).toEqual(endOf(staffMade));
  });

  it('ends an offer now, once', async () => {
    const [card] = await cardsWithoutOffers(1);
    const made = (await (
      await post(admin, '/admin/offers', { card: card?.slug, amount: 80, start: today, end: null, terms: TERMS })
    ).json()) as StaffOffer;
    const ended = await post(admin, `/admin/offers/${made.id}/end`);
    expect(ended.status).toBe(200);
    expect(((await ended.json()) as StaffOffer).window).toBe('ended');
    expect((await getJson(t, `/api/v2/offers/${card?.slug}`)).status).toBe(404);
    expect((await post(admin, `/admin/offers/${made.id}/end`)).status).toBe(409);
    const listed = await getJson(t, `/api/v2/admin/offers?window=ended&card=${card?.slug}`, asMember(admin));
    expect((listed.body.offers as StaffOffer[]).map((offer) => offer.id)).toEqual([made.id]);
  });
});

/** A member's claim on a card, as the offers page makes it (the member is signed in for real). */
async function claimBy(email: string, payout: Partial<typeof users.$inferInsert> = {}) {
  const member = await signedInMember(t, email);
  const userId = await userIdOf(t, email);
  if (Object.keys(payout).length > 0) await db.update(users).set(payout).where(eq(users.id, userId));
  const [card] = await openCards(t, 1);
  const [claim] = await db
    .insert(offerClaims)
    .values({ userId, cardSlug: card?.slug ?? '', amountCents: 10_000 })
    .returning();
  if (!claim) throw new Error('claim not inserted');
  return { member, claimId: claim.id };
}

describe('claims and tickets', () => {
  it('finds a claim by its ticket reference or its member’s email', async () => {
    const { claimId } = await claimBy('queue.member@example.ca');
    const reference = claimId.replace(/-/g, '').slice(0, 8);
    const byReference = await getJson(t, `/api/v2/admin/claims?q=%23${reference.toUpperCase()}`, asMember(support));
    expect((byReference.body.claims as { id: string }[]).map((claim) => claim.id)).toEqual([claimId]);
    const byEmail = await getJson(t, '/api/v2/admin/claims?q=queue.member&status=unfulfilled', asMember(support));
    expect(byEmail.body).toMatchObject({ total: 1, claims: [{ id: claimId, statusLabel: 'Pending' }] });
  });

  it('changes the status only with a note, keeps the history, and tells the member what staff chose to send', async () => {
    const { member, claimId } = await claimBy('history.member@example.ca');
    const path = `/admin/claims/${claimId}/status`;
    for (const note of [undefined, ' ']) {
      const noNote = await post(support, path, { status: 'retry', note });
      expect(noNote.status).toBe(400);
      const { error } = (await noNote.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields.note).toMatch(note === undefined ? /Required/ : /Write a note/);
    }
    expect((await post(support, path, { status: 'processing', note: 'Trying to skip ahead.' })).status).toBe(400);

    const changed = await post(support, path, {
      status: 'received',
      note: 'The member sent the approval letter.',
      message: 'Thanks, we have your approval letter.',
    });
    expect(changed.status).toBe(200);
    const claim = (await changed.json()) as StaffClaim;
    expect(claim).toMatchObject({ status: 'received', statusLabel: 'Delivered', member: { email: member.email } });
    expect(claim.history).toEqual([
      expect.objectContaining({ from: 'unfulfilled', to: 'received', note: 'The member sent the approval letter.' }),
    ]);
    const reply = await post(support, `/admin/claims/${claimId}/messages`, { body: 'Your payout is on its way.' });
    expect(reply.status).toBe(201);

    const tickets = await getJson(t, '/api/v2/user/tickets', asMember(member));
    const [ticket] = tickets.body.tickets as { statusLabel: string; messages: { author: string; body: string }[] }[];
    expect(ticket?.statusLabel).toBe('Delivered');
    expect(ticket?.messages).toEqual([
      expect.objectContaining({ author: 'staff', body: 'Thanks, we have your approval letter.' }),
      expect.objectContaining({ author: 'staff', body: 'Your payout is on its way.' }),
    ]);
    // The note is for staff only.
    expect(JSON.stringify(tickets.body)).not.toContain('The member sent');
    expect(await auditRows('claim.status-changed', support)).toContainEqual(
      expect.objectContaining({ detail: expect.objectContaining({ claimId, from: 'unfulfilled', to: 'received' }) }),
    );
    expect(await auditRows('claim.replied', support)).toHaveLength(1);
  });

  it('asks for the password again before approving from the ticket', async () => {
    const { claimId } = await claimBy('ticket.approval@example.ca');
    await passwordEnteredAgo(support, 6 * 60_000);
    const refused = await post(support, `/admin/claims/${claimId}/status`, {
      status: 'confirmed',
      note: 'Issuer said yes.',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { options: { reenterPassword: true } } });
    await passwordEnteredAgo(support, 0);
    expect(
      (await post(support, `/admin/claims/${claimId}/status`, { status: 'confirmed', note: 'Issuer said yes.' }))
        .status,
    ).toBe(200);
  });
});

describe('payouts', () => {
  it('approves and rejects only with the password entered in the last 5 minutes, with the reason in the history', async () => {
    const approved = await claimBy('payout.approve@example.ca');
    const rejected = await claimBy('payout.reject@example.ca');
    const decide = (claimId: string, decision: string) =>
      post(support, `/admin/payouts/claims/${claimId}/decision`, { decision, reason: 'Issuer report of this week.' });

    await passwordEnteredAgo(support, 5 * 60_000 + 1_000);
    const refused = await decide(approved.claimId, 'approve');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { options: { reenterPassword: true } } });
    expect((await db.select().from(offerClaims).where(eq(offerClaims.id, approved.claimId)))[0]?.status).toBe(
      'unfulfilled',
    );

    await passwordEnteredAgo(support, 60_000);
    const done = await decide(approved.claimId, 'approve');
    expect(done.status).toBe(200);
    expect((await done.json()) as PayoutLine).toMatchObject({ status: 'confirmed', statusLabel: 'Approved' });
    expect((await decide(rejected.claimId, 'reject')).status).toBe(200);
    expect((await decide(approved.claimId, 'approve')).status).toBe(409);

    const claim = (await getJson(t, `/api/v2/admin/claims/${approved.claimId}`, asMember(support))).body;
    expect(claim.history).toEqual([
      expect.objectContaining({ to: 'confirmed', note: 'Issuer report of this week.', by: 'Alex Tremblay' }),
    ]);
    expect(await auditRows('payout.approved', support)).toHaveLength(1);
    expect(await auditRows('payout.rejected', support)).toHaveLength(1);
    const dashboard = await getJson(t, '/api/v2/user/tickets', asMember(approved.member));
    expect((dashboard.body.tickets as { statusLabel: string }[])[0]?.statusLabel).toBe('Approved');
  });

  it('schedules, exports the batch per method as CSV with formulas defused, and marks it paid with the password', async () => {
    const interac = await claimBy('csv.interac@example.ca', {
      paymentMethod: 'interac',
      interacEmail: '=cmd@example.ca',
    });
    const paypal = await claimBy('csv.paypal@example.ca', { paymentMethod: 'paypal', paypalEmail: 'pay@example.ca' });
    await passwordEnteredAgo(support, 0);
    for (const { claimId } of [interac, paypal]) {
      await post(support, `/admin/payouts/claims/${claimId}/decision`, { decision: 'approve', reason: 'Approved.' });
    }
    const date = nextPayoutDate(new Date());
    const scheduled = await post(support, `/admin/payouts/${date}/schedule`);
    expect(scheduled.status).toBe(200);
    const { scheduled: lines } = (await scheduled.json()) as { scheduled: PayoutLine[] };
    expect(lines.map((line) => line.claimId)).toEqual(expect.arrayContaining([interac.claimId, paypal.claimId]));

    const csv = await t.app.request(`/api/v2/admin/payouts/${date}/export?method=interac`, {
      headers: asMember(support),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="payouts-${date}-interac.csv"`);
    const text = await csv.text();
    const [header, ...rows] = text.trimEnd().split('\r\n');
    expect(header).toBe(
      'reference,claim_id,member_email,card,amount,status,payout_method,payout_email,payout_date,paid_at',
    );
    expect(rows.some((row) => row.includes(interac.claimId) && row.includes(",'=cmd@example.ca,"))).toBe(true);
    expect(text).not.toContain(paypal.claimId);
    expect(await auditRows('payout.exported', support)).toContainEqual(
      expect.objectContaining({ detail: expect.objectContaining({ payoutDate: date, method: 'interac' }) }),
    );
    const badMethod = await t.app.request(`/api/v2/admin/payouts/${date}/export?method=cheque`, {
      headers: asMember(support),
    });
    expect(badMethod.status).toBe(400);

    // A batch is marked paid on its day or later: the password is asked for first.
    await passwordEnteredAgo(support, 10 * 60_000);
    const refused = await post(support, `/admin/payouts/${date}/paid`);
    expect(refused.status).toBe(403);
    const { paid } = await markPayoutsPaid({ db, payoutDate: date, now: new Date(`${date}T18:00:00Z`) });
    expect(paid.map((line) => line.status)).toEqual(paid.map(() => 'fulfilled'));
    const history = (await getJson(t, `/api/v2/admin/claims/${interac.claimId}`, asMember(support))).body.history as {
      to: string;
    }[];
    expect(history.map((change) => change.to)).toEqual(['confirmed', 'processing', 'fulfilled']);
  });

  it('shows the next payout day’s batch and refuses a day off the schedule', async () => {
    const next = nextPayoutDate(new Date());
    const overview = await getJson(t, '/api/v2/admin/payouts', asMember(support));
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ date: next, nextPayoutDate: next });
    expect((overview.body.payoutDates as string[])[0]).toBe(next);
    const offDay = await getJson(t, `/api/v2/admin/payouts?date=${addCalendarDays(next, 1)}`, asMember(support));
    expect(offDay.status).toBe(400);
  });
});
