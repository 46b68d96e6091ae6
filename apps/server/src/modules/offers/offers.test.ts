import { ErrorResponse, GlobalResponse, OfferList, OfferView } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { currentOffer } from './current-offer';
import { addOffer, clearOffers, openCards } from './offer-fixtures';
import { listCurrentOffers, maxOfferValue } from './offers.service';

const t = await createTestApp();
afterAll(() => t.close());

const list = async () => OfferList.parse(await (await t.app.request('/api/v2/offers')).json()).offers;
const globalCall = async () => GlobalResponse.parse(await (await t.app.request('/api/v2/global')).json());

let slugs: string[] = [];
beforeAll(async () => {
  slugs = (await openCards(t, 6)).map((card) => card.slug);
});

describe('GET /api/v2/offers and the global maxOfferValue', () => {
  it('answers the default $100 and no offers while none is current', async () => {
    await clearOffers(t);
    expect(await list()).toEqual([]);
    expect((await globalCall()).maxOfferValue).toEqual({ maxValue: 100, hasMultipleValues: false });
    await addOffer(t, { id: 'past', cardSlug: slugs[0] ?? '', dollars: 90, startDays: -60, endDays: -1 });
    await addOffer(t, { id: 'future', cardSlug: slugs[0] ?? '', dollars: 90, startDays: 2, endDays: 40 });
    expect(await list()).toEqual([]);
  });

  it('lists current offers, largest first, with the card, bonus flag, last day and terms', async () => {
    await clearOffers(t);
    const [a, b, c] = slugs as [string, string, string];
    await addOffer(t, { id: 'small', cardSlug: a, dollars: 50, endDays: 10 });
    await addOffer(t, { id: 'bonus', cardSlug: b, dollars: 125, endDays: 20 });
    await addOffer(t, { id: 'standing', cardSlug: c, dollars: 100, endDays: null });
    const response = await t.app.request('/api/v2/offers');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const offers = await list();
    expect(offers.map((offer) => [offer.id, offer.amount, offer.isBonus])).toEqual([
      ['bonus', 125, true],
      ['standing', 100, false],
      ['small', 50, false],
    ]);
    const [card] = await t.database.db.select().from(cards).where(eq(cards.slug, b));
    expect(offers[0]).toMatchObject({
      cardSlug: b,
      cardName: card?.displayName,
      affiliateId: card?.affiliateId,
      network: card?.networkSlug,
      issuer: { slug: card?.issuerSlug },
      terms: ['Apply through our link while signed in.', 'The issuer must approve your application.'],
    });
    expect(offers[0]?.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(offers[1]).toMatchObject({ endsAt: null, lastDay: null });
    expect((await globalCall()).maxOfferValue).toEqual({ maxValue: 125, hasMultipleValues: true });
  });

  it('says the amounts do not differ when every current offer pays the same', async () => {
    await clearOffers(t);
    await addOffer(t, { id: 'one', cardSlug: slugs[0] ?? '', dollars: 75 });
    await addOffer(t, { id: 'two', cardSlug: slugs[1] ?? '', dollars: 75 });
    expect(await maxOfferValue({ db: t.database.db })).toEqual({ maxValue: 75, hasMultipleValues: false });
  });

  it('shows one offer per card, the same one currentOffer picks, and none on a closed card', async () => {
    await clearOffers(t);
    const [a, b, c] = slugs as [string, string, string];
    await addOffer(t, { id: 'standing-a', cardSlug: a, dollars: 60, startDays: -30, endDays: null });
    await addOffer(t, { id: 'holiday-a', cardSlug: a, dollars: 110, startDays: -2, endDays: 10 });
    await addOffer(t, { id: 'hidden-b', cardSlug: b, dollars: 90 });
    await addOffer(t, { id: 'paused-c', cardSlug: c, dollars: 90 });
    await t.database.db.update(cards).set({ hidden: true }).where(eq(cards.slug, b));
    await t.database.db.update(cards).set({ temporarilyUnavailable: true }).where(eq(cards.slug, c));
    try {
      const offers = await listCurrentOffers({ db: t.database.db });
      expect(offers.map((offer) => offer.id)).toEqual(['holiday-a']);
      expect((await currentOffer(t.database.db, a))?.id).toBe('holiday-a');
      expect((await t.app.request(`/api/v2/offers/${b}`)).status).toBe(404);
      expect((await t.app.request(`/api/v2/offers/${c}`)).status).toBe(404);
    } finally {
      await t.database.db.update(cards).set({ hidden: false, temporarilyUnavailable: false }).where(eq(cards.slug, b));
      await t.database.db.update(cards).set({ temporarilyUnavailable: false }).where(eq(cards.slug, c));
    }
  });
});

describe('GET /api/v2/offers/{slug}', () => {
  it("answers a card's current offer", async () => {
    await clearOffers(t);
    await addOffer(t, { id: 'this-one', cardSlug: slugs[3] ?? '', dollars: 80 });
    const response = await t.app.request(`/api/v2/offers/${slugs[3]}`);
    expect(response.status).toBe(200);
    expect(OfferView.parse(await response.json())).toMatchObject({ id: 'this-one', amount: 80, isBonus: false });
  });

  it('answers 404 for a card without a current offer and for a card that does not exist', async () => {
    for (const slug of [slugs[4], 'no-such-card']) {
      const response = await t.app.request(`/api/v2/offers/${slug}`);
      expect(response.status).toBe(404);
      expect(ErrorResponse.parse(await response.json()).error.message).toBe(
        'This card has no GeniusCash offer at the moment.',
      );
    }
  });

  it('answers 400 naming the slug for what cannot be a card, and never 5xx', async () => {
    const bad = await t.app.request('/api/v2/offers/Not%20A%20Card');
    expect(bad.status).toBe(400);
    expect(ErrorResponse.parse(await bad.json()).error.fields).toHaveProperty('params.slug');
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }), async (slug) => {
        const response = await t.app.request(`/api/v2/offers/${encodeURIComponent(slug)}`);
        expect(response.status).toBeLessThan(500);
        if (response.status !== 200) ErrorResponse.parse(await response.json());
      }),
      { numRuns: 150 },
    );
  });
});
