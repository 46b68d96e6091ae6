import { encodeFilterStateParam, resolveFilterState } from '@cardgenius/core/filters';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityViolations,
  launchBrowser,
  openPage,
  screenshot,
  VIEWPORTS,
  type WatchedPage,
} from './support/browser';
import { registerMember, signInContext, type TestMember } from './support/member';
import { startTestCatalogueServer, TEST_AFFILIATE_CARD } from './support/test-catalogue';

/*
 * The newsletter pop-ups (shell-and-browsing §2.12, §4): around Apply, on exit intent, and the
 * satisfaction widget. No real card in the catalogue has an affiliate link, so this file runs its own
 * server with the test catalogue file's made-up cards, one of which has one.
 */

interface RankedEntry {
  slug: string;
  displayName: string;
  affiliateId: string;
  temporarilyUnavailable: boolean;
}

const ISSUER_PAGE = '<!doctype html><html lang="en"><title>Apply</title><h1>Apply now</h1></html>';

let browser: Browser;
let server: Awaited<ReturnType<typeof startTestCatalogueServer>>;
let base: string;
/** The test catalogue's made-up card with an affiliate link. */
const affiliate: RankedEntry = { ...TEST_AFFILIATE_CARD, temporarilyUnavailable: false };
/** Ranked first for the default profile (so on the compare page's first page), without an affiliate link. */
let plain: RankedEntry;
let member: TestMember;

/** The compare page with the affiliate card pinned first, whatever its rank. */
const COMPARE_WITH_AFFILIATE = `/credit-cards?state=${encodeFilterStateParam(resolveFilterState({ pinned: [affiliate.slug] }))}`;

beforeAll(async () => {
  server = await startTestCatalogueServer({ env: { TRUST_PROXY: 'true', DEV_OUTBOX: 'any' } });
  base = server.baseUrl;
  const ranked = (await (
    await fetch(`${base}/api/v2/card/rank`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { cards: (RankedEntry & { hasAffiliateLink: boolean })[] };
  const available = ranked.cards.filter((card) => !card.temporarilyUnavailable && !card.hasAffiliateLink);
  if (!available[0]) throw new Error('no card without an affiliate link on the first page');
  plain = available[0];
  browser = await launchBrowser();
  member = await registerMember(base);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page on this file's server; the issuers' sites are answered locally, so nothing leaves the machine. */
async function open(
  options: { width?: number; height?: number; touch?: boolean; exitIntent?: boolean } = {},
): Promise<WatchedPage> {
  let watched: WatchedPage;
  if (options.touch) {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 390, height: options.height ?? 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    watched = { context, page, errors };
  } else {
    watched = await openPage(browser, { width: options.width, height: options.height, exitIntent: true });
  }
  // As after it has shown, unless the test is about it (it would open over pages left for a while).
  if (!options.exitIntent) await watched.context.addCookies([{ name: 'exitIntentShown', value: '1', url: base }]);
  await watched.context.route(/^https:\/\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: ISSUER_PAGE }),
  );
  return watched;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** Waits for the exit-intent triggers to be set up on the page (they load once it has hydrated). */
async function triggers(page: Page, state: 'armed' | 'off'): Promise<void> {
  await page.locator(`[data-exit-intent="${state}"]`).waitFor({ state: 'attached' });
}

/** The viewport as the visitor sees it, with the dialog open. */
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
/** Seconds from now until the cookie expires (-1 for a session cookie). */
const expiresIn = (expires: number) => expires - Date.now() / 1000;

const applyLink = (page: Page, card: RankedEntry) =>
  page.getByRole('link', { name: `Apply for the ${card.displayName}`, exact: true });

/** A card page's Apply ('Apply on your phone' is another link). */
const cardPageApply = (page: Page) => page.getByRole('link', { name: /^Apply on .+’s site$/ });

/** The pointer leaving the window through the top, towards the tabs. */
async function leaveThroughTop(page: Page): Promise<void> {
  await page.mouse.move(100, 120);
  await page.mouse.move(100, 2);
  await page.mouse.move(100, -10);
}

const goPath = (address: string): string | null => {
  const url = new URL(address);
  return url.pathname.startsWith('/go/') ? `${url.pathname}${url.search}` : null;
};

/**
 * Clicks and waits for the new tab, which is closed: its go flow is tested elsewhere. Answers the
 * go-link it opened, seen as its navigation request or, for a tab opened in the background, its URL.
 */
async function clickOpeningTab(
  context: BrowserContext,
  target: Locator,
  options: { button?: 'middle'; modifiers?: ['ControlOrMeta'] } = {},
): Promise<string> {
  const seen: string[] = [];
  const onRequest = (request: Request) => {
    const path = request.isNavigationRequest() ? goPath(request.url()) : null;
    if (path) seen.push(path);
  };
  context.on('request', onRequest);
  const [tab] = await Promise.all([context.waitForEvent('page'), target.click(options)]);
  const opened = tab.url() === 'about:blank' ? null : goPath(tab.url());
  if (opened) seen.push(opened);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  context.off('request', onRequest);
  await tab.close();
  return seen[0] ?? '';
}

/** The analytics subscription event the page sends, within its batching delay. */
function subscriptionEvent(page: Page) {
  return page
    .waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/analytics/subscription',
      { timeout: 20_000 },
    )
    .then((request) => JSON.stringify(request.postDataJSON()));
}

describe('Apply on an affiliate card', () => {
  it('opens the go-link in a new tab and shows "Never Miss A Deal" on the page; "No thanks" is remembered', async () => {
    const { context, page, errors } = await open();
    await visit(page, COMPARE_WITH_AFFILIATE);
    const apply = applyLink(page, affiliate);
    expect(await apply.getAttribute('target')).toBe('_blank');
    expect(await apply.getAttribute('rel')).toBe('sponsored noopener');
    expect(await clickOpeningTab(context, apply)).toBe(`/go/${affiliate.affiliateId}?context=Compare`);
    const dialog = page.getByRole('dialog', { name: 'Never Miss A Deal' });
    await dialog.getByText('Your application is open in a new tab.').waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('required')).not.toBeNull();
    expect(await dialog.getByLabel('Email').getAttribute('type')).toBe('email');
    await dialog.getByRole('button', { name: 'Keep Me Updated' }).waitFor();
    const sent = subscriptionEvent(page);
    await dialog.getByRole('button', { name: "No thanks, I don't want credit card deals." }).click();
    await dialog.waitFor({ state: 'hidden' });
    const event = await sent;
    expect(event).toContain('"context":"Post Affiliate Apply Modal"');
    expect(event).toContain('"subscribed":false');
    const answered = await cookie(context, 'newsletterAnswered');
    expect(expiresIn(answered?.expires ?? 0)).toBeGreaterThan(THIRTY_DAYS_S - 60);
    // Answered: the next Apply just opens the tab.
    await clickOpeningTab(context, apply);
    await page.waitForTimeout(300);
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves a middle click and a modifier click to the browser: a new tab, no pop-up', async () => {
    const { context, page } = await open();
    await visit(page, `/credit-cards/${affiliate.slug}`);
    const apply = cardPageApply(page);
    expect(await apply.getAttribute('href')).toBe(`/go/${affiliate.affiliateId}?context=Card%20Page`);
    const opened = `/go/${affiliate.affiliateId}?context=Card%20Page`;
    expect(await clickOpeningTab(context, apply, { button: 'middle' })).toBe(opened);
    expect(await clickOpeningTab(context, apply, { modifiers: ['ControlOrMeta'] })).toBe(opened);
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
  it('subscribes from the pop-up with "Keep Me Updated": Name and Email, no second tab, answer remembered', async () => {
    const { context, page, errors } = await open();
    await visit(page, `/credit-cards/${affiliate.slug}`);
    const apply = cardPageApply(page);
    expect(await apply.getAttribute('rel')).toBe('sponsored noopener');
    expect(await clickOpeningTab(context, apply)).toBe(`/go/${affiliate.affiliateId}?context=Card%20Page`);
    const dialog = page.getByRole('dialog', { name: 'Never Miss A Deal' });
    await dialog.getByText('Your application is open in a new tab.').waitFor();
    await dialog.getByLabel('Name').fill('Alex Tremblay');
    await dialog.getByLabel('Email').fill(`alex-${Date.now()}@example.ca`);
    const sent = subscriptionEvent(page);
    const answer = page.waitForResponse('**/api/v2/subscription/subscribe');
    await dialog.getByRole('button', { name: 'Keep Me Updated' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({ source: 'Post Affiliate Apply Modal' });
    const { redirect } = (await response.json()) as { redirect: string };
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => `${url.pathname}${url.search}` === redirect);
    const event = await sent;
    expect(event).toContain('"context":"Post Affiliate Apply Modal"');
    expect(event).toContain('"subscribed":true');
    // The application was opened by the Apply click: subscribing opens nothing more.
    expect(context.pages()).toHaveLength(1);
    expect(await cookie(context, 'newsletterAnswered')).toBeDefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Apply on a non-affiliate card', () => {
  it('asks first, and opens the application in a new tab on "No thanks"', async () => {
    const { context, page, errors } = await open();
    await visit(page, `/credit-cards/${plain.slug}`);
    const apply = cardPageApply(page);
    expect(await apply.getAttribute('rel')).toBe('nofollow noopener');
    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Never Miss A Deal' });
    await dialog.getByText('Before you continue your application,').waitFor();
    expect(context.pages()).toHaveLength(1);
    const decline = dialog.getByRole('button', { name: "No thanks, I don't want credit card deals." });
    expect(await clickOpeningTab(context, decline)).toBe(`/go/${plain.affiliateId}?context=Card%20Page`);
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the application on subscribe too, then follows the answer', async () => {
    const { context, page, errors } = await open();
    await visit(page, '/credit-cards');
    await applyLink(page, plain).click();
    const dialog = page.getByRole('dialog', { name: 'Never Miss A Deal' });
    await dialog.getByLabel('Name').fill('Sam Roy');
    await dialog.getByLabel('Email').fill(`sam-${Date.now()}@example.ca`);
    const answer = page.waitForResponse('**/api/v2/subscription/subscribe');
    expect(await clickOpeningTab(context, dialog.getByRole('button', { name: 'Keep Me Updated' }))).toBe(
      `/go/${plain.affiliateId}?context=Compare`,
    );
    const response = await answer;
    expect(response.status()).toBe(200);
    const { redirect } = (await response.json()) as { redirect: string };
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => `${url.pathname}${url.search}` === redirect);
    expect(await cookie(context, 'newsletterAnswered')).toBeDefined();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not shown to a signed-in member', async () => {
    const { context, page, errors } = await open();
    await signInContext(context, base, member);
    await visit(page, `/credit-cards/${plain.slug}`);
    await clickOpeningTab(context, cardPageApply(page));
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the exit-intent pop-up', () => {
  it('opens when the pointer leaves through the top after 5 s, once, then a 30-day cookie keeps it away', async () => {
    const { context, page, errors } = await open({ exitIntent: true });
    await page.clock.install();
    await visit(page, '/about');
    await triggers(page, 'armed');
    const dialog = page.getByRole('dialog', { name: 'Never miss a deal' });
    await page.clock.runFor(4000);
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    expect(await dialog.count()).toBe(0);
    await page.clock.runFor(1000);
    await leaveThroughTop(page);
    await dialog.getByText('We promise to keep your email safe. We hate spam too.').waitFor();
    await dialog.getByRole('button', { name: 'Unlock my deals' }).waitFor();
    const shown = await cookie(context, 'exitIntentShown');
    expect(expiresIn(shown?.expires ?? 0)).toBeGreaterThan(THIRTY_DAYS_S - 60);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await visit(page, '/faq');
    await triggers(page, 'off');
    await page.clock.runFor(6000);
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    expect(await dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on the second page view on a touch device', async () => {
    const { context, page, errors } = await open({ touch: true, exitIntent: true });
    await visit(page, '/about');
    await triggers(page, 'armed');
    const dialog = page.getByRole('dialog', { name: 'Never miss a deal' });
    expect(await dialog.count()).toBe(0);
    await page.locator('footer').getByRole('link', { name: 'Disclosure' }).click();
    await page.waitForURL('**/disclosure');
    await dialog.getByRole('button', { name: 'Unlock my deals' }).waitFor();
    // Full width on a phone.
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens when the page bottom shows on a mobile screen, from 3 s', async () => {
    const { context, page, errors } = await open({ width: 390, height: 844, exitIntent: true });
    await page.clock.install();
    await visit(page, '/about');
    await triggers(page, 'armed');
    const dialog = page.getByRole('dialog', { name: 'Never miss a deal' });
    await page.clock.runFor(3000);
    await page.waitForTimeout(200);
    expect(await dialog.count()).toBe(0);
    await page.keyboard.press('End');
    await dialog.getByRole('button', { name: 'Unlock my deals' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('subscribes, tracks and follows the answer; a failure is only logged and the form stays', async () => {
    const { context, page, errors } = await open({ exitIntent: true });
    await page.clock.install();
    await visit(page, '/about');
    await triggers(page, 'armed');
    await page.clock.runFor(5000);
    await leaveThroughTop(page);
    const dialog = page.getByRole('dialog', { name: 'Never miss a deal' });
    await dialog.getByLabel('Name').fill('Alex');
    await dialog.getByLabel('Email').fill(`alex-${Date.now()}@example.ca`);
    // First the API fails.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/api/v2/subscription/subscribe', (route) => route.fulfill({ status: 503, body: '{}' }));
    await dialog.getByRole('button', { name: 'Unlock my deals' }).click();
    await expect.poll(() => warnings.some((text) => text.startsWith('Exit Intent Modal:'))).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Unlock my deals' }).isEnabled()).toBe(true);
    // Then it works.
    await page.unroute('**/api/v2/subscription/subscribe');
    const answer = page.waitForResponse('**/api/v2/subscription/subscribe');
    const tracked = subscriptionEvent(page);
    await dialog.getByRole('button', { name: 'Unlock my deals' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const { redirect } = (await response.json()) as { redirect: string };
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => `${url.pathname}${url.search}` === redirect);
    // Events go out in batches every few seconds.
    await page.clock.runFor(10_000);
    const event = await tracked;
    expect(event).toContain('"context":"Exit Intent Modal"');
    expect(event).toContain('"subscribed":true');
    expect(await cookie(context, 'newsletterAnswered')).toBeDefined();
    // The browser itself reports the refused call as a failed resource load; nothing else may be an error.
    expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('is not shown to a signed-in member', async () => {
    const { context, page, errors } = await open({ exitIntent: true });
    await signInContext(context, base, member);
    await page.clock.install();
    await visit(page, '/about');
    await triggers(page, 'off');
    await page.clock.runFor(6000);
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Sends the satisfaction widget in `scope`; answers the body posted, once the API has stored it. */
async function sendFeedback(page: Page, scope: Locator, options: { signedIn?: boolean } = {}): Promise<unknown> {
  const sent = page.waitForResponse('**/api/v2/analytics/satisfaction');
  await scope.getByRole('button', { name: 'Send Feedback' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  // Like every call from the page (accounts spec §7): the page's path, and a member's CSRF token.
  const headers = await response.request().allHeaders();
  expect(headers.requestingpath).toBe(new URL(page.url()).pathname);
  expect(Boolean(headers['x-csrf-token'])).toBe(options.signedIn ?? false);
  return response.request().postDataJSON();
}

describe('the satisfaction widget', () => {
  async function rate(page: Page): Promise<Locator> {
    await page.getByRole('button', { name: /Have a second\?/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Have a second?' });
    await dialog.getByText('What do you think of the product?').waitFor();
    return dialog;
  }

  it('sends a rating with its comment, for a visitor and for a member, then resets and closes', async () => {
    for (const signedIn of [false, true]) {
      const { context, page, errors } = await open();
      if (signedIn) await signInContext(context, base, member);
      await visit(page, '/about');
      await page.waitForFunction(() => sessionStorage.getItem('landingPage') === '/about');
      const dialog = await rate(page);
      await dialog.getByText('Needs work').click();
      await dialog.getByLabel(/What should we fix first\?/).fill('More cards from credit unions.');
      expect(await dialog.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
      // The visit's landing page goes with it; who the member is, the server reads from the session.
      expect(await sendFeedback(page, dialog, { signedIn })).toEqual({
        site: 'site',
        rating: -1,
        comments: 'More cards from credit unions.',
        category: 'site',
        page: '/about',
        landing: '/about',
      });
      await dialog.waitFor({ state: 'hidden' });
      await rate(page);
      expect(await page.getByRole('button', { name: 'Send Feedback' }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('the satisfaction widget on a guide', () => {
  it('asks how helpful the page was, sends its category, and leaves a thank-you', async () => {
    const { context, page, errors } = await open();
    // The visit lands on the FAQ, then reads the methodology.
    await visit(page, '/faq');
    await page.waitForFunction(() => sessionStorage.getItem('landingPage') === '/faq');
    await visit(page, '/methodology');
    const widget = page.getByRole('region', { name: 'Was this page helpful?' });
    await widget.getByText('How helpful did you find this article?').waitFor();
    await widget.getByText('Helpful', { exact: true }).click();
    await widget.getByLabel(/What helped most\?/).fill('The worked example.');
    expect(await sendFeedback(page, widget)).toEqual({
      site: 'content',
      rating: 1,
      comments: 'The worked example.',
      category: 'methodology',
      page: '/methodology',
      landing: '/faq',
    });
    await widget
      .getByRole('status')
      .getByText(/Thank you/)
      .waitFor();
    expect(await widget.getByRole('button', { name: 'Send Feedback' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(VIEWPORTS)('at $width px', ({ name, width, height }) => {
  async function check(page: Page, dialog: Locator, shotName: string) {
    await dialog.waitFor();
    await page.waitForTimeout(200);
    await shot(page, `pop-ups-${shotName}-${name}`);
    expect(await accessibilityViolations(page)).toEqual([]);
  }

  it('the pop-ups look right and pass axe while open', { timeout: 120_000 }, async () => {
    const { context, page, errors } = await open({ width, height });
    await visit(page, `/credit-cards/${affiliate.slug}`);
    await clickOpeningTab(context, cardPageApply(page));
    const apply = page.getByRole('dialog', { name: 'Never Miss A Deal' });
    await check(page, apply, 'post-apply-affiliate');
    await page.keyboard.press('Escape');
    await apply.waitFor({ state: 'hidden' });

    await visit(page, `/credit-cards/${plain.slug}`);
    await cardPageApply(page).click();
    await check(page, apply, 'post-apply-non-affiliate');
    await page.keyboard.press('Escape');
    await apply.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /Have a second\?/ }).click();
    const feedback = page.getByRole('dialog', { name: 'Have a second?' });
    await feedback.getByText("It's ok").click();
    await check(page, feedback, 'satisfaction');
    await page.keyboard.press('Escape');
    await feedback.waitFor({ state: 'hidden' });
    await context.close();

    const exit = await open({ width, height, exitIntent: true });
    await exit.page.clock.install();
    await visit(exit.page, '/about');
    await triggers(exit.page, 'armed');
    await exit.page.clock.runFor(5000);
    await leaveThroughTop(exit.page);
    const dialog = exit.page.getByRole('dialog', { name: 'Never miss a deal' });
    await check(exit.page, dialog, 'exit-intent');
    if (width >= 992) expect((await dialog.boundingBox())?.width).toBe(786);
    expect([...errors, ...exit.errors]).toEqual([]);
    await exit.context.close();
  });
});
