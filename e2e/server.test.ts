import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { measureHomePageJavaScript } from '../bench/lib/home-page-javascript.mjs';
import { REPO_ROOT, SERVER_ENTRY } from '../scripts/lib/start-built-server.mjs';
import { accessibilityViolations, baseUrl, launchBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';

/** The home page's JavaScript budget, gzip (docs/decisions/0004). */
const HOME_PAGE_JAVASCRIPT_BUDGET = 120 * 1024;

describe('the built server', () => {
  it('sends the home page at most 120 KB of JavaScript (gzip), none of it the admin site’s', async () => {
    const measured = await measureHomePageJavaScript(baseUrl());
    expect(measured.gzip).toBeLessThanOrEqual(HOME_PAGE_JAVASCRIPT_BUDGET);
    // The measure finds the modules the boot script loads after the first paint.
    expect(measured.perFile.map((file) => file.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/framework-/),
        expect.stringMatching(/^\/assets\/home-/),
      ]),
    );
    expect(measured.perFile.filter((file) => /admin|settings|post-editor/i.test(file.path))).toEqual([]);
  });

  it('serves hashed assets with a year-long cache and pages with security headers', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseUrl()}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A script carries the headers that apply to a script, not a document's policy.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
    // Sent from the build's compressed copy, in the encoding the browser prefers (the framework's chunk
    // is large enough to have one).
    const framework = html.match(/\/assets\/framework-[^"]+\.js/)?.[0];
    const compressed = await fetch(`${baseUrl()}${framework}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect((await compressed.text()).length).toBeGreaterThan(1024);
    // A page rendered for one request alone (a shared state link) carries a nonce.
    const page = await fetch(`${baseUrl()}/credit-cards?state=%7B%7D`);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('x-request-id')).toBeTruthy();
    // A visitor's own preferences: their page is kept per state, private, allowed by hash.
    const own = await fetch(`${baseUrl()}/about`, { headers: { cookie: 'province=ON' } });
    expect(own.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(own.headers.get('etag')).toMatch(/^W\//);
  });

  it('serves the pages every visitor without state sees alike as public, by hash, revalidated with a 304', async () => {
    for (const path of ['/', '/credit-cards', '/credit-cards/american-express-cobalt-card', '/about']) {
      const page = await fetch(`${baseUrl()}${path}`);
      expect(page.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      expect(csp).not.toContain('nonce-');
      // Every inline script of the page is allowed by its hash, and none carries a nonce to reuse.
      const html = await page.text();
      expect(html).not.toMatch(/nonce="[^"]/);
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter(
        ([, body]) => body,
      );
      expect(csp.match(/'sha256-/g)).toHaveLength(new Set(inline.map(([, body]) => body)).size);
      const etag = page.headers.get('etag') ?? '';
      const again = await fetch(`${baseUrl()}${path}`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
  });

  it('keeps unknown API paths as JSON 404s, not pages', async () => {
    const response = await fetch(`${baseUrl()}/api/v2/nope`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('stops with exit 1 and names the variable when the environment is wrong', () => {
    const result = spawnSync(process.execPath, [SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: 'not-a-port', NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT /);
    expect(result.stderr).toMatch(/AUTH_SECRET is required in production/);
    expect(result.stderr).not.toMatch(/at .*\.js:\d+/);
  });
});

describe('crawlers', () => {
  it('get a sitemap with every public page and card page', async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${baseUrl()}/`);
    expect(locations).toContain(`${baseUrl()}/credit-cards/american-express-cobalt-card`);
    expect(locations.length).toBeGreaterThanOrEqual(124);
    // The offers page and each current offer's page.
    const { offers } = (await (await fetch(`${baseUrl()}/api/v2/offers`)).json()) as { offers: { cardSlug: string }[] };
    expect(offers.length).toBeGreaterThan(0);
    expect(locations).toContain(`${baseUrl()}/offers`);
    for (const offer of offers) expect(locations).toContain(`${baseUrl()}/offers/${offer.cardSlug}`);
    expect(locations.filter((location) => location?.includes('/offers/offer-disabled'))).toEqual([]);
  });

  it('are kept out outside production', async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('the API reference page', () => {
  it.each(VIEWPORTS)('is readable and accessible at $width px', async (viewport) => {
    const browser = await launchBrowser();
    try {
      const { page, errors } = await openPage(browser, viewport);
      const response = await page.goto('/api/docs');
      expect(response?.status()).toBe(200);
      expect(await page.locator('h1').textContent()).toBe('CardGenius API');
      expect(await page.locator('#getHealth').textContent()).toContain('/api/v2/health');
      expect(await accessibilityViolations(page)).toEqual([]);
      // The reference runs to tens of thousands of pixels, past what a full-page capture can take.
      await screenshot(page, `api-docs-${viewport.width}`, { fullPage: false });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
