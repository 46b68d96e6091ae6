import { randomUUID } from 'node:crypto';
import { DASHBOARD_MAX_DAYS } from '@cardgenius/core/analytics';
import type { AnalyticsDashboard, ErrorResponse } from '@cardgenius/core/contract';
import { torontoDate } from '@cardgenius/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  analyticsSessions,
  applyClicks,
  cards,
  newsletterSubscribers,
  satisfactionResponses,
  users,
} from '../../db/schema';
import { asMember, type Member, signedInWithRole } from '../../test/members';
import { createTestApp } from '../../test/test-app';

// Test data: made-up visits, clicks and answers at chosen instants around Toronto's midnights and the
// 8 March 2026 change to daylight time (02:00 EST became 03:00 EDT, so that day had 23 hours).
const t = await createTestApp();
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

async function addSession(createdAt: string) {
  const id = randomUUID();
  await t.database.db.insert(analyticsSessions).values({
    id,
    analyticsUserId: randomUUID(),
    region: 'ca',
    userAgent: 'test',
    landingPage: '/',
    device: 'mobile',
    state: {},
    createdAt: at(createdAt),
    lastSeenAt: at(createdAt),
  });
  return id;
}

async function addEvent(kind: string, occurredAt: string) {
  await t.database.db.insert(analyticsEvents).values({
    id: randomUUID(),
    sessionId: randomUUID(),
    kind,
    page: '/credit-cards',
    occurredAt: at(occurredAt),
    data: {},
  });
}

async function addClick(cardSlug: string, context: string, createdAt: string) {
  await t.database.db.insert(applyClicks).values({
    id: randomUUID(),
    createdAt: at(createdAt),
    cardSlug,
    affiliateId: `test-${cardSlug}`,
    context,
    destination: 'https://example.com/apply',
    requestId: 'test',
  });
}

let staff: Member;
/** Three cards of the seeded catalogue, two of them from the same issuer. */
let sameIssuer: [string, string];
let otherIssuer: string;
let issuerNames: Record<string, string>;

beforeAll(async () => {
  staff = await signedInWithRole(t, 'support');
  const catalogue = await t.database.db
    .select({ slug: cards.slug, issuer: cards.issuerSlug, name: cards.name })
    .from(cards);
  const first = catalogue[0];
  const second = catalogue.find((card) => card !== first && card.issuer === first?.issuer);
  const other = catalogue.find((card) => card.issuer !== first?.issuer);
  if (!first || !second || !other) throw new Error('the seeded catalogue has too few cards');
  sameIssuer = [first.slug, second.slug];
  otherIssuer = other.slug;
  issuerNames = Object.fromEntries(catalogue.map((card) => [card.slug, card.issuer]));

  // 28 Feb 23:59:59 EST (before the range), then 1 March 23:59:59 and 2 March 00:00:00.
  await addSession('2026-03-01T04:59:59Z');
  await addSession('2026-03-02T04:59:59Z');
  await addSession('2026-03-02T05:00:00Z');
  // On 8 March the day starts at 05:00Z (EST) and ends at 04:00Z next day (EDT).
  await addEvent('pageview', '2026-03-08T05:00:00Z');
  await addEvent('pageview', '2026-03-09T03:59:59Z');
  await addEvent('pageview', '2026-03-09T04:00:00Z');
  await addEvent('scroll', '2026-03-08T12:00:00Z');
  // The last day of the range ends at 10 March 04:00Z.
  await addEvent('pageview', '2026-03-10T03:59:59Z');
  await addEvent('pageview', '2026-03-10T04:00:00Z');

  for (let n = 0; n < 3; n++) await addClick(sameIssuer[0], 'Card page', '2026-03-03T15:00:00Z');
  await addClick(sameIssuer[1], 'Compare', '2026-03-03T15:00:00Z');
  await addClick(otherIssuer, 'Card page', '2026-03-04T15:00:00Z');
  await addClick(otherIssuer, 'Quiz', '2026-03-04T15:00:00Z');
  await addClick('a-card-no-longer-listed', 'Direct', '2026-03-05T15:00:00Z');

  await t.database.db.insert(newsletterSubscribers).values([
    {
      email: 'confirmed.reader@example.ca',
      name: 'Test Reader',
      source: 'Footer Optin',
      status: 'confirmed',
      confirmedAt: at('2026-03-06T03:00:00Z'),
      createdAt: at('2026-03-05T12:00:00Z'),
    },
    {
      email: 'pending.reader@example.ca',
      name: 'Test Reader',
      source: 'Footer Optin',
      status: 'pending',
      createdAt: at('2026-03-05T12:00:00Z'),
    },
  ]);
  await t.database.db.insert(users).values({
    email: 'registered.in.march@example.ca',
    name: 'Test Member',
    passwordHash: 'not-a-hash',
    referralCode: 'TESTMARCH',
    createdAt: at('2026-03-07T16:00:00Z'),
  });
  await t.database.db.insert(satisfactionResponses).values(
    [1, 1, 0].map((rating) => ({
      createdAt: at('2026-03-07T16:00:00Z'),
      site: 'site',
      rating,
      comments: '',
      category: 'site',
      page: '/',
      requestId: 'test',
    })),
  );
});

async function dashboard(query: string) {
  const response = await t.app.request(`/api/v2/admin/analytics?${query}`, { headers: asMember(staff) });
  return { status: response.status, body: (await response.json()) as AnalyticsDashboard & ErrorResponse };
}

describe('the analytics dashboard', () => {
  it('counts each day in Toronto, across midnight and the change to daylight time', async () => {
    const { status, body } = await dashboard('from=2026-03-01&to=2026-03-09');
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: '2026-03-01', to: '2026-03-09', days: 9, timeZone: 'America/Toronto' });
    expect(body.days.map((day) => day.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    const on = (date: string) => body.days.find((day) => day.date === date);
    expect(on('2026-03-01')?.sessions).toBe(1);
    expect(on('2026-03-02')?.sessions).toBe(1);
    expect(on('2026-03-08')?.pageviews).toBe(2);
    expect(on('2026-03-09')?.pageviews).toBe(2);
    expect(body.totals).toMatchObject({ sessions: 2, pageviews: 4, applyClicks: 7 });
  });

  it('shows days without anything as zero, and satisfaction without answers as null', async () => {
    const { body } = await dashboard('from=2026-03-01&to=2026-03-09');
    expect(body.days[0]).toMatchObject({ applyClicks: 0, subscriptions: 0, registrations: 0, satisfactionAnswers: 0 });
    expect(body.days[0]?.satisfactionScore).toBeNull();
    const empty = await dashboard('from=2025-01-01&to=2025-01-31');
    expect(empty.body.days).toHaveLength(31);
    expect(empty.body.totals).toEqual({
      sessions: 0,
      pageviews: 0,
      applyClicks: 0,
      subscriptions: 0,
      registrations: 0,
      satisfactionAnswers: 0,
      satisfactionScore: null,
    });
    expect(empty.body.applyClicksByCard).toEqual({ top: [], restRows: 0, rest: 0 });
  });

  it('counts confirmed subscriptions on their Toronto day, registrations and satisfaction answers', async () => {
    const { body } = await dashboard('from=2026-03-01&to=2026-03-09');
    const on = (date: string) => body.days.find((day) => day.date === date);
    // Confirmed at 22:00 EST on 5 March; the pending one is not counted.
    expect(on('2026-03-05')?.subscriptions).toBe(1);
    expect(body.totals.subscriptions).toBe(1);
    expect(on('2026-03-07')).toMatchObject({ registrations: 1, satisfactionAnswers: 3, satisfactionScore: 4.3 });
    expect(body.totals.satisfactionScore).toBe(4.3);
  });

  it('splits apply clicks by card, issuer and context: the top rows and the rest summed', async () => {
    const { body } = await dashboard('from=2026-03-01&to=2026-03-09&top=2');
    expect(body.applyClicksByCard.top).toEqual([
      expect.objectContaining({ key: sameIssuer[0], count: 3 }),
      expect.objectContaining({ key: otherIssuer, count: 2 }),
    ]);
    expect(body.applyClicksByCard).toMatchObject({ restRows: 2, rest: 2 });
    expect(body.applyClicksByIssuer.top[0]).toMatchObject({ key: issuerNames[sameIssuer[0]], count: 4 });
    const issuers = [...body.applyClicksByIssuer.top.map((row) => row.key)];
    expect(body.applyClicksByIssuer.top.reduce((sum, row) => sum + row.count, 0) + body.applyClicksByIssuer.rest).toBe(
      7,
    );
    expect(issuers.length + body.applyClicksByIssuer.restRows).toBe(3);
    expect(body.applyClicksByContext.top).toEqual([
      { key: 'Card page', label: 'Card page', count: 4 },
      expect.objectContaining({ count: 1 }),
    ]);
    expect(body.applyClicksByContext).toMatchObject({ restRows: 2, rest: 2 });

    const all = await dashboard('from=2026-03-01&to=2026-03-09&top=50');
    expect(all.body.applyClicksByIssuer.top).toContainEqual({
      key: 'unknown',
      label: 'Not in the catalogue',
      count: 1,
    });
    expect(all.body.applyClicksByCard.top).toContainEqual({
      key: 'a-card-no-longer-listed',
      label: 'a-card-no-longer-listed',
      count: 1,
    });
  });

  it('defaults to the last 30 days, today in Toronto included', async () => {
    const { status, body } = await dashboard('');
    expect(status).toBe(200);
    expect(body.range.days).toBe(30);
    expect(body.range.to).toBe(torontoDate(new Date()));
  });

  it('refuses a range it cannot show, saying what to fix', async () => {
    const backwards = await dashboard('from=2026-03-09&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields?.['query.from']).toMatch(/on or before the end/);
    const tooLong = await dashboard('from=2025-01-01&to=2026-03-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields?.['query.from']).toMatch(`at most ${DASHBOARD_MAX_DAYS}`);
    expect((await dashboard('from=2025-02-04&to=2026-03-10')).status).toBe(200);
    for (const query of ['from=2026-02-30', 'to=1999-12-31', 'from=yesterday', 'top=0', 'top=51', 'days=7']) {
      const refused = await dashboard(query);
      expect(refused.status, query).toBe(400);
      expect(Object.keys(refused.body.error.fields ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});

describe('the dashboard as CSV', () => {
  async function csv(table: string, query: string) {
    return t.app.request(`/api/v2/admin/analytics/export/${table}?${query}`, { headers: asMember(staff) });
  }

  it('downloads the daily table with a total row, named for its days', async () => {
    const response = await csv('daily', 'from=2026-03-07&to=2026-03-09');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="analytics-daily-2026-03-07-to-2026-03-09.csv"',
    );
    expect((await response.text()).split('\r\n')).toEqual([
      'Date,Sessions,Page views,Apply clicks,Newsletter subscriptions,Registrations,Satisfaction answers,Satisfaction (1–5)',
      '2026-03-07,0,0,0,0,1,3,4.3',
      '2026-03-08,0,2,0,0,0,0,',
      '2026-03-09,0,2,0,0,0,0,',
      'Total,0,4,0,0,1,3,4.3',
      '',
    ]);
  });

  it('downloads a breakdown with the rest and the total', async () => {
    const response = await csv('by-context', 'from=2026-03-01&to=2026-03-09&top=1');
    expect(response.status).toBe(200);
    expect((await response.text()).split('\r\n')).toEqual([
      'Context,Key,Apply clicks',
      'Card page,Card page,4',
      '3 other contexts,,3',
      'Total,,7',
      '',
    ]);
  });

  it('answers errors as JSON, like every call', async () => {
    const unknown = await csv('everything', 'from=2026-03-01&to=2026-03-09');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorResponse).error.fields).toHaveProperty('params.table');
    const tooLong = await csv('daily', 'from=2020-01-01&to=2026-03-09');
    expect(tooLong.status).toBe(400);
    expect(tooLong.headers.get('content-type')).toMatch(/json/);
  });
});
