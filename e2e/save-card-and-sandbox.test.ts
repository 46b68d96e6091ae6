import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityViolations,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  VIEWPORTS,
  type WatchedPage,
} from './support/browser';
import { memberApi, registerMember, signInContext, type TestMember } from './support/member';
import { startOwnServer } from './support/server';

/** Saved through the sign-in modal, and directly by a signed-in member. */
const MODAL_CARD = 'tangerine-money-back-credit-card';
const DIRECT_CARD = 'american-express-cobalt-card';
const SANDBOX = '/test/sandbox';

let browser: Browser;
/** One member for the file (registrations are rate limited per IP address): not staff on the shared server. */
let member: TestMember;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseUrl(), { name: 'Jordan Leblanc' });
});
afterAll(() => browser?.close());

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

async function go(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** The member's saved cards, as the dashboard lists them. */
async function savedCards(server: string, who: TestMember): Promise<{ slug: string; name: string }[]> {
  const { savedCards } = await memberApi<{ savedCards: { slug: string; name: string }[] }>(
    server,
    who,
    'GET',
    '/user/dashboard',
  );
  return savedCards;
}

describe('Save card on a card page', () => {
  it('asks a visitor to sign in, then saves the card once they have, in the modal', async () => {
    const { context, page, errors } = await openPage(browser);
    await go(page, `/credit-cards/${MODAL_CARD}`);
    await page.getByRole('button', { name: 'Save card' }).click();

    // The card waits in the addCardOnSignIn cookie (a JSON array, kept a day) while the visitor signs in.
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.waitFor();
    const pending = (await context.cookies()).find((cookie) => cookie.name === 'addCardOnSignIn');
    expect(JSON.parse(decodeURIComponent(pending?.value ?? ''))).toEqual([MODAL_CARD]);
    expect((pending?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(86_000);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Already a member: over to login, where the captcha solves itself in the page.
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email address').fill(member.email);
    await login.getByLabel('Password', { exact: true }).fill(member.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    // A member without a verified mobile number is asked for one first (accounts spec §4); it may be skipped.
    const mobile = page.getByRole('dialog', { name: 'Add your mobile number' });
    await mobile.getByRole('button', { name: 'Skip', exact: true }).click({ timeout: 20_000 });
    await mobile.waitFor({ state: 'detached' });

    await page.getByText('Saved', { exact: true }).waitFor();
    const dashboardLink = page.getByRole('link', { name: 'View on your dashboard' });
    expect(await dashboardLink.getAttribute('href')).toBe('/dashboard');
    expect(await page.getByRole('button', { name: 'Save card' }).count()).toBe(0);
    // The header knows the member now (the page's data was revalidated), and the cookie has done its job.
    await page.getByRole('button', { name: `Account menu for ${member.name}` }).waitFor();
    expect((await context.cookies()).some((cookie) => cookie.name === 'addCardOnSignIn')).toBe(false);
    const saved = (await savedCards(baseUrl(), member)).find((card) => card.slug === MODAL_CARD);
    expect(saved).toBeDefined();

    await dashboardLink.click();
    await page.waitForURL('**/dashboard');
    await page
      .locator('#saved-cards')
      .getByRole('link', { name: saved?.name ?? MODAL_CARD })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves at once for a signed-in member, and hands focus to the dashboard link', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page, errors } = await openPage(browser, viewport);
      await signInContext(context, baseUrl(), member);
      await go(page, `/credit-cards/${DIRECT_CARD}`);
      const added = page.waitForResponse(
        (response) => response.url().endsWith('/api/v2/user/add-cards') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save card' }).click();
      expect((await added).status()).toBe(200);
      const dashboardLink = page.getByRole('link', { name: 'View on your dashboard' });
      await dashboardLink.waitFor();
      expect(await page.getByRole('status').filter({ hasText: 'Saved' }).count()).toBe(1);
      expect(await dashboardLink.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await screenshot(page, `save-card-saved-${viewport.name}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
    expect((await savedCards(baseUrl(), member)).map((card) => card.slug)).toContain(DIRECT_CARD);
  });

  it('shows Save card to a visitor, at both widths', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page, errors } = await openPage(browser, viewport);
      await go(page, `/credit-cards/${DIRECT_CARD}`);
      expect(await page.getByRole('button', { name: 'Save card' }).isVisible()).toBe(true);
      await screenshot(page, `save-card-${viewport.name}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('the staff sandbox, for anyone else', () => {
  it('sends a visitor who is not signed in to login, with the way back', async () => {
    const response = await fetch(`${baseUrl()}${SANDBOX}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Ftest%2Fsandbox');

    const { context, page, errors } = await openPage(browser);
    await go(page, SANDBOX);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/login?redirect=%2Ftest%2Fsandbox');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not found for a member who is not staff', async () => {
    const response = await fetch(`${baseUrl()}${SANDBOX}`, {
      redirect: 'manual',
      headers: { cookie: `authToken=${member.authToken}; csrfToken=${member.csrfToken}` },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(member.email);

    const { context, page } = await openPage(browser);
    await signInContext(context, baseUrl(), member);
    const page404 = await go(page, SANDBOX);
    expect(page404?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('We couldn’t find that page');
    await context.close();
  });
});

describe('the staff sandbox, for staff', () => {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let staff: TestMember;

  beforeAll(async () => {
    const email = `staff-${Date.now().toString(36)}@example.ca`;
    server = await startOwnServer({ env: { STAFF_EMAILS: email, TRUST_PROXY: 'true', DEV_OUTBOX: 'any' } });
    staff = await registerMember(server.baseUrl, { name: 'Sam Okafor', email });
  });
  afterAll(() => server?.stop());

  async function staffPage(viewport: { width: number; height: number }): Promise<WatchedPage> {
    const context = await browser.newContext({ viewport, baseURL: server.baseUrl });
    await signInContext(context, server.baseUrl, staff);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  it('is private and uncached, and never carries the session token', async () => {
    const response = await fetch(`${server.baseUrl}${SANDBOX}`, {
      headers: { cookie: `authToken=${staff.authToken}; csrfToken=${staff.csrfToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(staff.email);
    expect(html).not.toContain(staff.authToken);
    expect(html).not.toContain(staff.csrfToken);
    expect(html).not.toMatch(/otpauth|qrCodeSvg/i);
  });

  it('is in the user menu, and shows the session, the flags, the developer pages and the modal previews', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page, errors } = await staffPage(viewport);
      await go(page, '/dashboard');
      const menuButton = page.getByRole('button', { name: `Account menu for ${staff.name}` });
      // The user menu is a lazy chunk that may hydrate after the page: focus again until it answers.
      await expect
        .poll(async () => {
          await menuButton.evaluate((button) => (button as HTMLButtonElement).blur());
          await menuButton.focus();
          return menuButton.getAttribute('aria-expanded');
        })
        .toBe('true');
      await page.getByRole('link', { name: 'Sandbox' }).click();
      await page.waitForURL(`**${SANDBOX}`);
      await page.getByRole('heading', { name: 'Sandbox', level: 1 }).waitFor();
      await page.keyboard.press('Escape');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);

      const session = page.getByRole('region', { name: 'Your session' });
      expect(await session.textContent()).toContain(staff.email);
      expect(await session.getByRole('definition').nth(2).textContent()).toBe('Yes');

      const flags = page.getByRole('region', { name: 'Feature flags' });
      expect(await flags.getByRole('rowheader').allTextContents()).toContain('topLevelNav');

      const links = page.getByRole('region', { name: 'Developer pages' });
      expect(await links.getByRole('link', { name: 'Outbox' }).getAttribute('href')).toBe('/dev/outbox');
      expect(await links.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/docs');
      expect(await links.getByRole('link', { name: 'OpenAPI document' }).getAttribute('href')).toBe(
        '/api/v2/openapi.json',
      );

      const previews = page.getByRole('region', { name: 'Auth modal' });
      for (const label of ['Site', 'Save card', 'GeniusCash']) {
        for (const mode of ['Log in', 'Register']) {
          expect(await previews.getByRole('button', { name: `${mode} (${label})` }).isEnabled()).toBe(true);
        }
      }
      await screenshot(page, `sandbox-${viewport.name}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
    for (const path of ['/api/docs', '/api/v2/openapi.json', '/dev/outbox']) {
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(200);
    }
  });
});
