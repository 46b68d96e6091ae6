import { ClaimOfferResponse, ErrorResponse, TicketList, TicketMessage } from '@cardgenius/core/contract';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerClaims, ticketMessages, users } from '../../db/schema';
import { asMember, getJson, type Member, signedInMember } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { addOffer, clearOffers, openCards, userIdOf } from './offer-fixtures';
import { MAX_MESSAGES_PER_TICKET } from './tickets.service';

const t = await createTestApp();
afterAll(() => t.close());

const tickets = async (member: Member) => {
  const answer = await getJson(t, '/api/v2/user/tickets', { cookie: member.cookie });
  expect(answer.status).toBe(200);
  return TicketList.parse(answer.body);
};
const addNote = async (member: Member, ticketId: string, body: unknown) => {
  const response = await t.postJson(`/api/v2/user/tickets/${ticketId}/messages`, body, asMember(member));
  return { status: response.status, body: (await response.json()) as unknown };
};
const messageCount = async () => (await t.database.db.select({ value: count() }).from(ticketMessages))[0]?.value ?? 0;

let alex: Member;
let sam: Member;
let alexTicket: string;

beforeAll(async () => {
  await clearOffers(t);
  const [first, second] = await openCards(t, 2);
  await addOffer(t, { id: 'first-offer', cardSlug: first?.slug ?? '', dollars: 125 });
  await addOffer(t, { id: 'second-offer', cardSlug: second?.slug ?? '', dollars: 50 });
  alex = await signedInMember(t, 'alex.tickets@example.ca');
  sam = await signedInMember(t, 'sam.tickets@example.ca');
  const claimed = await t.postJson('/api/v2/offers/claim', { offerId: 'first-offer' }, asMember(alex));
  alexTicket = ClaimOfferResponse.parse(await claimed.json()).ticket.id;
});

describe('GET /api/v2/user/tickets', () => {
  it('is for signed-in members', async () => {
    expect((await getJson(t, '/api/v2/user/tickets')).status).toBe(401);
  });

  it('lists only the member’s own tickets, with the next payout day and no payout preference yet', async () => {
    const list = await tickets(alex);
    expect(list.tickets.map((ticket) => ticket.id)).toEqual([alexTicket]);
    expect(list.tickets[0]).toMatchObject({ amount: 125, statusLabel: 'Pending', messages: [] });
    expect(list.payoutPreference).toBeNull();
    const days = (Date.parse(list.nextPayoutDate) - Date.parse('2021-09-14')) / 86_400_000;
    expect(days % 14).toBe(0);
    expect((await tickets(sam)).tickets).toEqual([]);
  });

  it('shows where payouts go once the member chooses, and the payout day of a scheduled claim', async () => {
    await t.database.db
      .update(users)
      .set({ paymentMethod: 'paypal', paypalEmail: 'alex.pay@example.ca' })
      .where(eq(users.email, alex.email));
    await t.database.db
      .update(offerClaims)
      .set({
        status: 'processing',
        payoutMethod: 'paypal',
        payoutEmail: 'alex.pay@example.ca',
        payoutDate: '2026-12-01',
      })
      .where(eq(offerClaims.id, alexTicket));
    const list = await tickets(alex);
    expect(list.payoutPreference).toEqual({ method: 'paypal', email: 'alex.pay@example.ca' });
    expect(list.tickets[0]).toMatchObject({
      statusLabel: 'Processed',
      payoutMethod: 'paypal',
      payoutDate: '2026-12-01',
    });
  });
});

describe('POST /api/v2/user/tickets/{id}/messages', () => {
  it('adds the member’s note to their ticket, listed oldest first', async () => {
    const first = await addNote(alex, alexTicket, { body: '  I was approved on November 18.  ' });
    expect(first.status).toBe(201);
    expect(TicketMessage.parse((first.body as { message: unknown }).message)).toMatchObject({
      author: 'member',
      body: 'I was approved on November 18.',
    });
    await addNote(alex, alexTicket, { body: 'The card arrived today.' });
    const [ticket] = (await tickets(alex)).tickets;
    expect(ticket?.messages.map((message) => message.body)).toEqual([
      'I was approved on November 18.',
      'The card arrived today.',
    ]);
  });

  it('answers 404 for another member’s ticket, exactly as for one that does not exist, and stores nothing', async () => {
    const before = await messageCount();
    const theirs = await addNote(sam, alexTicket, { body: 'Is this mine?' });
    const none = await addNote(sam, '6f1c1e0e-4a3b-4c1e-9a53-2c8f0f9d1a77', { body: 'Is this mine?' });
    expect(theirs).toEqual(none);
    expect(theirs.status).toBe(404);
    expect(await messageCount()).toBe(before);
    expect((await t.postJson(`/api/v2/user/tickets/${alexTicket}/messages`, { body: 'Hi' })).status).toBe(401);
  });

  it('stops at the cap of messages per ticket', async () => {
    const member = await signedInMember(t, 'chatty.tickets@example.ca');
    const claimed = await t.postJson('/api/v2/offers/claim', { offerId: 'second-offer' }, asMember(member));
    const ticketId = ClaimOfferResponse.parse(await claimed.json()).ticket.id;
    await t.database.db.insert(ticketMessages).values(
      Array.from({ length: MAX_MESSAGES_PER_TICKET }, (_, index) => ({
        claimId: ticketId,
        author: 'member' as const,
        body: `Note ${index + 1}.`,
      })),
    );
    const over = await addNote(member, ticketId, { body: 'One more.' });
    expect(over.status).toBe(409);
    expect(ErrorResponse.parse(over.body).error.message).toMatch(/contact form/);
  });

  it('answers 400 naming the field for bad notes and ids, never 5xx, and stores a note only with a 201', async () => {
    const member = await signedInMember(t, 'fuzz.tickets@example.ca');
    const memberId = await userIdOf(t, member.email);
    const claimed = await t.postJson('/api/v2/offers/claim', { offerId: 'second-offer' }, asMember(member));
    const ticketId = ClaimOfferResponse.parse(await claimed.json()).ticket.id;
    const cases: Array<[unknown, string, string]> = [
      [{ body: '   ' }, 'body', 'Write your message.'],
      [{ body: 'x'.repeat(2001) }, 'body', 'A message can be at most 2,000 characters.'],
      [{ body: 'Hi\u0000' }, 'body', 'Your message contains characters we cannot store.'],
      [{ body: 'Hi', author: 'staff' }, 'body', 'Unknown field: author'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await addNote(member, ticketId, body);
      expect(answer.status).toBe(400);
      expect(ErrorResponse.parse(answer.body).error.fields?.[field]).toBe(message);
    }
    expect((await addNote(member, 'not-a-ticket', { body: 'Hi' })).status).toBe(400);

    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(ticketId), fc.uuid(), fc.string({ minLength: 1, maxLength: 60 })),
        fc.oneof(
          fc.record({ body: fc.string({ maxLength: 2100 }) }),
          fc.record({ body: fc.anything() }),
          fc.anything(),
        ),
        async (id, body) => {
          const response = await t.postJson(
            `/api/v2/user/tickets/${encodeURIComponent(id)}/messages`,
            body,
            asMember(member),
          );
          expect(response.status).toBeLessThan(500);
          if (response.status === 201) created++;
          else ErrorResponse.parse(await response.json());
        },
      ),
      { numRuns: 120 },
    );
    const [stored] = await t.database.db
      .select({ value: count() })
      .from(ticketMessages)
      .innerJoin(offerClaims, eq(offerClaims.id, ticketMessages.claimId))
      .where(eq(offerClaims.userId, memberId));
    expect(stored?.value).toBe(created);
  });
});
