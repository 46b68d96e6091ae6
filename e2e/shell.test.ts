import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('the main menu', () => {
  it('works by keyboard alone: open a group, reach its links, Escape closes and returns focus', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/about');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const group = menu.getByRole('button', { name: 'Best Credit Cards' });
    await group.focus();
    await page.keyboard.press('Enter');
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    // The group's links load on first use.
    await menu.getByRole('link', { name: 'See all' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('See all');
    await page.keyboard.press('Escape');
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText(page)).toBe('Best Credit Cards');
    // Opening one group closes the other; a link follows on Enter.
    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: 'Compare Credit Cards' }).click();
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await menu.getByRole('link', { name: 'Quick compare' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/credit-cards');
    await expect
      .poll(() => menu.getByRole('button', { name: 'Compare Credit Cards' }).getAttribute('aria-expanded'))
      .toBe('false');
    // The Reviews column lists card pages.
    await menu.getByRole('button', { name: 'Blog News & Deals' }).click();
    const reviews = await page
      .locator('#menu-panel-blog a[href^="/credit-cards/"]')
      .evaluateAll((links) => links.length);
    expect(reviews).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ignores a Ctrl-, Alt-, Shift- or Meta-click on a group, and opens it on a plain click', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/about');
    const group = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Best Credit Cards' });
    for (const modifier of ['Control', 'Alt', 'Shift', 'Meta'] as const) {
      await page.mouse.move(0, 400);
      await group.click({ modifiers: [modifier] });
      await page.waitForTimeout(100);
      expect(await group.getAttribute('aria-expanded'), modifier).toBe('false');
    }
    await page.mouse.move(0, 400);
    await page.waitForTimeout(1100);
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens as a side panel on a phone, with expandable groups and a close control', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, height: 844 });
    await hydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Your Credit Score' }).click();
    await panel.getByRole('button', { name: 'Cards for your score' }).click();
    await panel.getByRole('link', { name: 'Fair (560–659)' }).click();
    await page.waitForURL('**/credit-cards?credit=fair');
    await panel.waitFor({ state: 'hidden' });
    await toggle.click();
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the header', () => {
  it('shows a badge on the bell until the latest updates have been seen', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/');
    const bell = page.getByRole('button', { name: /^Latest updates/ });
    expect(await bell.getAttribute('aria-label')).toBe('Latest updates, 5 new');
    expect(await bell.textContent()).toBe('5');
    await bell.hover();
    await page.getByText('Latest Updates', { exact: true }).waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Latest updates');
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await page.getByRole('button', { name: /^Latest updates/ }).getAttribute('aria-label')).toBe(
      'Latest updates',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides while scrolling down on a short screen and comes back on scrolling up', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 700 });
    await hydrated(page, '/credit-cards');
    const header = page.locator('header').first();
    await page.mouse.wheel(0, 800);
    await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThan(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await header.boundingBox())?.y ?? -1).toBe(0);
    await context.close();
  });

  it('shows the hello bar, 57 px tall, with its call to action', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Announcement' });
    expect((await bar.boundingBox())?.height).toBe(57);
    expect(await bar.getByRole('link', { name: 'Take the quiz' }).getAttribute('href')).toBe('/credit-card-quiz');
    await context.close();
  });
});

describe('the footer', () => {
  it('stores the province chosen and reloads', async () => {
    const { context, page } = await openPage(browser);
    await hydrated(page, '/about');
    const selector = page.getByLabel('Your province');
    await Promise.all([page.waitForEvent('load'), selector.selectOption('QC')]);
    expect((await context.cookies()).find((cookie) => cookie.name === 'province')?.value).toBe('QC');
    expect(await page.getByLabel('Your province').inputValue()).toBe('QC');
    await context.close();
  });

  it('shows the spec message when subscribing to the newsletter fails', async () => {
    const { context, page } = await openPage(browser);
    // The server is fine: make this one call fail the way an outage would.
    await page.route('**/api/v2/subscription/subscribe', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"code":"UNAVAILABLE","message":"Down"}}',
      }),
    );
    await hydrated(page, '/about');
    const footer = page.locator('footer');
    await footer.getByLabel('Name').fill('Sam');
    await footer.getByLabel('Email').fill('sam@example.ca');
    await footer.getByRole('button', { name: "I'm In!" }).click();
    await footer.getByText('Something went wrong, please try again.').waitFor();
    await context.close();
  });

  it('asks "Have a second?" in a dialog, and sends the answer', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/about');
    await page.getByRole('button', { name: /Have a second\?/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Have a second?' });
    await dialog.getByText('What do you think of the product?').waitFor();
    await dialog.getByText("It's great!").click();
    await dialog.getByLabel(/What do you like most\?/).fill('The side-by-side table.');
    const sent = page.waitForResponse('**/api/v2/analytics/satisfaction');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    expect((await sent).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('disclosure and visibility', () => {
  it('shows the advertiser disclosure in a popover, then in full in a dialog', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/credit-cards');
    const trigger = page.getByRole('button', { name: 'Advertiser disclosure' });
    await trigger.click();
    await page.getByRole('button', { name: 'Read the full disclosure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advertiser disclosure' });
    await dialog.getByText(/Fees never decide where a card ranks/).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides the shell in reader mode and on redirect screens', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/about?view=reader');
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.locator('h1').count()).toBe(1);
    await page.goto('/about');
    expect(await page.locator('header').count()).toBe(1);
    await context.close();
  });
});
