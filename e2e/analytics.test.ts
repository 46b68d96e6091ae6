import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { registerMember, signIn, signInContext, type TestMember } from './support/member';
import { grantRole, type StaffServer, startServerWithStaff } from './support/staff';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface SentEvent {
  kind: string;
  session: Record<string, unknown>;
  events: Record<string, unknown>[];
  status: number | undefined;
}

/** Every analytics call the page makes, with its body and the status it got. */
function watchAnalytics(page: Page): SentEvent[] {
  const sent: SentEvent[] = [];
  page.on('request', (request: Request) => {
    const kind = /\/api\/v2\/analytics\/([a-z-]+)$/.exec(request.url())?.[1];
    if (!kind) return;
    // A body is not always readable here; the request itself still counts.
    const body = request.postDataJSON() as {
      session: Record<string, unknown>;
      events: Record<string, unknown>[];
    } | null;
    const entry: SentEvent = { kind, session: body?.session ?? {}, events: body?.events ?? [], status: undefined };
    sent.push(entry);
    request.response().then(
      (response) => {
        entry.status = response?.status();
      },
      // A keepalive request may still be on its way when the page closes.
      () => undefined,
    );
  });
  return sent;
}

/** Moves the page's clock on, a second at a time, until `done` holds (at most `maxSeconds`). */
async function advanceUntil(page: Page, done: () => boolean, maxSeconds = 60): Promise<void> {
  for (let second = 0; second < maxSeconds && !done(); second++) {
    await page.clock.fastForward(1000);
    await page.waitForTimeout(50);
  }
  expect(done()).toBe(true);
}

const eventsOf = (sent: SentEvent[], kind: string) =>
  sent.filter((entry) => entry.kind === kind).flatMap((entry) => entry.events);

describe('analytics', () => {
  it('sends a page view on load and on navigation, and time on site at 30 s, with the session', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.clock.install();
    const sent = watchAnalytics(page);
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await page.locator('html[data-hydrated="true"]').waitFor();

    await advanceUntil(page, () => eventsOf(sent, 'pageview').length === 1);
    const [first] = sent.filter((entry) => entry.kind === 'pageview');
    expect(first?.events[0]).toMatchObject({ page: '/', previousPage: null });
    expect(first?.events[0]?.id).toMatch(UUID);
    expect(first?.session).toMatchObject({
      landingPage: '/',
      page: '/',
      area: 'Home',
      device: 'desktop',
      region: 'ca',
      campaign: { source: 'newsletter', medium: 'email', name: 'spring' },
      campaignDepth: 1,
    });
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.analyticsUser?.value).toBe(first?.session.userId);
    expect(cookies.analyticsSession?.value).toBe(first?.session.id);
    // The user cookie asks for two years (Chromium keeps a cookie at most 400 days), the session cookie
    // 30 minutes (renewed with each event).
    const now = Date.now() / 1000;
    expect((cookies.analyticsUser?.expires ?? 0) - now).toBeGreaterThan(399 * 24 * 3600);
    expect((cookies.analyticsSession?.expires ?? 0) - now).toBeLessThanOrEqual(30 * 60 + 5);

    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await advanceUntil(page, () => eventsOf(sent, 'pageview').length === 2);
    expect(eventsOf(sent, 'pageview')[1]).toMatchObject({ page: '/about', previousPage: '/' });
    expect(sent.at(-1)?.session).toMatchObject({ page: '/about', previousPage: '/', campaignDepth: 2 });

    await advanceUntil(page, () => eventsOf(sent, 'time-on-site').length > 0, 40);
    expect(eventsOf(sent, 'time-on-site')).toEqual([expect.objectContaining({ seconds: 30, page: '/about' })]);
    await advanceUntil(page, () => sent.every((entry) => entry.status !== undefined));
    expect(sent.map((entry) => entry.status)).toEqual(sent.map(() => 202));
    // Once only, however long the visitor stays.
    await page.clock.fastForward(60_000);
    await page.waitForTimeout(200);
    expect(eventsOf(sent, 'time-on-site')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts time on site from the start of the visit across page loads, and sends it once per visitor', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.clock.install();
    const sent = watchAnalytics(page);
    await page.goto('/');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await advanceUntil(page, () => eventsOf(sent, 'pageview').length === 1);
    const started = Number((await context.cookies()).find((cookie) => cookie.name === 'sessionStartTime')?.value);
    expect(started).toBeGreaterThan(0);
    await page.clock.fastForward(18_000);

    // A full page load 20 s into the visit: the event comes 30 s after the visit began, not after this page.
    await page.goto('/about');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await advanceUntil(page, () => eventsOf(sent, 'time-on-site').length > 0, 25);
    const firedAt = await page.evaluate(() => Date.now());
    expect(firedAt - started).toBeGreaterThanOrEqual(30_000);
    // Counted from this page instead, it would come 48 s into the visit; the page's clock also runs in real
    // time, so a slow machine's page load adds a few seconds to the 30.
    expect(firedAt - started).toBeLessThan(45_000);
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.sessionStartTime?.value).toBe(String(started));
    expect(cookies.firedEvents?.value).toBe('time-on-site');
    // Asked for until 2038; Chromium keeps a cookie at most 400 days.
    expect((cookies.firedEvents?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(399 * 24 * 3600);

    // The same visitor, a new visit later: no second time-on-site event.
    await context.clearCookies({ name: 'analyticsSession' });
    await context.clearCookies({ name: 'sessionStartTime' });
    await page.goto('/faq');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await advanceUntil(page, () => eventsOf(sent, 'pageview').length === 3);
    await page.clock.fastForward(60_000);
    await page.waitForTimeout(300);
    expect(eventsOf(sent, 'time-on-site')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the scroll depth at most every 5 s, and what is left when the page is left', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.clock.install();
    const sent = watchAnalytics(page);
    await page.goto('/credit-cards');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await advanceUntil(page, () => eventsOf(sent, 'pageview').length === 1);
    expect(sent[0]?.session).toMatchObject({ device: 'mobile', area: 'Compare' });

    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
    await page.mouse.wheel(0, 100_000);
    // The first depth goes at once; the deeper ones wait for the end of the 5 s, as one event.
    await advanceUntil(page, () => eventsOf(sent, 'scroll').length === 2, 15);
    const depths = eventsOf(sent, 'scroll').map((event) => event.depth as number);
    expect(depths[0]).toBeLessThan(100);
    expect(depths[1]).toBe(100);

    // Leaving the page sends what is still queued at once (a keepalive fetch), naming the page.
    await page.getByRole('link', { name: /home$/i }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    const leaving = page.waitForRequest((request) => request.url().endsWith('/api/v2/analytics/pageview'));
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    const lastCall = await leaving;
    expect(lastCall.headers().requestingpath).toBe('/');
    expect((await lastCall.response())?.status()).toBe(202);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prefills the page cache, so the search box needs no call of its own', async () => {
    const { context, page, errors } = await openPage(browser);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v2/')) calls.push(url.pathname);
    });
    const prefill = page.waitForResponse((response) => response.url().includes('/api/v2/cache/page?originPage=%2F'));
    await page.goto('/');
    expect((await prefill).status()).toBe(200);
    await page.getByRole('button', { name: 'Search' }).click();
    const cardSearch = page.waitForRequest((request) => request.url().endsWith('/api/v2/card/search'));
    await page.locator('#header-search').fill('aeroplan');
    await cardSearch;
    await page.getByRole('option').first().waitFor();
    expect(calls).not.toContain('/api/v2/misc/get-all-search-synonyms');
    expect(calls).toContain('/api/v2/card/search');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('analytics for an admin', () => {
  let site: StaffServer | undefined;
  let member: TestMember;
  afterAll(async () => {
    await site?.stop();
  });

  /** A page on the given server, signed in as the member, recording console errors. */
  async function memberPage(baseUrl: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl });
    await signInContext(context, baseUrl, member);
    // As openPage does: the exit-intent pop-up is not what this test is about.
    await context.addCookies([{ name: 'exitIntentShown', value: '1', url: baseUrl }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  /** Loads the home page, scrolls, stays 50 s and leaves: what analytics calls did the page make? */
  async function browse(page: Page): Promise<SentEvent[]> {
    await page.clock.install();
    const sent = watchAnalytics(page);
    await page.goto('/');
    await page.locator('html[data-hydrated="true"]').waitFor();
    // Ten seconds of page time (one of real time) for the page to be idle and load what it loads then.
    for (let second = 0; second < 10; second++) {
      await page.clock.fastForward(1000);
      await page.waitForTimeout(100);
    }
    await page.mouse.wheel(0, 2000);
    for (let second = 0; second < 40; second++) {
      await page.clock.fastForward(1000);
      await page.waitForTimeout(25);
    }
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await page.waitForTimeout(500);
    return sent;
  }

  it('sends nothing, where the same member sent events before being made an admin', async () => {
    site = await startServerWithStaff();
    const origin = site.server.baseUrl;
    member = await registerMember(origin);

    // As an ordinary member: events are sent (with the CSRF header a signed-in call needs) and accepted.
    const before = await memberPage(origin);
    const sentBefore = await browse(before.page);
    expect(new Set(sentBefore.map((entry) => entry.kind))).toEqual(new Set(['pageview', 'scroll', 'time-on-site']));
    await advanceUntil(before.page, () => sentBefore.every((entry) => entry.status !== undefined));
    expect(sentBefore.map((entry) => entry.status)).toEqual(sentBefore.map(() => 202));
    expect(before.errors).toEqual([]);
    await before.context.close();

    // Made an admin by the site's admin, then signed in again.
    await grantRole(site, member, 'admin');
    member = { ...member, ...(await signIn(origin, member.email)) };

    const after = await memberPage(origin);
    const sentAfter = await browse(after.page);
    expect(sentAfter).toEqual([]);
    expect(after.errors).toEqual([]);
    await after.context.close();
  }, 150_000);
});
