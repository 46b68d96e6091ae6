import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client';
import { siteSettings } from '../apps/server/src/db/schema';
import { type FakeGeoService, startFakeGeoService } from '../apps/server/src/test/fake-geo-service';
import { copyDatabase, startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { accessibilityViolations, launchBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';

/**
 * The site as staff configure it: a geolocation service (a fake started here), the U.S. site, social
 * accounts, app store pages, the address and founding day, and press mentions in settings. Every value
 * below is a test value on example domains, not a fact about the company.
 */
const PRESS_MENTIONS = [
  { name: 'Example Gazette', url: 'https://gazette.example/cards-2025', date: '2025-09-14' },
  { name: 'Sample Business Weekly', url: 'https://weekly.example/credit-cards', date: '2026-03-02' },
];
const ONTARIO_VISITOR = '203.0.113.7';

let geo: FakeGeoService;
let server: Awaited<ReturnType<typeof startBuiltServer>>;
let dataDir: string;
let browser: Browser;

beforeAll(async () => {
  geo = await startFakeGeoService({
    [ONTARIO_VISITOR]: { region_code: 'ON', country_name: 'Canada', region_name: 'Ontario' },
  });
  // Staff's press mentions, stored in a copy of the seeded database before the server starts.
  dataDir = await mkdtemp(join(tmpdir(), 'cg-configured-'));
  await copyDatabase(inject('dataTemplate'), dataDir);
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  await database.db.insert(siteSettings).values({ key: 'pressMentions', value: PRESS_MENTIONS });
  await database.close();
  server = await startBuiltServer({
    dataDir,
    env: {
      TRUST_PROXY: 'true',
      GEO_URL: geo.url,
      US_SITE_URL: 'https://us.cardgenius.example/',
      SOCIAL_LINKS: 'Mastodon=https://social.example/@cardgenius,YouTube=https://video.example/@cardgenius',
      APP_STORE_URL: 'https://apps.example/cardgenius',
      GOOGLE_PLAY_URL: 'https://play.example/cardgenius',
      CORPORATE_ADDRESS: '1 Example Street, Suite 100|Toronto, ON  M5V 0A1',
      COMPANY_FOUNDED_ON: '2015-06-01',
      FEATURE_FLAGS: 'appStoreButtons,corporateAddress,careers',
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await geo?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let visitorCount = 0;
/** A new visitor (own cookies) from the given address, as the trusted proxy reports it. */
async function visitor(options: { ip?: string; width?: number } = {}) {
  visitorCount += 1;
  return openPage(browser, {
    baseUrl: server.baseUrl,
    width: options.width ?? 1280,
    headers: { 'x-forwarded-for': options.ip ?? `198.51.100.${visitorCount}` },
  });
}

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

describe('the visitor’s location', () => {
  it('is looked up on the first page, once, and the page already follows the province found', async () => {
    const { context, page, errors } = await visitor({ ip: ONTARIO_VISITOR });
    await hydrated(page, '/about');
    expect(geo.lookups.filter((ip) => ip === ONTARIO_VISITOR)).toHaveLength(1);
    expect(await page.getByLabel('Your province').inputValue()).toBe('ON');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'province')?.value).toBe('ON');
    const location = cookies.find((cookie) => cookie.name === 'location')?.value ?? '';
    expect(JSON.parse(decodeURIComponent(location))).toEqual({
      province: 'ON',
      country: 'Canada',
      regionName: 'Ontario',
    });
    // The cookie answers from now on; choosing a province still overrides the one found.
    await hydrated(page, '/credit-cards');
    await Promise.all([page.waitForEvent('load'), page.getByLabel('Your province').selectOption('BC')]);
    await hydrated(page, '/faq');
    expect(await page.getByLabel('Your province').inputValue()).toBe('BC');
    expect(geo.lookups.filter((ip) => ip === ONTARIO_VISITOR)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the configured footer', () => {
  it('links the U.S. site, the social accounts and the app, gives the address, and no Careers page', async () => {
    const { context, page, errors } = await visitor();
    await hydrated(page, '/faq');
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: /United States/ }).getAttribute('href')).toBe(
      'https://us.cardgenius.example/',
    );
    expect(await footer.locator('[aria-current="true"]').textContent()).toContain('Canada');
    const social = footer.getByRole('navigation', { name: 'Follow us' });
    expect(
      await social.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['https://social.example/@cardgenius', 'https://video.example/@cardgenius']);
    expect(await footer.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe(
      'https://apps.example/cardgenius',
    );
    expect(await footer.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toBe(
      'https://play.example/cardgenius',
    );
    expect(await footer.locator('address').innerText()).toContain('1 Example Street, Suite 100\nToronto, ON');
    // The careers flag is on, but there is no careers page to link to.
    expect(await footer.getByRole('link', { name: 'Careers' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the site’s rating from visitors’ answers, and reloads it after an answer is sent', async () => {
    const { context, page, errors } = await visitor();
    await hydrated(page, '/faq');
    const rating = page.getByTestId('site-rating');
    await rating.scrollIntoViewIfNeeded();
    await rating.getByText('No visitor ratings yet.').waitFor();
    await page.getByRole('button', { name: /Have a second\?/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Have a second?' });
    await dialog.getByText("It's great!").click();
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rating.getByText('5.0 out of 5').waitFor();
    expect(await rating.innerText()).toContain('(1 rating)');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('press mentions and the company’s age', () => {
  it('list the publications on the home and about pages, and the about page gives the age', async () => {
    const { context, page, errors } = await visitor();
    for (const path of ['/', '/about']) {
      await hydrated(page, path);
      const strip = page.getByRole('region', { name: 'As featured in' });
      expect(await strip.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent))).toEqual([
        'Sample Business Weekly',
        'Example Gazette',
      ]);
    }
    const years = new Date().getFullYear() - 2015 - (new Date().toISOString().slice(5, 10) < '06-01' ? 1 : 0);
    await page.getByText(`We have been at it since 2015: ${years} years now.`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pass axe on the home, about and a footer page, on a phone and a desktop', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page } = await visitor({ width: viewport.width });
      for (const [name, path] of [
        ['home', '/'],
        ['about', '/about'],
        ['faq', '/faq'],
      ] as const) {
        await hydrated(page, path);
        await page.getByTestId('site-rating').scrollIntoViewIfNeeded();
        await page
          .getByTestId('site-rating')
          .getByText(/out of 5|No visitor ratings/)
          .waitFor();
        await screenshot(page, `configured-${name}-${viewport.name}`);
        expect(await accessibilityViolations(page)).toEqual([]);
      }
      await context.close();
    }
  });
});
