import { randomUUID } from 'node:crypto';
import { ApplyClickResponse, ErrorResponse, GoLinkResponse, GoQrCodeResponse } from '@cardgenius/core/contract';
import { APPLY_ID_PARAM, CONTEXT_PARAM, PID_PARAM } from '@cardgenius/core/rules';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, applyClicks, users } from '../../db/schema';
import { anotherVisitor, asMember, getJson, signedInMember } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { giveOffer, goCards, hideCard, storedCounts } from './go-test-fixtures';

const t = await createTestApp();
afterAll(() => t.close());

let cards: Awaited<ReturnType<typeof goCards>>;
beforeAll(async () => {
  cards = await goCards(t);
  await giveOffer(t, cards.offered, 125);
  await hideCard(t, cards.hidden);
});

const click = (affiliateId: string, body: unknown, headers: Record<string, string> = {}) =>
  t.postJson(`/api/v2/misc/go/${encodeURIComponent(affiliateId)}/click`, body, { ...anotherVisitor(), ...headers });

const clickRow = async (id: string) =>
  (await t.database.db.select().from(applyClicks).where(eq(applyClicks.id, id)))[0];
const eventRow = async (id: string) =>
  (await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, id)))[0];

describe('GET /api/v2/misc/go/{affiliateId}', () => {
  it('answers the card, its event labels and its registered apply URL, and records nothing', async () => {
    const before = await storedCounts(t);
    const { status, body } = await getJson(t, `/api/v2/misc/go/${cards.plain.affiliateId}`);
    expect(status).toBe(200);
    const answer = GoLinkResponse.parse(body);
    const issuer = (await t.deps.catalogue.get()).issuers.find((entry) => entry.slug === cards.plain.issuer);
    expect(answer).toEqual({
      card: {
        cardId: cards.plain.slug,
        affiliateId: cards.plain.affiliateId,
        name: cards.plain.name,
        displayName: cards.plain.displayName,
        slug: cards.plain.slug,
        issuer: issuer?.name,
        colors: issuer?.colors,
        network: cards.plain.network,
        hasAffiliateLink: true,
        temporarilyUnavailable: false,
      },
      eventCategory: 'Affiliate Apply',
      eventLabel: cards.plain.name,
      redirectUrl: cards.plain.applyUrl,
    });
    expect(await storedCounts(t)).toEqual(before);
  });

  it('names the current offer (never a past or future one) while the card has one', async () => {
    const answer = GoLinkResponse.parse((await getJson(t, `/api/v2/misc/go/${cards.offered.affiliateId}`)).body);
    expect(answer.card?.productOffer).toEqual({ slug: cards.offered.slug, amount: 125 });
  });

  it('says a card is temporarily unavailable', async () => {
    const answer = GoLinkResponse.parse((await getJson(t, `/api/v2/misc/go/${cards.unavailable.affiliateId}`)).body);
    expect(answer.card?.temporarilyUnavailable).toBe(true);
    expect(answer.redirectUrl).toBe(cards.unavailable.applyUrl);
  });

  it('answers 404 with where to go instead: home for an unknown id, the card page for a hidden card', async () => {
    const unknown = await getJson(t, '/api/v2/misc/go/no-such-card');
    expect(unknown.status).toBe(404);
    expect(ErrorResponse.parse(unknown.body).error).toMatchObject({ code: 'NOT_FOUND', redirect: '/' });
    const hidden = await getJson(t, `/api/v2/misc/go/${cards.hidden.affiliateId}`);
    expect(hidden.status).toBe(404);
    expect(ErrorResponse.parse(hidden.body).error.redirect).toBe(`/credit-cards/${cards.hidden.slug}`);
  });

  it('answers 400 naming the affiliate id when it cannot be one', async () => {
    const { status, body } = await getJson(t, `/api/v2/misc/go/${encodeURIComponent('a b/../c')}`);
    expect(status).toBe(400);
    expect(Object.keys(ErrorResponse.parse(body).error.fields ?? {})).toEqual(['params.affiliateId']);
  });
});

describe('POST /api/v2/misc/go/{affiliateId}/click', () => {
  it('records the click and its apply event once, and answers the registered URL with the tracking added', async () => {
    const clickId = randomUUID();
    const sessionId = randomUUID();
    const analyticsUser = randomUUID();
    const response = await click(
      cards.plain.affiliateId,
      { clickId, aid: 'camp_1', pid: 'partner-9', context: 'Compare Page' },
      { cookie: `analyticsSession=${sessionId}; analyticsUser=${analyticsUser}`, 'x-request-id': 'go-click-1' },
    );
    expect(response.status).toBe(200);
    const answer = ApplyClickResponse.parse(await response.json());
    expect(answer.applyId).toBe(clickId);
    const url = new URL(answer.redirectUrl);
    expect(url.searchParams.get(APPLY_ID_PARAM)).toBe(clickId);
    expect(url.searchParams.get(CONTEXT_PARAM)).toBe('Compare Page');
    expect(url.searchParams.get(PID_PARAM)).toBe('partner-9');
    expect(`${url.origin}${url.pathname}`).toBe(
      `${new URL(cards.plain.applyUrl).origin}${new URL(cards.plain.applyUrl).pathname}`,
    );
    expect(await clickRow(clickId)).toMatchObject({
      cardSlug: cards.plain.slug,
      affiliateId: cards.plain.affiliateId,
      context: 'Compare Page',
      aid: 'camp_1',
      pid: 'partner-9',
      userId: null,
      analyticsUserId: analyticsUser,
      analyticsSessionId: sessionId,
      destination: answer.redirectUrl,
      requestId: 'go-click-1',
    });
    const event = await eventRow(clickId);
    expect(event).toMatchObject({ sessionId, kind: 'apply', page: `/go/${cards.plain.affiliateId}` });
    expect(event?.data).toEqual({
      context: 'Compare Page',
      cardId: cards.plain.slug,
      cardName: cards.plain.name,
      issuer: (await t.deps.catalogue.get()).issuers.find((entry) => entry.slug === cards.plain.issuer)?.name,
      network: cards.plain.network,
      isAffiliate: true,
      isAuth: false,
      offerClaimed: false,
      clicked: true,
    });
  });

  it('defaults the context to Direct and makes a fresh session id when the cookie is not a UUID', async () => {
    const clickId = randomUUID();
    const response = await click(cards.nonAffiliate.affiliateId, { clickId }, { cookie: 'analyticsSession=nope' });
    expect(response.status).toBe(200);
    expect(new URL(ApplyClickResponse.parse(await response.json()).redirectUrl).searchParams.get('context')).toBe(
      'Direct',
    );
    const event = await eventRow(clickId);
    expect(event?.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event?.sessionId).not.toBe('nope');
    expect(event?.data).toMatchObject({ context: 'Direct', isAffiliate: cards.nonAffiliate.hasAffiliateLink });
    expect((await clickRow(clickId))?.analyticsUserId).toBeNull();
  });

  it('answers a retry with the same click id the same, storing nothing more', async () => {
    const clickId = randomUUID();
    const first = ApplyClickResponse.parse(
      await (await click(cards.spare.affiliateId, { clickId, context: 'Card Page' })).json(),
    );
    const before = await storedCounts(t);
    const retry = await click(cards.spare.affiliateId, { clickId, context: 'Other Context', pid: 'late' });
    expect(retry.status).toBe(200);
    expect(ApplyClickResponse.parse(await retry.json())).toEqual(first);
    expect(await storedCounts(t)).toEqual(before);
  });

  it('records a click exactly once under 20 concurrent calls with the same id', async () => {
    const clickId = randomUUID();
    const before = await storedCounts(t);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => click(cards.other.affiliateId, { clickId, context: 'Direct' })),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await storedCounts(t)).toEqual({ clicks: before.clicks + 1, events: before.events + 1 });
  });

  it('refuses a click id already used for another card', async () => {
    const clickId = randomUUID();
    expect((await click(cards.plain.affiliateId, { clickId })).status).toBe(200);
    const reused = await click(cards.spare.affiliateId, { clickId });
    expect(reused.status).toBe(409);
    expect(ErrorResponse.parse(await reused.json()).error.fields).toHaveProperty('clickId');
    expect((await clickRow(clickId))?.affiliateId).toBe(cards.plain.affiliateId);
  });

  it('records an unavailable card’s click, and 404s an unknown or hidden one without storing', async () => {
    expect((await click(cards.unavailable.affiliateId, { clickId: randomUUID() })).status).toBe(200);
    const before = await storedCounts(t);
    for (const [affiliateId, redirect] of [
      ['no-such-card', '/'],
      [cards.hidden.affiliateId, `/credit-cards/${cards.hidden.slug}`],
    ] as const) {
      const response = await click(affiliateId, { clickId: randomUUID() });
      expect(response.status).toBe(404);
      expect(ErrorResponse.parse(await response.json()).error.redirect).toBe(redirect);
    }
    expect(await storedCounts(t)).toEqual(before);
  });

  it('keeps a signed-in member’s click with their id; an admin’s, a crawler’s and a do-not-track visitor’s without an event', async () => {
    const member = await signedInMember(t, 'go-member@example.ca');
    const memberClick = randomUUID();
    expect((await click(cards.plain.affiliateId, { clickId: memberClick }, asMember(member))).status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    expect((await clickRow(memberClick))?.userId).toBe(user?.id);
    expect((await eventRow(memberClick))?.data).toMatchObject({ isAuth: true });

    const admin = await signedInMember(t, 'go-admin@example.ca');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    const adminClick = randomUUID();
    const adminAnswer = await click(cards.plain.affiliateId, { clickId: adminClick }, asMember(admin));
    expect(adminAnswer.status).toBe(200);
    expect(ApplyClickResponse.parse(await adminAnswer.json()).applyId).toBe(adminClick);
    expect(await clickRow(adminClick)).toBeDefined();
    expect(await eventRow(adminClick)).toBeUndefined();

    const crawlerClick = randomUUID();
    const crawler = await click(
      cards.plain.affiliateId,
      { clickId: crawlerClick },
      { 'user-agent': 'Mozilla/5.0 (compatible; Prerender (+https://github.com/prerender/prerender))' },
    );
    expect(crawler.status).toBe(200);
    expect(await clickRow(crawlerClick)).toBeDefined();
    expect(await eventRow(crawlerClick)).toBeUndefined();

    // Global Privacy Control and Do Not Track: the application still counts, the visit is not tracked.
    for (const signal of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Record<string, string>[]) {
      const privateClick = randomUUID();
      expect((await click(cards.plain.affiliateId, { clickId: privateClick }, signal)).status).toBe(200);
      expect(await clickRow(privateClick)).toBeDefined();
      expect(await eventRow(privateClick)).toBeUndefined();
    }
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const before = await storedCounts(t);
    const cases: Array<[unknown, string]> = [
      [{}, 'clickId'],
      [{ clickId: 'not-a-uuid' }, 'clickId'],
      [{ clickId: randomUUID(), context: 'https://evil.com' }, 'context'],
      [{ clickId: randomUUID(), context: 'x'.repeat(65) }, 'context'],
      [{ clickId: randomUUID(), aid: 'a b' }, 'aid'],
      [{ clickId: randomUUID(), pid: '&applyId=1' }, 'pid'],
      [{ clickId: randomUUID(), pid: 'p'.repeat(65) }, 'pid'],
      [{ clickId: randomUUID(), redirectUrl: 'https://evil.com' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await click(cards.plain.affiliateId, body);
      expect(response.status).toBe(400);
      expect(Object.keys(ErrorResponse.parse(await response.json()).error.fields ?? {})).toContain(field);
    }
    expect(await storedCounts(t)).toEqual(before);
  });

  it('refuses calls from other sites', async () => {
    const response = await click(cards.plain.affiliateId, { clickId: randomUUID() }, { origin: 'https://evil.com' });
    expect(response.status).toBe(403);
  });

  it('limits one address to 60 clicks a minute, leaving other addresses alone', async () => {
    const address = { 'x-forwarded-for': '192.0.2.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await click(cards.plain.affiliateId, { clickId: randomUUID() }, address)).status);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(statuses[60]).toBe(429);
    expect((await click(cards.plain.affiliateId, { clickId: randomUUID() })).status).toBe(200);
  });

  it('never answers 5xx to generated bodies, and stores a click exactly when it answers 200', async () => {
    const affiliateIds = [cards.plain.affiliateId, cards.hidden.affiliateId, 'no-such-card'];
    const token = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/), fc.string({ maxLength: 80 }), fc.anything());
    const body = fc.oneof(
      fc.record(
        {
          clickId: fc.oneof({ arbitrary: fc.uuid({ version: 4 }), weight: 5 }, { arbitrary: fc.string(), weight: 1 }),
          context: fc.oneof(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 _.:()-]{0,40}$/), token),
          aid: token,
          pid: token,
        },
        { requiredKeys: [] },
      ),
      fc.json().map((json) => JSON.parse(json) as unknown),
    );
    let accepted = 0;
    let visitor = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...affiliateIds), body, async (affiliateId, input) => {
        const before = await storedCounts(t);
        // Each from its own address: the per-address limit is another test's subject.
        visitor++;
        const response = await click(affiliateId, input, {
          'x-forwarded-for': `198.18.${visitor >> 8}.${visitor & 255}`,
        });
        expect(response.status).toBeLessThan(500);
        const answer = await response.json();
        if (response.status === 200) {
          accepted++;
          expect(affiliateId).toBe(cards.plain.affiliateId);
          expect(
            ApplyClickResponse.parse(answer).redirectUrl.startsWith(cards.plain.applyUrl.split('?')[0] ?? ''),
          ).toBe(true);
          expect((await storedCounts(t)).clicks).toBe(before.clicks + 1);
        } else {
          ErrorResponse.parse(answer);
          expect(await storedCounts(t)).toEqual(before);
        }
      }),
      // A valid click among the generated ones, so both answers are always exercised.
      { numRuns: 150, examples: [[cards.plain.affiliateId, { clickId: randomUUID(), context: 'Compare' }]] },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

describe('GET /api/v2/misc/go/{affiliateId}/qr-code', () => {
  it('answers a 200 × 200 SVG QR code of the absolute go-link with context QR', async () => {
    const { status, body } = await getJson(t, `/api/v2/misc/go/${cards.plain.affiliateId}/qr-code`);
    expect(status).toBe(200);
    const qr = GoQrCodeResponse.parse(body);
    expect(qr.url).toBe(`${t.deps.env.SITE_URL}/go/${cards.plain.affiliateId}?context=QR`);
    expect(qr.svg).toMatch(/^<svg[^>]*width="200"[^>]*height="200"/);
    expect(qr.svg).not.toMatch(/<script/i);
    expect((await getJson(t, '/api/v2/misc/go/no-such-card/qr-code')).status).toBe(404);
  });
});
