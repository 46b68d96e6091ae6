import { ClaimOfferResponse, ErrorResponse } from '@cardgenius/core/contract';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerClaims, offers } from '../../db/schema';
import { asMember, lastMessageTo, type Member, signedInMember } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { addApplyClick, addOffer, clearOffers, openCards, userIdOf } from './offer-fixtures';

const t = await createTestApp();
afterAll(() => t.close());

const claim = async (member: Member | null, body: unknown) => {
  const response = await t.postJson('/api/v2/offers/claim', body, member ? asMember(member) : {});
  return { status: response.status, body: (await response.json()) as unknown };
};
const claimsOf = async (userId: string) =>
  (await t.database.db.select().from(offerClaims).where(eq(offerClaims.userId, userId))).length;

let cardA: { slug: string; affiliateId: string };
let cardB: { slug: string; affiliateId: string };
let alex: Member;
let alexId: string;
let sam: Member;

beforeAll(async () => {
  await clearOffers(t);
  const [first, second] = await openCards(t, 2);
  if (!first || !second) throw new Error('two open cards are needed');
  [cardA, cardB] = [first, second];
  await addOffer(t, { id: 'offer-a', cardSlug: cardA.slug, dollars: 125 });
  await addOffer(t, { id: 'offer-b', cardSlug: cardB.slug, dollars: 60, endDays: null });
  await addOffer(t, { id: 'ended-a', cardSlug: cardA.slug, dollars: 80, startDays: -90, endDays: -10 });
  alex = await signedInMember(t, 'alex.claims@example.ca');
  alexId = await userIdOf(t, alex.email);
  sam = await signedInMember(t, 'sam.claims@example.ca');
});

describe('POST /api/v2/offers/claim', () => {
  it('is for signed-in members, with the CSRF header', async () => {
    const anonymous = await claim(null, { offerId: 'offer-a' });
    expect(anonymous.status).toBe(401);
    const withoutCsrf = await t.postJson('/api/v2/offers/claim', { offerId: 'offer-a' }, { cookie: alex.cookie });
    expect(withoutCsrf.status).toBe(403);
    const crossSite = await t.postJson(
      '/api/v2/offers/claim',
      { offerId: 'offer-a' },
      asMember(alex, { origin: 'https://evil.example' }),
    );
    expect(crossSite.status).toBe(403);
    expect(await claimsOf(alexId)).toBe(0);
  });

  it('makes the claim a Pending ticket and sends the member through the go-link to record the click', async () => {
    const first = await claim(alex, { offerId: 'offer-b' });
    expect(first.status).toBe(201);
    const answer = ClaimOfferResponse.parse(first.body);
    expect(answer.created).toBe(true);
    expect(answer.next).toBe(`/go/${cardB.affiliateId}?context=Offer%20Page`);
    expect(answer.ticket).toMatchObject({
      offerId: 'offer-b',
      cardSlug: cardB.slug,
      amount: 60,
      status: 'unfulfilled',
      statusLabel: 'Pending',
      payoutDate: null,
      applyRecorded: false,
      messages: [],
    });
    expect(answer.ticket.reference).toBe(answer.ticket.id.replace(/-/g, '').slice(0, 8).toUpperCase());

    // The member gets the ticket by email, once: with no payout address yet, they are asked for one.
    const notice = await lastMessageTo(t, alex.email);
    expect(notice?.subject).toBe(
      `Your $60 GeniusCash claim for the ${answer.ticket.cardName}: ticket ${answer.ticket.reference}`,
    );
    expect(notice?.text).toContain(`/ticket?id=${answer.ticket.reference}`);
    expect(notice?.text).toContain('Choose how I’m paid');

    const again = await claim(alex, { offerId: 'offer-b' });
    expect(again.status).toBe(200);
    expect(ClaimOfferResponse.parse(again.body)).toMatchObject({ created: false, ticket: { id: answer.ticket.id } });
    expect((await lastMessageTo(t, alex.email))?.id).toBe(notice?.id);
  });

  it('makes one claim of 20 concurrent ones', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(alex, { offerId: 'offer-a' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(19);
    const ids = new Set(answers.map((answer) => ClaimOfferResponse.parse(answer.body).ticket.id));
    expect(ids.size).toBe(1);
    const [rows] = await t.database.db
      .select({ value: count() })
      .from(offerClaims)
      .where(eq(offerClaims.offerId, 'offer-a'));
    expect(rows?.value).toBe(1);
  });

  it('links the go flow’s Apply click and continues to the apply instructions', async () => {
    const member = await signedInMember(t, 'jo.claims@example.ca');
    const memberId = await userIdOf(t, member.email);
    const applyId = await addApplyClick(t, { cardSlug: cardA.slug, userId: memberId });
    const answer = ClaimOfferResponse.parse((await claim(member, { offerId: 'offer-a', applyId })).body);
    expect(answer).toMatchObject({ created: true, next: `/apply-instructions/${cardA.affiliateId}` });
    expect(answer.ticket.applyRecorded).toBe(true);
    const [row] = await t.database.db.select().from(offerClaims).where(eq(offerClaims.id, answer.ticket.id));
    expect(row?.applyClickId).toBe(applyId);
    // The same click again: the same ticket, still linked.
    const again = ClaimOfferResponse.parse((await claim(member, { offerId: 'offer-a', applyId })).body);
    expect(again).toMatchObject({ created: false, next: `/apply-instructions/${cardA.affiliateId}` });
  });

  it('links a click to a ticket that had none, when the member comes back through the go-link', async () => {
    const applyId = await addApplyClick(t, { cardSlug: cardB.slug });
    const answer = ClaimOfferResponse.parse((await claim(alex, { offerId: 'offer-b', applyId })).body);
    expect(answer.created).toBe(false);
    expect(answer.ticket.applyRecorded).toBe(true);
    expect(answer.next).toBe(`/apply-instructions/${cardB.affiliateId}`);
  });

  it('refuses an apply id of another card, too old, unknown, another member’s, or used by another claim', async () => {
    const samId = await userIdOf(t, sam.email);
    const otherCard = await addApplyClick(t, { cardSlug: cardB.slug, userId: samId });
    const stale = await addApplyClick(t, { cardSlug: cardA.slug, userId: samId, ageDays: 31 });
    const alexsClick = await addApplyClick(t, { cardSlug: cardA.slug, userId: alexId });
    const [alexClaim] = await t.database.db.select().from(offerClaims).where(eq(offerClaims.offerId, 'offer-a'));
    const linked = await addApplyClick(t, { cardSlug: cardA.slug });
    await t.database.db
      .update(offerClaims)
      .set({ applyClickId: linked })
      .where(eq(offerClaims.id, alexClaim?.id ?? ''));
    const cases: Array<[string, string]> = [
      [otherCard, 'This Apply click was for another card.'],
      [stale, 'This Apply click is more than 30 days old. Continue to the card from this page again.'],
      [
        '6f1c1e0e-4a3b-4c1e-9a53-2c8f0f9d1a77',
        'We have no record of this Apply click. Continue to the card from this page instead.',
      ],
      [alexsClick, 'We have no record of this Apply click. Continue to the card from this page instead.'],
      [linked, 'This Apply click already belongs to another claim.'],
    ];
    for (const [applyId, message] of cases) {
      const answer = await claim(sam, { offerId: 'offer-a', applyId });
      expect(answer.status, message).toBe(400);
      expect(ErrorResponse.parse(answer.body).error.fields).toEqual({ applyId: message });
    }
    expect(await claimsOf(samId)).toBe(0);
  });

  it('answers 404 for an offer that has ended or does not exist, and keeps a claim made while it was open', async () => {
    for (const [offerId, message] of [
      ['ended-a', 'This GeniusCash offer has ended.'],
      ['no-such-offer', 'There is no GeniusCash offer with this id.'],
    ] as const) {
      const answer = await claim(sam, { offerId });
      expect(answer.status).toBe(404);
      expect(ErrorResponse.parse(answer.body).error.message).toBe(message);
    }
    await addOffer(t, { id: 'closing', cardSlug: cardB.slug, dollars: 70, startDays: -1, endDays: 1 });
    const made = ClaimOfferResponse.parse((await claim(sam, { offerId: 'closing' })).body);
    await t.database.db
      .update(offers)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, 'closing'));
    const later = await claim(sam, { offerId: 'closing' });
    expect(later.status).toBe(200);
    expect(ClaimOfferResponse.parse(later.body)).toMatchObject({ created: false, ticket: { id: made.ticket.id } });
  });

  it('answers 400 naming the field for bad bodies, never 5xx, and stores a claim only with a 2xx', async () => {
    const member = await signedInMember(t, 'fuzz.claims@example.ca');
    const memberId = await userIdOf(t, member.email);
    const missing = await claim(member, {});
    expect(ErrorResponse.parse(missing.body).error.fields).toEqual({ offerId: 'Required' });
    const extra = await claim(member, { offerId: 'offer-a', amount: 1000 });
    expect(ErrorResponse.parse(extra.body).error.fields).toEqual({ body: 'Unknown field: amount' });
    const badApply = await claim(member, { offerId: 'offer-a', applyId: 'click-1' });
    expect(ErrorResponse.parse(badApply.body).error.fields).toEqual({ applyId: 'The apply id is not valid.' });

    const offerId = fc.oneof(
      fc.constantFrom('offer-a', 'offer-b', 'ended-a', 'OFFER-A', ''),
      fc.string({ maxLength: 90 }),
      fc.anything(),
    );
    const applyId = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.anything());
    const body = fc.oneof(
      fc.record({ offerId, applyId }, { requiredKeys: [] }),
      fc.record({ offerId, extra: fc.anything() }),
      fc.anything(),
    );
    let succeeded = 0;
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const answer = await claim(member, value);
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) ErrorResponse.parse(answer.body);
        else succeeded++;
      }),
      { numRuns: 120 },
    );
    // At most one claim per offer, whatever was sent; a claim exists only if some call succeeded.
    const stored = await claimsOf(memberId);
    expect(stored).toBeLessThanOrEqual(2);
    if (succeeded === 0) expect(stored).toBe(0);
  });
});
