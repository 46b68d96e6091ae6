import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, baseUrl, launchBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a session cookie that cannot be read (accounts spec §8)', () => {
  it.each(VIEWPORTS)(
    'is cleared, and the page says so once, signed out, at $width px',
    async ({ name, width, height }) => {
      const { context, page, errors } = await openPage(browser, { width, height });
      await context.addCookies([{ name: 'authToken', value: 'not-a-jwt', url: baseUrl() }]);
      const response = await page.goto('/faq');
      expect(response?.status()).toBe(200);
      await page.locator('html[data-hydrated="true"]').waitFor();
      const notice = page.getByRole('status').filter({ hasText: "The inspected token doesn't appear to be a JWT..." });
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Cannot decode the token.');
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('authToken');
      await screenshot(page, `session-notice-${name}`, { fullPage: false });
      expect(await accessibilityViolations(page)).toEqual([]);

      // Once: the next page has nothing to say, and the visitor stays signed out.
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor();
      expect(await page.getByText('Cannot decode the token.').count()).toBe(0);
      const status = (await (await page.request.get('/api/v2/user/auth-status')).json()) as {
        isAuthenticated: boolean;
      };
      expect(status.isAuthenticated).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('redirects answered before rendering', () => {
  const locationOf = async (path: string) => {
    const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location') };
  };

  it('sends /cards/… and …/cards to the card list, and a site page under /blog to the page', async () => {
    expect(await locationOf('/cards/american-express-cobalt-card')).toEqual({
      status: 301,
      location: '/credit-cards/american-express-cobalt-card',
    });
    expect(await locationOf('/best-credit-cards/travel/cards')).toEqual({ status: 301, location: '/credit-cards' });
    expect(await locationOf('/blog/faq')).toEqual({ status: 301, location: '/faq' });
    expect(await locationOf('/blog/credit-cards/american-express-cobalt-card?x=1')).toEqual({
      status: 301,
      location: '/credit-cards/american-express-cobalt-card?x=1',
    });
  });

  it('leaves /blog and any other /blog/{slug} to the blog', async () => {
    expect((await locationOf('/blog')).status).toBe(200);
    expect((await locationOf('/blog/best-credit-cards')).status).toBe(200);
    expect((await locationOf('/blog/the-best-travel-cards-of-2026')).status).toBe(404);
  });

  it('lands on the page in the browser', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/blog/faq');
    expect(new URL(page.url()).pathname).toBe('/faq');
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
