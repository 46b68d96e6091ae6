import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../apps/server/src/lib/totp';
import { launchBrowser, screenshot } from './support/browser';
import { startMailCatcher } from './support/mail-catcher';
import { startOwnServer } from './support/server';

/**
 * A member's whole sign-in life in the browser, with real email through a local SMTP server:
 * register → read the email → confirm → log in → set up two-factor with a code computed from the
 * page's otpauth secret → log out → log in with two-factor → reset the password → the old session is refused.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let server: Awaited<ReturnType<typeof startOwnServer>>;
let browser: Browser;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startOwnServer({ env: { SMTP_URL: mail.url, MAIL_FROM: 'CardGenius <hello@cardgenius.test>' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

const EMAIL = 'journey.member@example.ca';
const PASSWORD = 'Maple-Syrup-42!';
const NEW_PASSWORD = 'Lake-Louise-2026!';

/** The site link in an email's text, made relative to the server under test. */
function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+(${path}/[A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in the email`);
  return `${server.baseUrl}${match[1]}`;
}

/** The page's own content (the footer has a newsletter form with its own Name and Email fields). */
const main = (page: Page) => page.locator('#main');

async function logIn(page: Page, password: string): Promise<void> {
  await main(page).getByLabel('Email address').fill(EMAIL);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Login' }).click();
}

describe('a member’s sign-in journey', () => {
  it('registers, confirms, sets up two-factor, signs in with it, and a password reset ends the old session', {
    timeout: 120_000,
  }, async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.setDefaultTimeout(15_000);

    // Register.
    await page.goto('/register');
    const form = main(page);
    await form.getByLabel('Name').fill('Jordan Member');
    await form.getByLabel('Email address').fill(EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByLabel(/I agree to the/).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/confirm-account\?email=/);

    // The confirmation email arrives over SMTP, with text and HTML parts.
    const confirmation = await mail.waitFor(EMAIL, /\/confirm-email\//);
    expect(confirmation.html).toContain('/confirm-email/');
    await page.goto(linkIn(confirmation.text, '/confirm-email'));
    await page.getByText('Your email address is now confirmed.').waitFor();

    // Log in from the confirmation page: the mobile number step comes first (skipped here), then,
    // not opted in, the marketing prompt; decline it.
    await logIn(page, PASSWORD);
    await main(page).getByRole('heading', { name: 'Add your mobile number' }).waitFor();
    await main(page).getByRole('button', { name: 'Skip' }).click();
    await page.getByText(/I.m ok missing great deals/).click();
    await page.waitForURL(/\/dashboard$/);

    // Two-factor setup from the account page, with a code computed from the key the page shows.
    await page.goto('/account');
    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByLabel('Your password').fill(PASSWORD);
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    const key = (await twoFactor.locator('code').first().textContent())?.replace(/\s+/g, '') ?? '';
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await twoFactor.getByLabel('Authenticator code').fill(totpAt(key, Date.now()));
    await twoFactor.getByRole('button', { name: 'Verify and turn on' }).click();
    await twoFactor.getByRole('button', { name: 'Turn off' }).waitFor();
    const setupMail = await mail.waitFor(EMAIL, /two-factor/i);
    expect(setupMail.subject).toMatch(/two-factor/i);
    await screenshot(page, 'journey-account-two-factor-on-1280');

    // Log out, then log in again: the password, then the authenticator code (a later time step, since
    // each code is accepted once).
    await page.goto('/logout');
    await page.waitForURL(`${server.baseUrl}/`);
    await page.goto('/login');
    await logIn(page, PASSWORD);
    await page.getByLabel('Authenticator Code').fill(totpAt(key, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Authenticate' }).click();
    await page.waitForURL(/\/dashboard$/);
    // The header names the member once the pages' data has been reloaded after the sign-in.
    await page.getByRole('button', { name: /Account menu for Jordan Member/ }).waitFor();
    // Every page a member sees names them in the header: none may sit in a shared cache.
    expect((await page.request.get('/credit-cards')).headers()['cache-control']).toBe('private, no-store');
    const oldSession = await context.cookies();
    expect(oldSession.find((cookie) => cookie.name === 'authToken')?.httpOnly).toBe(true);

    // Reset the password from another browser.
    const other = await browser.newContext({ baseURL: server.baseUrl });
    const resetPage = await other.newPage();
    await resetPage.goto('/forgot-password');
    await main(resetPage).getByLabel('Email address').fill(EMAIL);
    await main(resetPage).getByRole('button', { name: 'Send Reset Link' }).click();
    const resetMail = await mail.waitFor(EMAIL, /\/reset-password\//);
    await resetPage.goto(linkIn(resetMail.text, '/reset-password'));
    await resetPage.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await resetPage.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await resetPage.getByRole('button', { name: 'Reset Password' }).click();
    await resetPage.getByText('Success! Your password has been changed. You can now login.').waitFor();
    await other.close();

    // The first browser's session ended with the reset: a member page sends it to the login form.
    await page.goto('/dashboard');
    await page.waitForURL(/\/login\?redirect=%2Fdashboard/);
    const status = await page.evaluate(() => fetch('/api/v2/user/auth-status').then((response) => response.json()));
    expect(status).toMatchObject({ isAuthenticated: false, session: null });
    expect(errors).toEqual([]);
    await context.close();
  });
});
