import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueContent } from '../apps/server/src/catalogue/load-catalogue';
import {
  accessibilityViolations,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  VIEWPORTS,
  type WatchedPage,
} from './support/browser';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
interface CatalogueEntry {
  slug: string;
  name: string;
  displayName: string;
  affiliateId: string;
  applyUrl: string;
  temporarilyUnavailable: boolean;
  hidden: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISSUER_PAGE = '<!doctype html><html lang="en"><title>Apply</title><h1>Apply now</h1></html>';

let browser: Browser;
/** A listed card without an offer, one that is temporarily unavailable, and one with a current offer. */
let plain: CatalogueEntry;
let unavailable: CatalogueEntry;
let offered: CatalogueEntry & { offerSlug: string };

const goAnswer = async (affiliateId: string) =>
  (await (await fetch(`${baseUrl()}/api/v2/misc/go/${affiliateId}`)).json()) as {
    card: { temporarilyUnavailable: boolean; productOffer?: { slug: string } } | null;
  };

beforeAll(async () => {
  browser = await launchBrowser();
  const cards = loadCatalogueContent().catalogue.cards.filter((card) => !card.hidden) as CatalogueEntry[];
  unavailable = cards.find((card) => card.temporarilyUnavailable) as CatalogueEntry;
  for (const card of cards) {
    if (card.temporarilyUnavailable) continue;
    const offer = (await goAnswer(card.affiliateId)).card?.productOffer;
    if (offer && !offered) offered = { ...card, offerSlug: offer.slug };
    if (!offer && !plain) plain = card;
    if (plain && offered) break;
  }
  if (!plain || !unavailable || !offered)
    throw new Error('the seeded data lacks a plain, an unavailable or an offer card');
});
afterAll(() => browser?.close());

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

/** Every https request (the issuers' sites) answered locally, so no test needs the internet. */
async function interceptIssuers(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: ISSUER_PAGE }),
  );
}

/** The API and fallback requests the page makes, in order. */
function recordGoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v2/misc/go') || url.pathname.startsWith('/go2/')) {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}

const registeredPath = (card: CatalogueEntry) => {
  const url = new URL(card.applyUrl);
  return `${url.origin}${url.pathname}`;
};

/** Opens `path` with navigation state, as the app would leave it (kept by the browser across a reload). */
async function openWithState(page: Page, path: string, state: object): Promise<void> {
  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(([target, usr]) => history.replaceState({ usr, key: 'e2e', idx: 0 }, '', target as string), [
    path,
    state,
  ] as const);
  await page.reload();
  await hydrated(page);
}

async function watched(options: { width?: number; height?: number; javaScriptEnabled?: boolean } = {}) {
  const watchedPage: WatchedPage = await openPage(browser, options);
  await interceptIssuers(watchedPage.context);
  return watchedPage;
}

describe('/go/{affiliateId}', () => {
  it('serves a loading indicator only, noindex, without the shell, with a no-script hand-over to /go2', async () => {
    const response = await fetch(`${baseUrl()}/go/${plain.affiliateId}?context=QR&pid=p1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('role="status"');
    expect(html).toContain(
      `<noscript><meta http-equiv="refresh" content="0;url=/go2/${plain.affiliateId}?context=QR&amp;pid=p1"/>`,
    );
    expect(html).not.toMatch(/<header|<footer/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it('takes a card to its registered issuer URL with the apply id, context and pid, recording one click', async () => {
    const { context, page, errors } = await watched();
    const requests = recordGoRequests(page);
    const clicks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/click')) clicks.push(request.postData() ?? '');
    });
    await page.goto('/about');
    await hydrated(page);
    await page.goto(`/go/${plain.affiliateId}?context=Compare%20Page&aid=a1&pid=p1`);
    await page.waitForURL((url) => url.protocol === 'https:');
    const issuer = new URL(page.url());
    expect(`${issuer.origin}${issuer.pathname}`).toBe(registeredPath(plain));
    const applyId = issuer.searchParams.get('applyId') ?? '';
    expect(applyId).toMatch(UUID);
    expect(issuer.searchParams.get('context')).toBe('Compare Page');
    expect(issuer.searchParams.get('pid')).toBe('p1');
    expect(requests).toEqual([
      `GET /api/v2/misc/go/${plain.affiliateId}`,
      `POST /api/v2/misc/go/${plain.affiliateId}/click`,
    ]);
    expect(clicks.map((body) => JSON.parse(body))).toEqual([
      { clickId: applyId, context: 'Compare Page', aid: 'a1', pid: 'p1' },
    ]);
    expect(errors).toEqual([]);
    // The go page replaced itself: Back does not land on it (and so cannot send the visitor off again).
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/about');
    await context.close();
  });

  it('hands over to /go2 without JavaScript, which records the click and redirects to the issuer', async () => {
    const { context, page } = await watched({ javaScriptEnabled: false });
    const requests = recordGoRequests(page);
    // A route sees only the first request of a redirect chain: read /go2's redirect here and stop there.
    let location = '';
    await context.route(/\/go2\//, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      location = response.headers().location ?? '';
      await route.fulfill({ status: 200, contentType: 'text/html', body: ISSUER_PAGE });
    });
    await page.goto(`/go/${plain.affiliateId}?context=QR`);
    await page.waitForURL(/\/go2\//);
    await expect.poll(() => location).not.toBe('');
    const issuer = new URL(location);
    expect(`${issuer.origin}${issuer.pathname}`).toBe(registeredPath(plain));
    expect(issuer.searchParams.get('applyId')).toMatch(UUID);
    expect(issuer.searchParams.get('context')).toBe('QR');
    expect(requests).toEqual([`GET /go2/${plain.affiliateId}`]);
    await context.close();
  });

  it('sends an unknown go-link home', async () => {
    const { context, page, errors } = await watched();
    await page.goto('/go/no-such-card');
    await page.waitForURL(`${baseUrl()}/`);
    // The 404 of the go call is the expected answer here, not a fault of the page.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it('sends a temporarily unavailable card to its page after recording the click', async () => {
    const { context, page } = await watched();
    const requests = recordGoRequests(page);
    await page.goto(`/go/${unavailable.affiliateId}`);
    await page.waitForURL(/\/temporarily-unavailable\?card=/);
    expect(new URL(page.url()).searchParams.get('card')).toBe(unavailable.displayName);
    await page
      .getByRole('heading', { level: 1, name: `The ${unavailable.displayName} is temporarily unavailable` })
      .waitFor();
    expect(requests).toContain(`POST /api/v2/misc/go/${unavailable.affiliateId}/click`);
    await context.close();
  });

  it('sends a card with an offer to its offers page, with the apply id and destination in navigation state', async () => {
    const { context, page } = await watched();
    await page.goto(`/go/${offered.affiliateId}?context=Card%20Page`);
    await page.waitForURL(`${baseUrl()}/offers/${offered.offerSlug}`);
    const state = (await page.evaluate(() => history.state?.usr)) as Record<string, unknown>;
    expect(state).toMatchObject({ cardName: offered.name, cardSlug: offered.slug, isAffiliate: expect.any(Boolean) });
    const destination = new URL(String(state.destination));
    expect(`${destination.origin}${destination.pathname}`).toBe(registeredPath(offered));
    expect(destination.searchParams.get('applyId')).toBe(state.applyId);
    expect(destination.searchParams.get('context')).toBe('Card Page');
    await context.close();
  });
});

describe('/go-qrcode/{affiliateId}', () => {
  const state = () => ({ cardName: plain.name, cardSlug: plain.slug, isAffiliate: true });

  it.each(VIEWPORTS)('shows the card and a 200 × 200 QR code, passes axe and fits $width px', async (viewport) => {
    const { context, page, errors } = await watched(viewport);
    await openWithState(page, `/go-qrcode/${plain.affiliateId}`, state());
    await page.getByRole('heading', { level: 1, name: 'Scan the QR Code to Easily Apply Via Mobile' }).waitFor();
    expect(await page.title()).toMatch(/^Scan the QR Code to Easily Apply Via Mobile \| /);
    expect(await page.getByText(plain.name).count()).toBeGreaterThan(0);
    const qr = page.getByRole('img', { name: /QR code/ });
    expect(await qr.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.width, image.height])).toEqual([
      200, 200, 200,
    ]);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await page.locator('header').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `go-qrcode-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes a window the site opened on CONTINUE, and offers links when the browser refuses', async () => {
    const { context, page, errors } = await watched();
    await page.goto('/about');
    await hydrated(page);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => void window.open('/about', '_blank')),
    ]);
    await hydrated(popup);
    await popup.evaluate(([target, usr]) => history.replaceState({ usr, key: 'e2e', idx: 0 }, '', target as string), [
      `/go-qrcode/${plain.affiliateId}`,
      state(),
    ] as const);
    await popup.reload();
    // The click closes the window: Playwright may report the page closed before the click settles.
    await popup
      .getByRole('button', { name: 'CONTINUE' })
      .click({ noWaitAfter: true })
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await expect.poll(() => popup.isClosed()).toBe(true);

    await openWithState(page, `/go-qrcode/${plain.affiliateId}`, state());
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.getByRole('status').filter({ hasText: 'Your browser kept this window open' }).waitFor();
    expect(await page.getByRole('link', { name: 'apply on this device' }).getAttribute('href')).toBe(
      `/go/${plain.affiliateId}`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes back to the ranking on CONTINUE when reached in the same tab from Apply on your phone', async () => {
    const { context, page, errors } = await watched();
    await page.goto('/credit-cards');
    await hydrated(page);
    await page
      .getByRole('link', { name: /^Apply on your phone/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Scan the QR Code to Easily Apply Via Mobile' }).waitFor();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.waitForURL((url) => url.pathname === '/credit-cards');
    await page.locator('section[aria-labelledby="results-heading"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes through the go-link without navigation state', async () => {
    const { context, page } = await watched();
    const requests = recordGoRequests(page);
    await page.goto(`/go-qrcode/${plain.affiliateId}`);
    await page.waitForURL((url) => url.protocol === 'https:');
    expect(requests).toContain(`POST /api/v2/misc/go/${plain.affiliateId}/click`);
    await context.close();
  });
});

describe('/apply-instructions/{affiliateId}', () => {
  const destination = () => `${plain.applyUrl.split('#')[0]}${plain.applyUrl.includes('?') ? '&' : '?'}applyId=e2e`;
  const state = () => ({ cardName: plain.name, cardSlug: plain.slug, isAffiliate: false, destination: destination() });

  it.each(VIEWPORTS)('tells the visitor what to do at the bank, passes axe and fits $width px', async (viewport) => {
    const { context, page, errors } = await watched(viewport);
    await openWithState(page, `/apply-instructions/${plain.affiliateId}`, state());
    await page.getByRole('heading', { level: 1, name: 'One more thing...' }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    for (const phrase of ['Apply now', 'navigate away', 'same card', 'cookies', 'no welcome bonus applies']) {
      expect(text).toContain(phrase);
    }
    expect(await page.getByRole('link', { name: 'CONTINUE' }).getAttribute('href')).toBe(destination());
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `apply-instructions-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('continues to the bank URL from the navigation state', async () => {
    const { context, page } = await watched();
    await openWithState(page, `/apply-instructions/${plain.affiliateId}`, state());
    await page.getByRole('link', { name: 'CONTINUE' }).click();
    await page.waitForURL(destination());
    await context.close();
  });

  it('goes through the go-link without state, or with state that names no https destination', async () => {
    for (const usr of [
      null,
      { ...state(), destination: undefined },
      { ...state(), destination: 'javascript:alert(1)' },
    ]) {
      const { context, page } = await watched();
      const requests = recordGoRequests(page);
      if (usr) await openWithState(page, `/apply-instructions/${plain.affiliateId}`, usr);
      else await page.goto(`/apply-instructions/${plain.affiliateId}`);
      await page.waitForURL((url) => url.protocol === 'https:');
      expect(requests).toContain(`POST /api/v2/misc/go/${plain.affiliateId}/click`);
      await context.close();
    }
  });
});

describe('/temporarily-unavailable', () => {
  it.each(VIEWPORTS)('is a real page with the shell, passes axe and fits $width px', async (viewport) => {
    const { context, page, errors } = await watched(viewport);
    await page.goto(`/temporarily-unavailable?card=${encodeURIComponent(unavailable.displayName)}`);
    await hydrated(page);
    expect(await page.locator('h1').textContent()).toBe(`The ${unavailable.displayName} is temporarily unavailable`);
    expect(await page.getByRole('link', { name: 'Compare similar cards' }).getAttribute('href')).toBe('/credit-cards');
    expect(await page.getByRole('link', { name: 'See the best credit cards' }).getAttribute('href')).toBe(
      '/best-credit-cards',
    );
    expect(await page.locator('header').count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `temporarily-unavailable-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the card name as capped text, never as HTML', async () => {
    const { context, page, errors } = await watched();
    const name = `<img src=x onerror="document.title='owned'">${'A'.repeat(300)}`;
    await page.goto(`/temporarily-unavailable?card=${encodeURIComponent(name)}`);
    await hydrated(page);
    const heading = (await page.locator('h1').textContent()) ?? '';
    expect(heading.startsWith('The <img src=x onerror=')).toBe(true);
    expect(heading.length).toBeLessThan(120);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.title()).not.toBe('owned');
    expect(errors).toEqual([]);
    await context.close();
  });
});
