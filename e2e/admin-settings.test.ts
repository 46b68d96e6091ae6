import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, goHydrated, launchBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';
import { type StaffServer, staffBrowserPage, startServerWithStaff } from './support/staff';

/**
 * The admin site's settings in the browser, on a server of this file's own with an editor on it: every
 * section is axe-clean and fits a phone; the editor rewrites the hello bar's copy, sees the preview
 * follow before saving, saves, and the public home page shows the new words.
 */

const SECTIONS = [
  ['Hello bar', '/admin/settings'],
  ['Notification bell', '/admin/settings?section=notification-bell'],
  ['Menu card reviews', '/admin/settings?section=menu-placements'],
  ['Search synonyms', '/admin/settings?section=search-synonyms'],
  ['Site figures', '/admin/settings?section=stats'],
  ['Featured in', '/admin/settings?section=press-mentions'],
  ['Feature flags', '/admin/settings?section=feature-flags'],
] as const;

let browser: Browser;
let site: StaffServer;
const origin = () => site.server.baseUrl;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startServerWithStaff({ role: 'editor' });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const editorPage = (width: number, height: number) => staffBrowserPage(browser, site, { width, height });

describe('the settings pages', () => {
  it.each(VIEWPORTS)(
    'are axe-clean, private and fit $width px in every section',
    async (viewport) => {
      const { context, page, errors } = await editorPage(viewport.width, viewport.height);
      for (const [label, path] of SECTIONS) {
        const response = await goHydrated(page, path);
        expect(response?.status(), path).toBe(200);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        await page.getByRole('heading', { name: label, level: 2 }).waitFor();
        expect(await page.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
        expect(await accessibilityViolations(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          viewport.width,
        );
        await screenshot(page, `settings-${label.toLowerCase().replace(/\W+/g, '-')}-${viewport.width}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );

  it('lets an editor rewrite the hello bar, previewed before it is saved, and the home page shows it', async () => {
    const { context, page, errors } = await editorPage(1280, 900);
    await goHydrated(page, '/admin/settings');
    const preview = page.getByRole('complementary', { name: 'Preview of the hello bar, Option A' });
    expect(await preview.innerText()).toContain('Seven questions');

    const copy = 'Compare <strong>welcome bonuses</strong> before you apply.';
    await page.getByLabel('Copy', { exact: true }).fill(copy);
    await page.getByLabel('Call to action', { exact: true }).fill('See the bonuses');
    // The preview follows the fields as they change: nothing is saved yet.
    await expect.poll(() => preview.innerText()).toContain('Compare welcome bonuses before you apply.');
    expect(await preview.locator('strong').innerText()).toBe('welcome bonuses');
    expect(await preview.getByText('See the bonuses').count()).toBe(1);
    const before = await (await fetch(`${origin()}/api/v2/global`)).json();
    expect(before.helloBar.copy).not.toBe(copy);

    // A colour the copy cannot be read on is refused beside its field.
    await page.getByLabel('Copy colour', { exact: true }).fill('#1f2a5c');
    expect(await page.getByText(/Copy on the background: contrast 1\.\d:1 \(too low/).count()).toBe(1);
    await page.getByRole('button', { name: 'Save the hello bar' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByLabel('Copy colour', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Copy colour', { exact: true }).fill('#ffffff');

    await page.getByRole('button', { name: 'Save the hello bar' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved the hello bar.' }).waitFor();
    await screenshot(page, 'settings-hello-bar-saved-1280');

    const visitor = await openPage(browser, { width: 1280, height: 900, baseUrl: origin() });
    await goHydrated(visitor.page, '/');
    const bar = visitor.page.getByRole('complementary', { name: 'Announcement' });
    expect(await bar.innerText()).toContain('Compare welcome bonuses before you apply.');
    expect(await bar.getByRole('link', { name: 'See the bonuses' }).getAttribute('href')).toBe('/credit-card-quiz');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    await goHydrated(page, '/admin/settings');
    expect(await page.getByText(/^Last saved /).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('reorders, adds and removes the bell’s items', async () => {
    const { context, page, errors } = await editorPage(390, 844);
    await goHydrated(page, '/admin/settings?section=notification-bell');
    const items = page.getByRole('group', { name: /^Item \d/ });
    expect(await items.count()).toBe(5);
    await page.getByRole('button', { name: 'Move item 2 up' }).click();
    await page.getByRole('button', { name: 'Remove item 5' }).click();
    await page.getByRole('button', { name: 'Add an item' }).click();
    const added = page.getByRole('group', { name: 'Item 5' });
    await added.getByLabel('Name').fill('Our new rating method');
    await added.getByLabel(/^Link \(/).fill('https://example.com/method');
    // An external address with the link type still Internal: refused beside the field, in the browser.
    await page.getByRole('button', { name: 'Save the bell’s items' }).click();
    await page.getByRole('alert').waitFor();
    expect(await added.getByText('An Internal link is a path on this site').count()).toBe(1);
    await added.getByLabel('Link type').selectOption('External');
    await page.getByRole('button', { name: 'Save the bell’s items' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved the bell’s 5 items.' }).waitFor();

    const global = await (await fetch(`${origin()}/api/v2/global`)).json();
    expect(global.notificationBell.map((item: { name: string }) => item.name)).toEqual([
      'The card quiz',
      'Compare four cards side by side',
      'What are your points worth?',
      'Rating method, version 2',
      'Our new rating method',
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
