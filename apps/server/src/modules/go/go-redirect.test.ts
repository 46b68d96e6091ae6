import { APPLY_ID_PARAM } from '@cardgenius/core/rules';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, applyClicks, users } from '../../db/schema';
import { anotherVisitor, signedInMember } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { GO_RATE_LIMITS } from './go.service';
import { giveOffer, goCards, hideCard, storedCounts } from './go-test-fixtures';

const t = await createTestApp();
afterAll(() => t.close());

let cards: Awaited<ReturnType<typeof goCards>>;
beforeAll(async () => {
  cards = await goCards(t);
  await giveOffer(t, cards.offered, 100);
  await hideCard(t, cards.hidden);
});

const go2 = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  t.app.request(`/go2/${path}`, { method, headers: { ...anotherVisitor(), ...headers } });

const newestClick = async () =>
  (await t.database.db.select().from(applyClicks).orderBy(desc(applyClicks.createdAt)).limit(1))[0];

describe('GET /go2/{affiliateId}', () => {
  it('records the click with a server-made id and redirects (302) to the registered URL with the tracking added', async () => {
    const before = await storedCounts(t);
    const response = await go2(`${cards.plain.affiliateId}?context=Card%20Page&aid=a1&pid=p-2`);
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location') ?? '');
    const applyId = location.searchParams.get(APPLY_ID_PARAM) ?? '';
    expect(applyId).toMatch(/^[0-9a-f-]{36}$/);
    expect(location.searchParams.get('context')).toBe('Card Page');
    expect(location.searchParams.get('pid')).toBe('p-2');
    expect(await storedCounts(t)).toEqual({ clicks: before.clicks + 1, events: before.events + 1 });
    const [row] = await t.database.db.select().from(applyClicks).where(eq(applyClicks.id, applyId));
    expect(row).toMatchObject({ affiliateId: cards.plain.affiliateId, context: 'Card Page', aid: 'a1', pid: 'p-2' });
    expect(row?.destination).toBe(location.href);
    const [event] = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.id, applyId));
    expect(event).toMatchObject({ kind: 'apply', page: `/go2/${cards.plain.affiliateId}` });
  });

  it('keeps a mangled link working: bad values are dropped and the context falls back to Direct', async () => {
    const response = await go2(`${cards.plain.affiliateId}?context=%3Cscript%3E&pid=a%20b&aid=${'x'.repeat(80)}`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('context')).toBe('Direct');
    expect(location.searchParams.has('pid')).toBe(false);
    expect(await newestClick()).toMatchObject({ context: 'Direct', aid: null, pid: null });
  });

  it('goes straight to the registered URL with notracking, recording nothing', async () => {
    const before = await storedCounts(t);
    const response = await go2(`${cards.plain.affiliateId}?notracking=true&pid=p1`);
    expect(response.headers.get('location')).toBe(cards.plain.applyUrl);
    expect(await storedCounts(t)).toEqual(before);
  });

  it('sends an unavailable card to the temporarily-unavailable page after recording the click', async () => {
    const before = await storedCounts(t);
    const response = await go2(cards.unavailable.affiliateId);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/temporarily-unavailable?card=${encodeURIComponent(cards.unavailable.displayName)}`,
    );
    expect((await storedCounts(t)).clicks).toBe(before.clicks + 1);
  });

  it('sends a card with an offer to the issuer (an offers page needs the browser flow’s state)', async () => {
    const response = await go2(cards.offered.affiliateId);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(cards.offered.applyUrl.split('?')[0] ?? '-')).toBe(true);
    expect(new URL(location).searchParams.get(APPLY_ID_PARAM)).toBe((await newestClick())?.id);
  });

  it('redirects an unknown id home and a hidden card to its page, recording nothing', async () => {
    const before = await storedCounts(t);
    expect((await go2('no-such-card')).headers.get('location')).toBe('/');
    expect((await go2('%2F%2Fevil.com')).headers.get('location')).toBe('/');
    expect((await go2(cards.hidden.affiliateId)).headers.get('location')).toBe(`/credit-cards/${cards.hidden.slug}`);
    expect(await storedCounts(t)).toEqual(before);
  });

  it('does not count a HEAD request as a click', async () => {
    const before = await storedCounts(t);
    const response = await go2(cards.plain.affiliateId, {}, 'HEAD');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(cards.plain.applyUrl);
    expect(await storedCounts(t)).toEqual(before);
  });

  it('keeps an admin’s and a prerender crawler’s click without an analytics event', async () => {
    const admin = await signedInMember(t, 'go2-admin@example.ca');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    const visitors: Record<string, string>[] = [
      { cookie: admin.cookie },
      { 'user-agent': 'prerender/5.20 (HeadlessChrome)' },
    ];
    for (const headers of visitors) {
      const before = await storedCounts(t);
      const response = await go2(cards.plain.affiliateId, headers);
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get('location') ?? '').searchParams.has(APPLY_ID_PARAM)).toBe(true);
      expect(await storedCounts(t)).toEqual({ clicks: before.clicks + 1, events: before.events });
    }
  });

  it('still sends an address over its click limit to the bank, untracked', async () => {
    const address = { 'x-forwarded-for': '192.0.2.99' };
    for (let i = 0; i < GO_RATE_LIMITS.clickPerIp.limit; i++) {
      const response = await go2(cards.spare.affiliateId, address);
      expect(new URL(response.headers.get('location') ?? '').searchParams.has(APPLY_ID_PARAM)).toBe(true);
    }
    const before = await storedCounts(t);
    const limited = await go2(cards.spare.affiliateId, address);
    expect(limited.status).toBe(302);
    expect(limited.headers.get('location')).toBe(cards.spare.applyUrl);
    expect(await storedCounts(t)).toEqual(before);
  });

  it('works without any cookie or script: the answer is a bare redirect', async () => {
    const response = await go2(cards.other.affiliateId);
    expect(response.status).toBe(302);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toBe('');
  });
});
