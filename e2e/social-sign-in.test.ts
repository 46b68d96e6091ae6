import { OAuth2Server } from 'oauth2-mock-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../apps/server/src/lib/totp';
import { accessibilityViolations, launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { memberApi, registerMember } from './support/member';
import { startOwnServer } from './support/server';

/**
 * "Continue with Google" in Chromium against a local OpenID Connect provider (oauth2-mock-server):
 * the button's form post, the provider's redirect back, the callback, then the steps after any login
 * (the mobile number, the terms) to the dashboard. The suite's shared server has no provider
 * configured, so this file starts its own, pointed at the mock.
 */
let google: OAuth2Server;
/** Who the mock provider's next tokens are for. */
let person: Record<string, unknown> = {};
let server: Awaited<ReturnType<typeof startOwnServer>>;
let browser: Browser;

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, person);
  });
  server = await startOwnServer({
    env: {
      GOOGLE_CLIENT_ID: 'e2e-client',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_ISSUER_URL: google.issuer.url ?? '',
    },
  });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await google?.stop();
});

const main = (page: Page) => page.locator('#main');
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

describe('social sign-in in the browser', () => {
  it('shows "Continue with Google" (and not Facebook, which is not configured) on login and register', async () => {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
      const page = await context.newPage();
      for (const path of ['/login', '/register']) {
        await page.goto(path);
        await hydrated(page);
        await expect(main(page).getByRole('button', { name: 'Continue with Google' }).isVisible()).resolves.toBe(true);
        expect(await main(page).getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(0);
        await screenshot(page, `social-sign-in${path.replace('/', '-')}-${viewport.name}`);
        expect(await accessibilityViolations(page)).toEqual([]);
      }
      await context.close();
    }
  }, 60_000);

  it('signs a new member in with Google, through the mobile number step and the terms, to the dashboard', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    person = { sub: 'google-e2e-1', email: 'ann.google@example.ca', email_verified: true, name: 'Ann Lee' };
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.setDefaultTimeout(15_000);

    await page.goto('/login?redirect=%2Fdashboard');
    await hydrated(page);
    await main(page).getByRole('button', { name: 'Continue with Google' }).click();

    // Back from the provider: the same step as after a password login.
    await main(page).getByRole('heading', { name: 'Add your mobile number' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    // The page the provider sent back to: its buttons work once it has hydrated.
    await hydrated(page);
    await screenshot(page, 'social-sign-in-mobile-step');
    await main(page).getByRole('button', { name: 'Skip' }).click();

    // A new member has not agreed to the terms yet (accounts spec §2).
    await page.waitForURL((url) => url.pathname === '/agree');
    await main(page)
      .getByLabel(/I have read and agree/)
      .check();
    await main(page).getByRole('button', { name: 'Agree and continue' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await main(page).getByRole('heading', { name: 'Hi Ann Lee, welcome back' }).waitFor();
    await screenshot(page, 'social-sign-in-dashboard');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('still asks a member with two-factor for their authenticator code', async () => {
    const member = await registerMember(server.baseUrl, { name: 'Ravi Singh' });
    const enabled = await memberApi<{ otpAuthUrl: string }>(server.baseUrl, member, 'POST', '/user/two-factor/enable', {
      password: member.password,
    });
    const secret = new URL(enabled.otpAuthUrl).searchParams.get('secret') ?? '';
    await memberApi(server.baseUrl, member, 'POST', '/user/validateTwoFactor', {
      authCode: totpAt(secret, Date.now()),
    });
    person = { sub: 'google-e2e-3', email: member.email, email_verified: true, name: 'Ravi Singh' };

    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto('/login');
    await hydrated(page);
    await main(page).getByRole('button', { name: 'Continue with Google' }).click();
    await main(page).getByLabel('Authenticator Code').waitFor();
    await hydrated(page);
    await screenshot(page, 'social-sign-in-two-factor-mobile');
    expect(await accessibilityViolations(page)).toEqual([]);
    // Not signed in yet: a member page sends the visitor back to log in.
    const dashboard = await page.request.get('/dashboard', { maxRedirects: 0 });
    expect(dashboard.headers().location).toMatch(/^\/login\?redirect=/);

    // Each code is accepted once: the next time step's.
    await main(page)
      .getByLabel('Authenticator Code')
      .fill(totpAt(secret, Date.now() + 30_000));
    await main(page).getByRole('button', { name: 'Authenticate' }).click();
    await main(page).getByRole('heading', { name: 'Add your mobile number' }).waitFor();
    await main(page).getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await main(page).getByRole('heading', { name: 'Hi Ravi Singh, welcome back' }).waitFor();
    await context.close();
  }, 60_000);

  it('comes back to the login page with a readable message when the address is not verified', async () => {
    person = { sub: 'google-e2e-2', email: 'unverified@example.ca', email_verified: false, name: 'Sam Roy' };
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/login');
    await hydrated(page);
    await main(page).getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.searchParams.get('socialError') === 'unverified-email');
    await hydrated(page);
    const alert = main(page).getByRole('alert');
    await expect(alert.textContent()).resolves.toMatch(/could not confirm that you own that email address/);
    await screenshot(page, 'social-sign-in-unverified-mobile');
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);
});
