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

  it('fits its four groups and Quiz from 992 px up, with no scroll buttons', async () => {
    for (const width of [992, 1100, 1199, 1200, 1280, 1440]) {
      const { context, page, errors } = await openPage(browser, { width });
      await hydrated(page, '/');
      const fit = await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => {
        const list = nav.querySelector('ul') as HTMLUListElement;
        const box = list.getBoundingClientRect();
        const items = [...list.children].map((item) => item.getBoundingClientRect());
        const header = (nav.closest('header') as HTMLElement).getBoundingClientRect();
        return {
          overflowing: list.scrollWidth > list.clientWidth,
          itemsInside: items.every((item) => item.left >= box.left && item.right <= box.right + 0.5),
          itemsInHeader: items.every((item) => item.left >= header.left && item.right <= header.right),
          scrollButtons: [...nav.querySelectorAll('button[aria-label^="Scroll menu"]')].filter(
            (button) =>
              (button as HTMLElement).offsetParent !== null && getComputedStyle(button).visibility !== 'hidden',
          ).length,
        };
      });
      expect(fit, `${width} px`).toEqual({
        overflowing: false,
        itemsInside: true,
        itemsInHeader: true,
        scrollButtons: 0,
      });
      expect(await page.getByRole('link', { name: 'Quiz', exact: true }).first().isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
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
  it('shows a badge on the bell until the newest posts and the latest updates have been seen', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/');
    const bell = page.getByRole('button', { name: /^Latest updates/ });
    // The three newest posts and the five updates of the seeded settings.
    expect(await bell.getAttribute('aria-label')).toBe('Latest updates, 8 new');
    expect(await bell.textContent()).toBe('8');
    // Opened from the keyboard: a hover could be undone by the page moving under a still pointer.
    await bell.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Latest Updates', { exact: true }).waitFor();
    // The newest posts come first, each a link to its page.
    const first = page.locator('li', { hasText: 'New on the blog' }).first().getByRole('link');
    expect(await first.getAttribute('href')).toMatch(/^\/blog\/[a-z0-9-]+$/);
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

  it('fetches its pictures only where they show: on a desktop, not on a phone', async () => {
    for (const [width, fetched] of [
      [390, []],
      [1280, ['/images/hello-bar/card-stack.svg', '/images/hello-bar/checklist.svg']],
    ] as const) {
      // With scripts on: a browser that runs none loads lazy images at once (HTML's rule against tracking).
      const { context, page } = await openPage(browser, { width });
      const images: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/images/hello-bar/')) images.push(pathname);
      });
      await page.goto('/', { waitUntil: 'load' });
      expect(images.sort(), `${width} px`).toEqual(fetched);
      await context.close();
    }
  });
});

describe('fragment links', () => {
  it('land 21 px below the sticky header, on load and on following a link', async () => {
    for (const width of [390, 1100, 1280]) {
      const { context, page, errors } = await openPage(browser, { width });
      // The question a link names opens, so its link to the rules is there to follow.
      await hydrated(page, '/faq#what-is-geniuscash');
      const gap = (id: string) =>
        page.evaluate((target) => {
          const header = document.querySelector('header') as HTMLElement;
          return (
            (document.getElementById(target) as HTMLElement).getBoundingClientRect().top -
            header.getBoundingClientRect().bottom
          );
        }, id);
      await expect.poll(() => gap('what-is-geniuscash'), { message: `${width} px` }).toBeCloseTo(21, 0);
      expect(
        await page.locator('#what-is-geniuscash').evaluate((details) => (details as HTMLDetailsElement).open),
      ).toBe(true);
      await page.locator('a[href="/terms#geniuscash"]').first().click();
      await page.waitForURL('**/terms#geniuscash');
      await expect.poll(() => gap('geniuscash'), { message: `${width} px` }).toBeCloseTo(21, 0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('the footer', () => {
  it('stores the province chosen and reloads', async () => {
    const { context, page } = await openPage(browser);
    await hydrated(page, '/about');
    const selector = page.getByLabel('Your province');
    // The reload's own navigation: a load event the first page had not fired yet would come too soon.
    const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
    await selector.selectOption('QC');
    await reloaded;
    expect((await context.cookies()).find((cookie) => cookie.name === 'province')?.value).toBe('QC');
    await expect.poll(() => page.getByLabel('Your province').inputValue()).toBe('QC');
    await context.close();
  });

  it('names the Canadian region and what the estimates assume, and shows nothing left unconfigured', async () => {
    const { context, page, errors } = await openPage(browser);
    await hydrated(page, '/about');
    const footer = page.locator('footer');
    expect(await footer.locator('[aria-current="true"]').textContent()).toContain('Canada');
    await footer
      .getByText('Annual rewards assume $2,000 monthly spending ($24,000 a year) across 8 spending categories')
      .waitFor();
    await footer.getByText('The welcome bonus adds every one-time first-year bonus').waitFor();
    await footer.getByText('Annual interest savings assume a $8,000 balance at a 19.99 % interest rate.').waitFor();
    // No U.S. site, social accounts, app pages or address are configured on this server: none is made up.
    expect(await footer.getByRole('link', { name: /United States/ }).count()).toBe(0);
    expect(await footer.getByRole('navigation', { name: 'Follow us' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: /App Store|Google Play/ }).count()).toBe(0);
    expect(await footer.locator('address').count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Careers' }).count()).toBe(0);
    // Without GEO_URL nobody is looked up; without press mentions in settings there is no strip.
    expect((await context.cookies()).some((cookie) => cookie.name === 'location')).toBe(false);
    expect(await page.getByRole('region', { name: 'As featured in' }).count()).toBe(0);
    await hydrated(page, '/');
    expect(await page.getByRole('region', { name: 'As featured in' }).count()).toBe(0);
    expect(errors).toEqual([]);
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
