import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogueContent } from '../apps/server/src/catalogue/load-catalogue';
import { accessibilityViolations, goHydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { type StaffServer, staffBrowserPage, startServerWithStaff } from './support/staff';

/**
 * The analytics dashboard in the browser, on a server of this file's own: a visit's page views and
 * apply clicks (test data, sent as a browser and a go-link send them) show in the totals, the charts
 * and the tables; the page is axe-clean and fits a phone; a refused range is told in the form.
 */

let browser: Browser;
let site: StaffServer;
const origin = () => site.server.baseUrl;

/** Three page views of one visit, as the page's analytics sender posts them. */
async function visit() {
  const now = Date.now();
  const response = await fetch(`${origin()}/api/v2/analytics/pageview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.10' },
    body: JSON.stringify({
      session: {
        id: randomUUID(),
        userId: randomUUID(),
        region: 'ca',
        country: null,
        province: null,
        landingPage: '/',
        page: '/credit-cards',
        previousPage: '/',
        origin: null,
        area: 'Home',
        areaHistory: ['Home'],
        campaign: null,
        campaignHistory: [],
        campaignDepth: 0,
        device: 'mobile',
        contentType: 'home',
        firstCoreFeature: null,
        lastCoreFeature: null,
        coreFeatureHistory: [],
        lastFeatureHistory: [],
      },
      events: ['/', '/credit-cards', '/compare'].map((page, index) => ({
        id: randomUUID(),
        occurredAt: new Date(now - (3 - index) * 1000).toISOString(),
        page,
        previousPage: index === 0 ? null : '/',
      })),
    }),
  });
  if (response.status !== 202 && response.status !== 200) {
    throw new Error(`pageview answered ${response.status}: ${await response.text()}`);
  }
}

/** An apply click as the go-link page records it, each from an address of its own. */
async function applyClick(affiliateId: string, context: string, address: number) {
  const response = await fetch(`${origin()}/api/v2/misc/go/${affiliateId}/click`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${address}` },
    body: JSON.stringify({ clickId: randomUUID(), context }),
  });
  if (!response.ok) throw new Error(`the click answered ${response.status}: ${await response.text()}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startServerWithStaff();
  await visit();
  const [first, second] = loadCatalogueContent().catalogue.cards.filter(
    (card) => !card.hidden && !card.temporarilyUnavailable,
  );
  if (!first || !second) throw new Error('the catalogue has too few listed cards');
  await applyClick(first.affiliateId, 'Card page', 20);
  await applyClick(first.affiliateId, 'Compare', 21);
  await applyClick(second.affiliateId, 'Card page', 22);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const staffPage = (width: number, height: number) => staffBrowserPage(browser, site, { width, height });

describe('the analytics dashboard', () => {
  it.each(VIEWPORTS)(
    'shows the last 30 days with charts and tables, axe-clean and fitting $width px',
    async (viewport) => {
      const { context, page, errors } = await staffPage(viewport.width, viewport.height);
      const response = await goHydrated(page, '/admin/analytics');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
      await screenshot(page, `analytics-${viewport.width}`);
      const pageviews = page.getByRole('img', { name: 'Page views per day' });
      expect(await pageviews.getAttribute('aria-describedby')).toBeTruthy();
      expect(await page.locator('svg[role="img"] desc').first().textContent()).toMatch(/^Sessions per day from /);
      const totals = page.locator('dl');
      expect(await totals.getByText('Apply clicks').count()).toBe(1);
      const byContext = page.getByRole('region', { name: 'Apply clicks by context' });
      expect(await byContext.getByRole('row', { name: 'Card page 2' }).count(), await byContext.innerText()).toBe(1);
      expect(await page.getByRole('region', { name: 'Every day’s counts' }).getByRole('row').count()).toBe(32);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );

  it('says what to fix in a refused range, and downloads a table as CSV', async () => {
    const { context, page } = await staffPage(1280, 900);
    await goHydrated(page, '/admin/analytics');
    await page.getByLabel('From (Toronto day)').fill('2026-03-09');
    await page.getByLabel('To, included').fill('2026-03-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByText('The start (2026-03-09) must be on or before the end (2026-03-01).').count()).toBe(1);
    expect(await page.getByLabel('From (Toronto day)').getAttribute('aria-invalid')).toBe('true');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'analytics-refused-range-1280');

    await goHydrated(page, '/admin/analytics?top=5');
    const href = await page.getByRole('link', { name: 'Download apply clicks by card as CSV' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/v2\/admin\/analytics\/export\/by-card\?from=\d{4}-\d\d-\d\d&to=.*&top=5$/);
    const download = await context.request.get(`${origin()}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await download.text()).split('\r\n')[0]).toBe('Card,Key,Apply clicks');
    await context.close();
  }, 60_000);
});
