import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { startOwnServer } from './support/server';

/** A partner build (`FEATURE_FLAGS=partnerMode`): the filters cannot be cleared, and nothing is tracked. */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let browser: Browser;

beforeAll(async () => {
  server = await startOwnServer({ env: { FEATURE_FLAGS: 'partnerMode' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a partner build', () => {
  it.each([390, 1280])('offers no Clear on the compare page and tracks nothing (%i px)', async (width) => {
    const { context, page, errors } = await openPage(browser, { width, baseUrl: server.baseUrl });
    const tracked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v2/analytics/')) tracked.push(request.url());
    });
    await page.goto('/credit-cards');
    await page.locator('html[data-hydrated="true"]').waitFor();
    if (width < 992) {
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    }
    expect(await page.getByRole('button', { name: /^Clear all/ }).count()).toBe(0);
    await page.waitForTimeout(500);
    expect(tracked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is the only build without Clear: the site itself offers it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/credit-cards`);
    expect(await page.getByRole('button', { name: 'Clear all filters' }).count()).toBe(1);
    await context.close();
  });
});
