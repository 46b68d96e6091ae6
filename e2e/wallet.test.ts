import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityViolations,
  baseUrl,
  goHydrated,
  launchBrowser,
  openPage,
  screenshot,
  VIEWPORTS,
} from './support/browser';
import { registerMember, signInContext, type TestMember } from './support/member';

let browser: Browser;
let member: TestMember;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseUrl(), { name: 'Sam Wallet' });
});
afterAll(() => browser?.close());

const main = (page: Page) => page.getByRole('main');
const walletPanel = (page: Page) => page.getByRole('region', { name: 'Your wallet' });

/** Presses "I have this card" on the first ranked card not yet in the wallet, and waits for the page to follow. */
async function holdNextCard(page: Page): Promise<string> {
  const candidate = main(page)
    .locator('article')
    .filter({ has: page.getByRole('button', { name: /^I have this card/, pressed: false }) })
    .first();
  const article = main(page).locator(`article[aria-labelledby="${await candidate.getAttribute('aria-labelledby')}"]`);
  const name = (await article.getByRole('heading').textContent()) ?? '';
  await article.getByRole('button', { name: /^I have this card/ }).click();
  await article.getByRole('button', { name: /^I have this card/, pressed: true }).waitFor();
  return name.trim();
}

describe('the wallet', () => {
  it('is built by a visitor on the compare page, and found in the dashboard once they sign in', {
    timeout: 90_000,
  }, async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS[1]);
    await goHydrated(page, '/credit-cards');
    expect(await walletPanel(page).count()).toBe(0);

    const first = await holdNextCard(page);
    const second = await holdNextCard(page);
    const panel = walletPanel(page);
    await panel.getByRole('list', { name: 'Cards you hold' }).getByRole('listitem').nth(1).waitFor();
    expect(await panel.getByRole('list', { name: 'Cards you hold' }).getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(first),
      expect.stringContaining(second),
    ]);
    await expect.poll(() => panel.textContent()).toMatch(/your 2 cards earn \$[\d,]+ a year/);
    // Every other card says what it would add to these two.
    const notes = await main(page)
      .getByText(/^(With your wallet: adds|Adds nothing to your wallet)/)
      .count();
    expect(notes).toBeGreaterThan(3);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'wallet');
    expect(decodeURIComponent(cookie?.value ?? '').split(',')).toHaveLength(2);
    // A page with a wallet is the visitor's own: never in a shared cache.
    expect((await page.request.get('/credit-cards')).headers()['cache-control']).toContain('private');
    await screenshot(page, 'wallet-compare-desktop', { fullPage: false });
    expect(await accessibilityViolations(page)).toEqual([]);

    // The report: the best card for each category, the chart, the next cards.
    await goHydrated(page, '/user/wallet-report');
    await main(page).getByRole('heading', { level: 1, name: 'Your wallet report' }).waitFor();
    expect(await main(page).getByRole('table').count()).toBeGreaterThan(0);
    expect(await main(page).getByRole('img').count()).toBeGreaterThan(0);
    expect(await main(page).getByText(first).count()).toBeGreaterThan(0);
    expect((await page.request.get('/user/wallet-report')).headers()['cache-control']).toBe('private, no-store');
    await screenshot(page, 'wallet-report-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
    // Printed: the report alone, without the site's header and the Print button.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Signing in moves the wallet into the account.
    await goHydrated(page, '/login');
    await main(page).getByLabel('Email address').fill(member.email);
    await main(page).getByLabel('Password', { exact: true }).fill(member.password);
    await main(page).getByRole('button', { name: 'Login' }).click();
    const mobile = page.getByRole('button', { name: 'Skip', exact: true });
    await mobile.click({ timeout: 20_000 });
    await page.waitForURL(/\/dashboard$/);
    const wallet = page.locator('#wallet');
    await wallet.getByText(/your 2 cards earn \$[\d,]+ a year/).waitFor();
    expect((await context.cookies()).some((entry) => entry.name === 'wallet')).toBe(false);
    const saved = page.locator('#saved-cards');
    expect(await saved.getByRole('button', { name: /I have this card/, pressed: true }).count()).toBe(2);
    await screenshot(page, 'wallet-dashboard-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the member’s wallet on the dashboard on a phone', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS[0]);
    await signInContext(context, baseUrl(), member);
    await goHydrated(page, '/dashboard');
    await page
      .locator('#wallet')
      .getByText(/a year/)
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[0].width);
    await screenshot(page, 'wallet-dashboard-mobile');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
