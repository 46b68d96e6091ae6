import { generateSync } from 'otplib';
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

const MEMBER_PAGES = ['/dashboard', '/account', '/ticket', '/user/confirm-delete', '/agree'] as const;
/** Two catalogue cards to save. */
const CARDS = ['tangerine-money-back-credit-card', 'american-express-cobalt-card'] as const;

let browser: Browser;
/** One member for the whole file (registrations are rate limited per IP address); deleted by the last test. */
let member: TestMember;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseUrl(), { name: 'Alex Tremblay' });
});
afterAll(() => browser?.close());

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

/** A page in a context signed in as the member. */
async function memberPage(options: { width?: number; height?: number } = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  await signInContext(watched.context, baseUrl(), member);
  return watched;
}

async function go(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** `/user/confirm-delete` → `user-confirm-delete`. */
const screenshotName = (path: string) => path.slice(1).replace(/[^a-z0-9]+/gi, '-');

describe('member pages for a visitor who is not signed in', () => {
  it.each(MEMBER_PAGES)('%s redirects to login with the way back', async (path) => {
    const response = await fetch(`${baseUrl()}${path}?from=test`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(`${path}?from=test`)}`);
  });

  it('sends a browser from /dashboard to /login?redirect=%2Fdashboard', async () => {
    const { context, page, errors } = await openPage(browser);
    await go(page, '/dashboard');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?redirect=%2Fdashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the outbox outside production, filtered by recipient, with clickable links', async () => {
    const { context, page, errors } = await openPage(browser);
    await go(page, `/dev/outbox?to=${encodeURIComponent(member.email)}`);
    const rows = page.locator('tbody');
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
    expect(await rows.first().textContent()).toContain(member.email);
    await rows.first().getByText('Show the message').click();
    const link = rows.first().locator('details a[href*="/confirm-email/"]');
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/confirm-email\/[\w-]+$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a signed-in member', () => {
  it('gets member pages as private, uncached and not indexed', async () => {
    const { context, page } = await memberPage();
    for (const path of ['/dashboard', '/account', '/ticket', '/user/confirm-delete']) {
      const response = await context.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
    }
    await go(page, '/dashboard');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await context.close();
  });

  it('is sent on from /agree once the terms are agreed', async () => {
    const response = await fetch(`${baseUrl()}/agree?redirect=%2Faccount`, {
      redirect: 'manual',
      headers: { cookie: `authToken=${member.authToken}; csrfToken=${member.csrfToken}` },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
  });

  it('sees the user menu with Dashboard, Your Account and Logout, and no Admin or Sandbox', async () => {
    const { context, page, errors } = await memberPage();
    await go(page, '/dashboard');
    // Focus opens the menu. The user menu is a lazy chunk that may hydrate after the page: focus
    // again until it answers.
    const menuButton = page.getByRole('button', { name: `Account menu for ${member.name}` });
    await expect
      .poll(async () => {
        await menuButton.evaluate((button) => (button as HTMLButtonElement).blur());
        await menuButton.focus();
        return menuButton.getAttribute('aria-expanded');
      })
      .toBe('true');
    for (const [name, href] of [
      ['Dashboard', '/dashboard'],
      ['Your Account', '/account'],
      ['Logout', '/logout'],
    ]) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sandbox' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sees the dashboard: saved cards to compare and remove, empty GeniusCash, the next payout Tuesday', async () => {
    await memberApi(baseUrl(), member, 'POST', '/user/add-cards', { cards: [...CARDS] });
    const { savedCards } = await memberApi<{ savedCards: { slug: string; name: string }[] }>(
      baseUrl(),
      member,
      'GET',
      '/user/dashboard',
    );
    expect(savedCards.map((card) => card.slug).sort()).toEqual([...CARDS].sort());
    const { context, page, errors } = await memberPage();
    await go(page, '/dashboard');
    expect(await page.locator('h1').textContent()).toContain(`Hi ${member.name}`);

    const saved = page.locator('#saved-cards');
    for (const card of savedCards) expect(await saved.getByRole('link', { name: card.name }).count()).toBe(1);
    const compare = saved.getByRole('link', { name: 'Compare 2 cards' });
    expect(await compare.getAttribute('href')).toBe(
      `/credit-cards?compare=${savedCards.map((card) => card.slug).join(',')}`,
    );

    const [removed, kept] = savedCards as [{ slug: string; name: string }, { slug: string; name: string }];
    await saved.getByRole('button', { name: `Remove ${removed.name}` }).click();
    await saved.getByRole('link', { name: removed.name }).waitFor({ state: 'detached' });
    expect(await saved.getByRole('link', { name: kept.name }).count()).toBe(1);
    expect(await saved.getByText('Save another card to compare them.').count()).toBe(1);
    const after = await memberApi<{ savedCards: { slug: string }[] }>(baseUrl(), member, 'GET', '/user/dashboard');
    expect(after.savedCards.map((card) => card.slug)).toEqual([kept.slug]);

    const cash = page.locator('#geniuscash');
    expect(await cash.getByText('No GeniusCash yet.').count()).toBe(1);
    expect(await cash.getByRole('link', { name: 'See GeniusCash offers' }).getAttribute('href')).toBe('/offers');
    const payout = page.locator('#next-payout');
    expect(await payout.locator('time').textContent()).toMatch(/^Tuesday, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(await payout.textContent()).toContain('Payouts go out every second Tuesday');
    // A new member has no verified mobile number: the prompt links to that section of the account.
    expect(await page.getByRole('link', { name: 'Verify number' }).getAttribute('href')).toBe('/account#mobile-number');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes their name on /account, and the user menu follows', async () => {
    const { context, page, errors } = await memberPage();
    await go(page, '/account');
    const section = page.locator('#name');
    await section.getByLabel('Your name').fill('Alex T. Roy');
    await section.getByRole('button', { name: 'Save name' }).click();
    await section.getByRole('status').filter({ hasText: 'Your name is saved.' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Alex T. Roy' }).waitFor();
    const profile = await memberApi<{ name: string }>(baseUrl(), member, 'GET', '/user/profile');
    expect(profile.name).toBe('Alex T. Roy');
    member.name = profile.name;
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks to confirm a new email address from its inbox, and shows it as waiting', async () => {
    const { context, page, errors } = await memberPage();
    await go(page, '/account');
    const section = page.locator('#email');
    const newEmail = `new-${member.email}`;
    await section.getByLabel('New email address').fill(newEmail);
    await section.getByLabel('Current password').fill(member.password);
    await section.getByRole('button', { name: 'Change email' }).click();
    await section.getByRole('status').filter({ hasText: 'We sent a link to the new address' }).waitFor();
    await section.getByText('Waiting for confirmation').waitFor();
    expect(await section.getByText(newEmail).count()).toBeGreaterThanOrEqual(1);
    expect(await section.getByLabel('New email address').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps Change password disabled until the new password meets every rule and matches', async () => {
    const { context, page, errors } = await memberPage();
    await go(page, '/account');
    const section = page.locator('#password');
    const button = section.getByRole('button', { name: 'Change password' });
    await section.getByLabel('Current password').fill(member.password);
    await section.getByLabel('New password', { exact: true }).fill('maple');
    expect(await button.isDisabled()).toBe(true);
    const checklist = section.getByRole('list', { name: 'Password requirements' });
    expect(await checklist.getByText('(met)').count()).toBe(1);
    await section.getByLabel('New password', { exact: true }).fill('Maple-Leaf-2026!');
    expect(await checklist.getByText('(met)').count()).toBe(5);
    await section.getByLabel('Confirm new password').fill('Maple-Leaf-2026?');
    expect(await section.getByText('The two passwords do not match.').count()).toBe(1);
    expect(await button.isDisabled()).toBe(true);
    await section.getByLabel('Confirm new password').fill('Maple-Leaf-2026!');
    expect(await button.isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('chooses PayPal, pre-filled from the account email, with the spec message when the two differ', async () => {
    const { context, page, errors } = await memberPage();
    await go(page, '/account');
    const section = page.locator('#payout');
    await section.getByRole('radio', { name: 'PayPal' }).check();
    const email = section.getByLabel('PayPal email', { exact: true });
    const verify = section.getByLabel('Confirm the PayPal email', { exact: true });
    expect(await email.inputValue()).toBe(member.email);
    await verify.fill('someone.else@example.ca');
    await section.getByRole('button', { name: 'Save payout preference' }).click();
    const message = 'The two PayPal emails do not match. Make sure both emails match';
    await section.getByText(message).waitFor();
    expect(await verify.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await verify.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
    await verify.fill(member.email);
    await section.getByLabel('Your password').fill(member.password);
    await section.getByRole('button', { name: 'Save payout preference' }).click();
    await section.getByRole('status').filter({ hasText: 'by PayPal' }).waitFor();
    const profile = await memberApi<{ paymentMethod: string; paypalEmail: string }>(
      baseUrl(),
      member,
      'GET',
      '/user/profile',
    );
    expect(profile).toMatchObject({ paymentMethod: 'paypal', paypalEmail: member.email });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('looks up a ticket among their own claims and says when there is none', async () => {
    const { context, page, errors } = await memberPage();
    await go(page, '/ticket');
    expect(await page.getByText('You have no GeniusCash tickets yet.').count()).toBe(1);
    await page.getByLabel('Ticket number').fill('ABCD1234');
    await page.getByRole('button', { name: 'Find ticket' }).click();
    await page.getByText('None of your tickets has the number “ABCD1234”.', { exact: false }).waitFor();
    expect(new URL(page.url()).search).toBe('?id=ABCD1234');
    expect(await page.getByRole('link', { name: 'Ask us about a GeniusCash offer' }).getAttribute('href')).toBe(
      '/contact?geniuscash=true',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns two-factor authentication on with a code from the app, then off with the password', {
    timeout: 90_000,
  }, async () => {
    const { context, page, errors } = await memberPage();
    // Each step names itself if it stalls, well inside the test's own limit.
    page.setDefaultTimeout(20_000);
    await go(page, '/account');
    const section = page.locator('#two-factor');
    await section.getByLabel('Your password').fill(member.password);
    await section.getByRole('button', { name: 'Turn on' }).click();
    const qr = section.getByRole('img', { name: /QR code/ });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect([await qr.getAttribute('width'), await qr.getAttribute('height')]).toEqual(['200', '200']);
    // The test acts as the authenticator app, with the key shown for manual entry.
    const key = ((await section.locator('code').textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel('Authenticator code').fill(generateSync({ secret: key }));
    await section.getByRole('button', { name: 'Verify and turn on' }).click();
    // Neither verified nor skipped, the mobile number is asked for before the session counts as signed in (§4).
    await section.getByRole('heading', { name: 'Add your mobile number' }).waitFor();
    await section.getByRole('button', { name: 'Skip' }).click();
    await section.getByRole('status').filter({ hasText: 'Two-factor authentication is on.' }).waitFor();
    const profile = await memberApi<{ twoFactorEnabled: boolean }>(baseUrl(), member, 'GET', '/user/profile');
    expect(profile.twoFactorEnabled).toBe(true);

    // The form for turning it off stands there as soon as the outcome shows, before the page data catches up.
    await section.getByRole('button', { name: 'Turn off' }).waitFor();
    await section.getByLabel('Your password').fill(member.password);
    await section.getByRole('button', { name: 'Turn off' }).click();
    await section.getByRole('button', { name: 'Turn on' }).waitFor();
    // The outcome stays on screen once the section has switched to the form for turning it back on.
    await section.getByRole('status').filter({ hasText: 'Two-factor authentication is off.' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  describe.each([...MEMBER_PAGES.filter((path) => path !== '/agree'), '/dev/outbox'])('page %s', (path) => {
    it.each(VIEWPORTS)('passes axe and fits $width px', async (viewport) => {
      const { context, page, errors } = await memberPage(viewport);
      const response = await go(page, path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `member-${screenshotName(path)}-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it('deletes the account with the password, lands on the home page signed out', async () => {
    const { context, page, errors } = await memberPage();
    await go(page, '/user/confirm-delete');
    await page.getByLabel('Your password').fill(member.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    await page.waitForURL(`${baseUrl()}/`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    const after = await context.request.get('/dashboard', { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers().location).toBe('/login?redirect=%2Fdashboard');
    expect(errors).toEqual([]);
    await context.close();
  });
});
