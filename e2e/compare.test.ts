import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const results = (page: Page) => page.locator('section[aria-labelledby="results-heading"] ol > li');
const resultNames = (page: Page) => results(page).locator('h3').allTextContents();
const ratings = async (page: Page) =>
  (await results(page).locator('p:has(> span:text("out of 5")) > span:first-child').allTextContents()).map(Number);

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/** Waits for the ranking that follows a filter change: the URL takes the new state, then the page loads it. */
async function settled(page: Page, before: string) {
  await page.waitForURL((url) => url.search !== before);
  await page.waitForFunction(() => !document.querySelector('section[aria-busy="true"]'));
  await page.waitForLoadState('networkidle');
}

describe('the compare page', () => {
  it('ranks the first page of cards in the server HTML, best first, each with Apply, details and compare', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto('/credit-cards');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toMatch(/^Compare \d+ Canadian credit cards \| CardGenius$/);
    expect(await results(page).count()).toBe(20);
    const shown = await ratings(page);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(shown.every((rating) => rating >= 3)).toBe(true);
    const apply = await results(page)
      .first()
      .getByRole('link', { name: /^Apply for the / })
      .getAttribute('href');
    expect(apply).toMatch(/^\/go\/[a-z0-9-]+\?context=Compare$/);
    expect(await page.getByRole('heading', { level: 2, name: /\d+ cards match/ }).count()).toBe(1);
    await context.close();
  });

  it('re-ranks when a filter changes, saving the state in the URL and the cookies', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/credit-cards');
    const before = new URL(page.url()).search;
    await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Up to').selectOption('0');
    await settled(page, before);
    expect(new URL(page.url()).searchParams.get('state')).toBeTruthy();
    const fees = () => results(page).locator('div:has(> dt:text("Annual fee")) > dd').allTextContents();
    await expect.poll(async () => (await fees()).every((fee) => fee.startsWith('$0'))).toBe(true);
    expect((await fees()).length).toBeGreaterThan(0);
    // The fee filter is not one of the three cookies; the spend and preferences are.
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['debt', 'monthlySpend', 'userPreferences']),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('re-ranks for the spending entered by category', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/credit-cards');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const defaultOrder = await resultNames(page);
    await filters.getByLabel('Enter it by category').check();
    await filters.getByRole('spinbutton', { name: 'Travel', exact: true }).fill('3000');
    const spend = async () =>
      decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'monthlySpend')?.value ?? '');
    await expect.poll(spend).toContain('travel:3000');
    await expect.poll(() => resultNames(page)).not.toEqual(defaultOrder);
    await page.waitForLoadState('networkidle');
    // A reload keeps the profile: the page starts from the URL's state.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    const reloaded = page.getByRole('complementary', { name: 'Filters' });
    expect(await reloaded.getByRole('spinbutton', { name: 'Travel', exact: true }).inputValue()).toBe('3000');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages through the ranking', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/credit-cards');
    const before = new URL(page.url()).search;
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Next' }).click();
    await settled(page, before);
    await expect.poll(() => results(page).first().locator('p').first().textContent()).toMatch(/^#21 /);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('compares up to four chosen cards side by side, in a dialog that gives focus back on Escape', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/credit-cards');
    const names = (await resultNames(page)).slice(0, 2);
    for (const index of [0, 1]) {
      const before = new URL(page.url()).search;
      await results(page)
        .nth(index)
        .getByRole('checkbox', { name: /^Compare/ })
        .check();
      await page.waitForURL((url) => url.search !== before);
    }
    const tray = page.getByRole('region', { name: 'Cards to compare' });
    const open = tray.getByRole('button', { name: 'Compare 2 cards' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Compare cards' });
    await dialog.waitFor();
    const headers = await dialog.locator('thead th a:not([rel])').allTextContents();
    expect(headers).toEqual(names);
    expect(await dialog.locator('tbody th').first().textContent()).toBe('Rating');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(new URL(page.url()).searchParams.get('compare')?.split(',')).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('quotes the one card count of the catalogue in its title, as the home page does', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const global = (await (await page.request.get('/api/v2/global')).json()) as { cardCount: { count: number } };
    await page.goto('/credit-cards');
    expect(await page.title()).toMatch(new RegExp(`^Compare ${global.cardCount.count} Canadian credit cards`));
    await page.goto('/');
    expect(await page.getByText('cards compared').locator('xpath=..').textContent()).toContain(
      String(global.cardCount.count),
    );
    await context.close();
  });

  it('keeps its tray to two tidy rows on a phone, never over the last card or its own labels', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, height: 844 });
    await hydrated(page, '/credit-cards');
    const slugs = await results(page)
      .locator('h3 a')
      .evaluateAll((links) => links.slice(0, 3).map((link) => (link as HTMLAnchorElement).pathname.split('/').pop()));
    await hydrated(page, `/credit-cards?compare=${slugs.join(',')}`);
    const tray = page.getByRole('region', { name: 'Cards to compare' });
    await tray.getByRole('button', { name: 'Compare 3 cards' }).waitFor();
    const boxes = await tray.evaluate((section) => {
      const parts = [...section.querySelectorAll('li, p, button:not(li button)')].map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.textContent ?? '', top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      });
      return { parts, height: section.getBoundingClientRect().height };
    });
    const overlapping = boxes.parts.flatMap((a, i) =>
      boxes.parts
        .slice(i + 1)
        .filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
        .map((b) => `${a.name} / ${b.name}`),
    );
    expect(overlapping).toEqual([]);
    expect(boxes.height).toBeLessThan(120);
    // At the end of the page the last card's Apply sits above the tray, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const apply = await results(page).last().getByText('Apply', { exact: false }).first().boundingBox();
        const trayBox = await tray.boundingBox();
        return apply && trayBox ? apply.y + apply.height <= trayBox.y : false;
      })
      .toBe(true);
    // The side-by-side table is wider than a phone: its region scrolls, so it is a tab stop.
    await tray.getByRole('button', { name: 'Compare 3 cards' }).click();
    const sideBySide = page.getByRole('region', { name: 'Cards side by side' });
    expect(await sideBySide.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    expect(await sideBySide.getAttribute('tabindex')).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes the quick-compare credit band from the menu links, and moves /cards to /credit-cards', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/credit-cards?credit=fair');
    const credit = page.getByRole('complementary', { name: 'Filters' }).getByLabel('Your credit score');
    expect(await credit.inputValue()).toBe('560-659');
    const moved = await page.request.get('/cards?x=1', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/credit-cards?x=1');
    const card = await page.request.get('/cards/american-express-cobalt-card', { maxRedirects: 0 });
    expect(card.headers().location).toBe('/credit-cards/american-express-cobalt-card');
    await context.close();
  });
});
