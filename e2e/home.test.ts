import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, baseUrl, launchBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('home page', () => {
  it('is complete in the server HTML, before any script runs', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('CardGenius');
    expect(await page.locator('h1').textContent()).toMatch(/best Canadian credit card/i);
    // Stats come from the API, through the load context.
    expect(await page.locator('#trust-heading + dl dt').first().textContent()).toBe('cards compared');
    expect(await page.locator('#trust-heading + dl dd').first().textContent()).toMatch(/^\d{3}$/);
    expect(await page.locator('#trust-heading + dl dd').nth(1).textContent()).toBe('126+');
    // The top three cards for the default profile, each linking to its page.
    expect(await page.locator('#top-heading + p + ol > li').count()).toBe(3);
    expect(await page.locator('#top-heading + p + ol a').first().getAttribute('href')).toMatch(
      /^\/credit-cards\/[a-z0-9-]+$/,
    );
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await context.close();
  });

  it('hydrates and navigates on the client without reloading, with no console errors', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/');
    await page.locator('html[data-hydrated="true"]').waitFor();
    // The footer's links hydrate with the lower footer, whose code loads after the page's: until then
    // they are plain links (a full page load, still the right page).
    const about = page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About' });
    // React has hydrated a node once it holds React's props on it.
    await expect
      .poll(() => about.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))), {
        timeout: 30_000,
      })
      .toBe(true);
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
    await about.click();
    await page.waitForURL('**/about');
    await expect.poll(() => page.title()).toBe('About us | CardGenius');
    expect(await page.locator('h1').textContent()).toBe('About CardGenius');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: /best Canadian credit card/i }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// /about is checked with the other static pages, the by-type and by-bank pages with search.
describe.each([
  '/',
  '/methodology',
  '/credit-cards',
  '/credit-cards/american-express-cobalt-card',
  '/best-credit-cards',
  '/best-credit-cards/grocery',
  '/issuers',
  '/credit-cards?compare=american-express-cobalt-card,scotiabank-gold-american-express-card',
  '/no-such-page',
])('page %s', (path) => {
  it.each(VIEWPORTS)('has no accessibility violations at $width px and is captured', async (viewport) => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Nothing may make the page wider than the screen (wide tables scroll inside their own region).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const name = path === '/' ? 'home' : path.slice(1).replace(/[?=,&]+/g, '-');
    await screenshot(page, `${name}-${viewport.width}`);
    // The 404 document load itself is reported by Chromium as a failed resource, which is expected.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('not found', () => {
  it('answers a real 404 with a helpful page', async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toBe('Page not found | CardGenius');
    expect(await page.locator('h1').textContent()).toMatch(/couldn.t find that page/i);
    await context.close();
  });
});
