import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, baseUrl, launchBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';

// The publication as seeded from data/content: lists, an article with live card boxes, authors, search.
const REVIEW = 'american-express-cobalt-card-review';
const SCHEDULED = 'foreign-transaction-fees-and-holiday-travel';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([
  '/blog',
  `/blog/${REVIEW}`,
  '/news',
  '/blog-search?q=aeroplan',
  '/credit-card-authors',
  '/credit-card-authors/editorial-team',
])('page %s', (path) => {
  it.each(VIEWPORTS)('has no accessibility violations at $width px and is captured', async (viewport) => {
    const { context, page, errors } = await openPage(browser, viewport);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Wide tables scroll inside their own region; nothing widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `${path.slice(1).replace(/[/?=,&]+/g, '-')}-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an article', () => {
  it('is complete in the server HTML: title, authors, contents, figures from the catalogue, live card boxes', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(`/blog/${REVIEW}`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toMatch(/Cobalt/);
    expect(await page.locator('h1').textContent()).toMatch(/Cobalt/);
    expect(await page.locator('a[href="/credit-card-authors/editorial-team"]').count()).toBeGreaterThan(0);
    // No placeholder is ever shown as such.
    expect(await page.locator('main').textContent()).not.toContain('{{');
    // A live card box: the card's rating and an Apply go-link that says it came from the blog.
    const apply = page.locator('main a[href*="/go/"]').first();
    expect(await apply.getAttribute('href')).toMatch(/context=blog/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"Article"') || text.includes('"NewsArticle"'))).toBe(true);
    await context.close();
  });

  it("shows card boxes for the reader's own spending", async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    // The first box's net annual rewards: they follow the reader's spending.
    const box = () => page.locator('main dt', { hasText: 'Net annual rewards' }).first().locator('xpath=../dd');
    await page.goto(`/blog/${REVIEW}`);
    const stock = await box().textContent();
    await context.addCookies([{ name: 'monthlySpend', value: '9000', url: baseUrl() }]);
    await page.goto(`/blog/${REVIEW}`);
    expect(await box().textContent()).not.toBe(stock);
    await context.close();
  });

  it('answers without the /blog prefix, with the canonical link to /blog/{slug}', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(`/${REVIEW}`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}/blog/${REVIEW}`);
    await context.close();
  });

  it('is not shown before its publication time', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    expect((await page.goto(`/blog/${SCHEDULED}`))?.status()).toBe(404);
    await page.goto('/blog');
    expect(await page.locator(`a[href="/blog/${SCHEDULED}"]`).count()).toBe(0);
    await context.close();
  });
});

describe('the feeds', () => {
  it('are RSS of the published posts, kept as public pages and revalidated with a 304', async () => {
    const response = await fetch(`${baseUrl()}/blog/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('public');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
    expect(xml).toContain(`<guid isPermaLink="true">${baseUrl()}/blog/${REVIEW}</guid>`);
    expect(xml).toContain(`<atom:link href="${baseUrl()}/blog/feed.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).not.toContain(SCHEDULED);
    expect(xml.match(/<item>/g)?.length).toBeLessThanOrEqual(20);

    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const revalidated = await fetch(`${baseUrl()}/blog/feed.xml`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it('exist for each category, the news beside its page, and nowhere else', async () => {
    for (const path of ['/news/feed.xml', '/blog/credit-cards-101/feed.xml', '/blog/study/feed.xml']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain(`<atom:link href="${baseUrl()}${path}"`);
    }
    expect((await fetch(`${baseUrl()}/blog/recipes/feed.xml`)).status).toBe(404);
  });

  it('are announced in the head of the blog and of each category page', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    for (const [path, feed] of [
      ['/blog', '/blog/feed.xml'],
      ['/news', '/news/feed.xml'],
    ] as const) {
      await page.goto(path);
      const link = page.locator('link[rel="alternate"][type="application/rss+xml"]');
      expect(await link.getAttribute('href')).toBe(`${baseUrl()}${feed}`);
    }
    await context.close();
  });
});
