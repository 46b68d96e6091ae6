import { randomUUID } from 'node:crypto';
import { ANALYTICS_BATCH_MAX, INGESTED_EVENT_KINDS } from '@cardgenius/core/analytics';
import { AnalyticsIngestResponse, ErrorResponse } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyticsEvents, users } from '../../db/schema';
import { anotherVisitor, asMember, signedInMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANALYTICS_RATE_LIMITS } from './analytics-rate-limits';
import { eventCount, sampleEvent, sampleSession, sessionRow } from './analytics-test-fixtures';

const t = await createTestApp();
afterAll(() => t.close());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

async function send(app: TestApp, kind: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.postJson(`/api/v2/analytics/${kind}`, body, {
    'user-agent': CHROME,
    ...anotherVisitor(),
    ...headers,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const fieldsOf = (body: unknown) => ErrorResponse.parse(body).error.fields ?? {};

describe('POST /api/v2/analytics/{kind}', () => {
  it('stores a batch of page views in one go, with the session and its latest state', async () => {
    const session = sampleSession();
    const events = [sampleEvent('pageview', { page: '/' }), sampleEvent('pageview', { page: '/credit-cards' })];
    const { status, body } = await send(t, 'pageview', { session, events });
    expect(status).toBe(202);
    expect(AnalyticsIngestResponse.parse(body)).toEqual({ tracked: true, stored: 2 });

    const row = await sessionRow(t, session.id);
    expect(row).toMatchObject({
      analyticsUserId: session.userId,
      userId: null,
      region: 'ca',
      userAgent: CHROME,
      landingPage: '/',
      origin: 'https://www.google.com',
      device: 'desktop',
      country: 'Canada',
      province: 'ON',
    });
    expect(row?.state).toMatchObject({
      page: '/credit-cards',
      previousPage: '/',
      area: 'Compare',
      areaHistory: ['Home', 'Compare'],
      campaignDepth: 2,
      firstCoreFeature: 'Quiz',
      coreFeatureHistory: ['Quiz', 'Compare'],
      lastFeatureHistory: ['Quiz', 'Newsletter', 'Compare'],
    });
    const stored = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, session.id));
    expect(stored.map((event) => [event.kind, event.page, event.data]).sort()).toEqual([
      ['pageview', '/', { previousPage: '/' }],
      ['pageview', '/credit-cards', { previousPage: '/' }],
    ]);
    expect(stored[0]?.occurredAt.toISOString()).toBe(events.find((event) => event.id === stored[0]?.id)?.occurredAt);
  });

  it('stores a resent batch once, and keeps the session’s newest state', async () => {
    const session = sampleSession();
    const events = [sampleEvent('scroll'), sampleEvent('scroll', { depth: 100 })];
    expect((await send(t, 'scroll', { session, events })).body).toEqual({ tracked: true, stored: 2 });
    const later = { ...session, page: '/faq', previousPage: '/credit-cards', area: 'Site' as const };
    expect((await send(t, 'scroll', { session: later, events })).body).toEqual({ tracked: true, stored: 0 });
    expect(await eventCount(t, session.id)).toBe(2);
    expect((await sessionRow(t, session.id))?.state).toMatchObject({ page: '/faq', area: 'Site' });
    expect((await sessionRow(t, session.id))?.landingPage).toBe('/');
  });

  it('takes one event of every kind, and keeps its own fields', async () => {
    const session = sampleSession();
    for (const kind of INGESTED_EVENT_KINDS) {
      const event = sampleEvent(kind);
      const { status, body } = await send(t, kind, { session, event });
      expect({ kind, status, body }).toEqual({ kind, status: 202, body: { tracked: true, stored: 1 } });
      const [row] = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, event.id));
      const { id: _id, occurredAt: _at, page: _page, ...fields } = event;
      expect(row).toMatchObject({ kind, sessionId: session.id, page: '/credit-cards', data: fields });
    }
  });

  it('fills the optional fields of a core feature', async () => {
    const event = sampleEvent('core-feature', {});
    for (const field of ['instance', 'context', 'trigger', 'options', 'variation', 'interacted'])
      delete (event as Record<string, unknown>)[field];
    expect((await send(t, 'core-feature', { session: sampleSession(), event })).status).toBe(202);
    const [row] = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, event.id));
    expect(row?.data).toEqual({
      name: 'Compare',
      instance: null,
      context: null,
      trigger: null,
      options: null,
      variation: null,
      interacted: true,
    });
  });

  it('records the signed-in member on the session, from their session and not from the body', async () => {
    const member = await signedInMember(t, 'analytics.member@example.ca');
    const session = sampleSession();
    const { status } = await send(t, 'pageview', { session, event: sampleEvent('pageview') }, asMember(member));
    expect(status).toBe(202);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, member.email));
    expect((await sessionRow(t, session.id))?.userId).toBe(user?.id);
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const session = sampleSession();
    const events = [0, 1, 2, 3].map(() => sampleEvent('core-feature'));
    events[3] = { ...events[3], name: 'Teleport' } as (typeof events)[number];
    events[1] = { ...events[1], occurredAt: 'yesterday' } as (typeof events)[number];
    const { status, body } = await send(t, 'core-feature', {
      session: { ...session, userId: 'me', page: 'https://elsewhere.example/' },
      events,
    });
    expect(status).toBe(400);
    expect(Object.keys(fieldsOf(body)).sort()).toEqual([
      'events.1.occurredAt',
      'events.3.name',
      'session.page',
      'session.userId',
    ]);
    expect(await eventCount(t, session.id)).toBe(0);
    expect(await sessionRow(t, session.id)).toBeUndefined();
  });

  it.each([
    ['neither event nor events', {}, 'events'],
    ['both event and events', { event: sampleEvent('scroll'), events: [sampleEvent('scroll')] }, 'events'],
    ['an empty batch', { events: [] }, 'events'],
    ['an unknown field on an event', { event: { ...sampleEvent('scroll'), email: 'a@b.ca' } }, 'event'],
    ['a depth over 100', { event: sampleEvent('scroll', { depth: 101 }) }, 'event.depth'],
    ['a protocol-relative page', { event: sampleEvent('scroll', { page: '//evil.example' }) }, 'event.page'],
    [
      'an event from last year',
      { event: sampleEvent('scroll', { occurredAt: '2020-01-01T00:00:00Z' }) },
      'event.occurredAt',
    ],
  ])('refuses %s (400 naming %s)', async (_case, part, field) => {
    const { status, body } = await send(t, 'scroll', { session: sampleSession(), ...part });
    expect(status).toBe(400);
    expect(Object.keys(fieldsOf(body))).toContain(field);
  });

  it(`refuses more than ${ANALYTICS_BATCH_MAX} events, and a body over 64 KB`, async () => {
    const session = sampleSession();
    const tooMany = Array.from({ length: ANALYTICS_BATCH_MAX + 1 }, () => sampleEvent('scroll'));
    const many = await send(t, 'scroll', { session, events: tooMany });
    expect(many.status).toBe(400);
    expect(fieldsOf(many.body)).toHaveProperty('events');

    // 50 valid events of about 1.6 KB each: within the API's 100 KB, over analytics' 64 KB.
    const options = Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`option${index}`, 'x'.repeat(190)]));
    const large = Array.from({ length: ANALYTICS_BATCH_MAX }, () => sampleEvent('core-feature', { options }));
    const big = await send(t, 'core-feature', { session, events: large });
    expect(big.status).toBe(413);
    expect(ErrorResponse.parse(big.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await eventCount(t, session.id)).toBe(0);
  });

  it('answers 404 for a kind it does not take, and keeps satisfaction on its own endpoint', async () => {
    expect((await send(t, 'apply', { session: sampleSession(), event: sampleEvent('scroll') })).status).toBe(404);
    const satisfaction = await send(t, 'satisfaction', { site: 'site', rating: 1, page: '/' });
    expect(satisfaction).toEqual({ status: 201, body: { received: true } });
  });

  it('refuses events filed under another visitor’s session (409), storing nothing', async () => {
    const session = sampleSession();
    await send(t, 'pageview', { session, event: sampleEvent('pageview') });
    const intruder = { ...session, userId: randomUUID(), page: '/faq' };
    const { status, body } = await send(t, 'pageview', { session: intruder, event: sampleEvent('pageview') });
    expect(status).toBe(409);
    expect(fieldsOf(body)).toHaveProperty(['session.id']);
    expect(await eventCount(t, session.id)).toBe(1);
    expect((await sessionRow(t, session.id))?.state).toMatchObject({ page: '/credit-cards' });
  });

  it('refuses a cross-site request, and takes a same-origin one as sendBeacon makes it', async () => {
    const body = { session: sampleSession(), event: sampleEvent('time-on-site') };
    const crossSite = await send(t, 'time-on-site', body, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    const beacon = await send(t, 'time-on-site', body, {
      origin: t.deps.env.SITE_URL,
      'sec-fetch-site': 'same-origin',
      cookie: `analyticsUser=${body.session.userId}; analyticsSession=${body.session.id}`,
    });
    expect(beacon).toEqual({ status: 202, body: { tracked: true, stored: 1 } });
  });
});

describe('visits that are not tracked', () => {
  it('answers 202 without storing anything for an admin', async () => {
    const admin = await signedInMember(t, 'analytics.admin@example.ca');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    const session = sampleSession();
    const { status, body } = await send(t, 'pageview', { session, event: sampleEvent('pageview') }, asMember(admin));
    expect({ status, body }).toEqual({ status: 202, body: { tracked: false, reason: 'admin', stored: 0 } });
    expect(await sessionRow(t, session.id)).toBeUndefined();
    expect(await eventCount(t, session.id)).toBe(0);
  });

  it('stores nothing for a prerender crawler', async () => {
    const session = sampleSession();
    const { body } = await send(
      t,
      'pageview',
      { session, event: sampleEvent('pageview') },
      { 'user-agent': 'Mozilla/5.0 (compatible; Prerender (+https://github.com/prerender/prerender))' },
    );
    expect(body).toEqual({ tracked: false, reason: 'prerender', stored: 0 });
    expect(await sessionRow(t, session.id)).toBeUndefined();
  });

  it('stores nothing when the browser sends Global Privacy Control or Do Not Track', async () => {
    for (const header of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Record<string, string>[]) {
      const session = sampleSession();
      const { body } = await send(t, 'scroll', { session, event: sampleEvent('scroll') }, header);
      expect(body).toEqual({ tracked: false, reason: 'privacy-signal', stored: 0 });
      expect(await sessionRow(t, session.id)).toBeUndefined();
    }
  });

  it('stores nothing in a partner build', async () => {
    const partner = await createTestApp({ env: { FEATURE_FLAGS: 'partnerMode' } });
    try {
      const session = sampleSession();
      const { status, body } = await send(partner, 'search', { session, events: [sampleEvent('search')] });
      expect({ status, body }).toEqual({ status: 202, body: { tracked: false, reason: 'partner', stored: 0 } });
      expect(await eventCount(partner)).toBe(0);
    } finally {
      await partner.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 once one analytics user sends too fast', async () => {
    const session = sampleSession();
    const { limit } = ANALYTICS_RATE_LIMITS.perAnalyticsUser;
    // A prerender User-Agent: counted like anyone, but nothing is written, so the burst is quick.
    const crawler = { 'user-agent': 'Prerender' };
    for (let index = 0; index < limit; index++) {
      const { status } = await send(t, 'scroll', { session, event: sampleEvent('scroll') }, crawler);
      expect(status).toBe(202);
    }
    const over = await send(t, 'scroll', { session, event: sampleEvent('scroll') }, crawler);
    expect(over.status).toBe(429);
    expect(ErrorResponse.parse(over.body).error.code).toBe('RATE_LIMITED');
    // Another visitor is not held back.
    expect((await send(t, 'scroll', { session: sampleSession(), event: sampleEvent('scroll') })).status).toBe(202);
  });

  it('answers 429 once one address sends too fast', async () => {
    const address = { 'x-forwarded-for': '192.0.2.200', 'user-agent': 'Prerender' };
    const { limit } = ANALYTICS_RATE_LIMITS.perIp;
    const statuses = new Map<number, number>();
    for (let index = 0; index <= limit; index++) {
      const { status } = await send(t, 'scroll', { session: sampleSession(), event: sampleEvent('scroll') }, address);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 202: limit, 429: 1 });
  });
});

describe('generated input', () => {
  it('never answers 5xx, and stores events exactly when it answers 202 tracked', async () => {
    const kind = fc.constantFrom(...INGESTED_EVENT_KINDS);
    const event = fc.record(
      {
        id: fc.oneof(fc.uuid({ version: 4 }), fc.string()),
        occurredAt: fc.oneof(fc.constant(new Date().toISOString()), fc.string(), fc.integer()),
        page: fc.oneof(fc.constantFrom('/', '/credit-cards'), fc.string()),
        previousPage: fc.oneof(fc.constant(null), fc.string()),
        name: fc.oneof(fc.constantFrom('Quiz', 'Compare'), fc.string()),
        depth: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double(), fc.anything()),
        seconds: fc.oneof(fc.constant(30), fc.integer()),
        context: fc.oneof(fc.constantFrom('Footer Optin', 'site'), fc.string()),
        subscribed: fc.oneof(fc.boolean(), fc.anything()),
        registered: fc.boolean(),
        feature: fc.constantFrom('search-box', 'genius-search', 'nope'),
        action: fc.constantFrom('submit', 'results', 'nope'),
        term: fc.string({ maxLength: 120 }),
        options: fc.oneof(fc.constant(null), fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 25 })),
      },
      { requiredKeys: [] },
    );
    const session = fc.oneof(
      fc.constant(sampleSession()),
      fc.record(
        {
          id: fc.oneof(fc.uuid({ version: 4 }), fc.string()),
          userId: fc.oneof(fc.uuid({ version: 4 }), fc.string()),
          region: fc.constantFrom('ca', 'us'),
          device: fc.constantFrom('desktop', 'tablet'),
          areaHistory: fc.array(fc.string(), { maxLength: 12 }),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const garbage = fc.oneof(
      fc.record({ session, event }, { requiredKeys: [] }),
      fc.record({ session, events: fc.array(event, { maxLength: 5 }) }, { requiredKeys: [] }),
      fc.anything(),
    );
    // Valid bodies with at most one field of one event changed to anything: near the line between 202 and 400.
    const mutation = fc.option(
      fc.record({
        field: fc.constantFrom(
          'id',
          'occurredAt',
          'page',
          'previousPage',
          'name',
          'depth',
          'seconds',
          'context',
          'term',
        ),
        value: fc.anything(),
      }),
    );
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        kind,
        fc.oneof(
          garbage.map((body) => ({ body })),
          mutation.map((change) => ({ change })),
        ),
        async (chosen, generated) => {
          const body =
            'change' in generated
              ? {
                  session: sampleSession(),
                  events: [
                    sampleEvent(chosen),
                    sampleEvent(chosen, generated.change ? { [generated.change.field]: generated.change.value } : {}),
                  ],
                }
              : generated.body;
          const before = await eventCount(t);
          const { status, body: answer } = await send(t, chosen, body);
          statuses.add(status);
          expect(status).toBeLessThan(500);
          const stored = status === 202 ? AnalyticsIngestResponse.parse(answer).stored : 0;
          expect(await eventCount(t)).toBe(before + stored);
        },
      ),
      { numRuns: 150 },
    );
    // The generated bodies reached both sides of validation.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([202, 400]));
  });

  it('never answers 5xx to malformed JSON, a wrong content type or an empty body', async () => {
    for (const [body, type] of [
      ['{"session":', 'application/json'],
      ['session=1', 'application/x-www-form-urlencoded'],
      ['', 'application/json'],
      ['null', 'application/json'],
      ['[]', 'application/json'],
    ] as const) {
      const response = await t.app.request('/api/v2/analytics/pageview', {
        method: 'POST',
        headers: { 'content-type': type, ...anotherVisitor() },
        body,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
