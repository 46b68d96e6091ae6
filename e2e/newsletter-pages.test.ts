import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityViolations,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  scriptsHoldZod,
  VIEWPORTS,
} from './support/browser';
import { memberApi, registerMember, signInContext, type TestMember } from './support/member';

/**
 * Every newsletter page at 390 and 1280 px with axe, on the shared server (mail goes to its outbox):
 * the newsletter page's form, a failed confirmation with its sign-up form, and a member's one-click
 * unsubscribe from the account.
 */
let browser: Browser;
let member: TestMember;
/** A valid unsubscribe token, for a subscribed address. */
let token = '';

let visitor = 0;
async function subscribeByApi(email: string): Promise<void> {
  visitor++;
  const response = await fetch(`${baseUrl()}/api/v2/subscription/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${visitor % 250}` },
    body: JSON.stringify({ name: 'Casey', email, source: 'Exit Intent Modal' }),
  });
  expect(response.status).toBe(200);
}

/** The unsubscribe token in the newest email to the address (the outbox, outside production). */
async function outboxToken(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/api/v2/dev/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { text: string }[] };
    const found = messages
      .map((message) => /\/unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(message.text)?.[1])
      .find(Boolean);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseUrl(), { name: 'Jamie Member' });
  const email = `pages-${randomUUID().slice(0, 8)}@example.ca`;
  await subscribeByApi(email);
  token = await outboxToken(email);
});
afterAll(() => browser?.close());

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();
/** A made-up confirmation code of the right shape: the API refuses it with its message. */
const UNKNOWN_CODE = 'A'.repeat(43);

/** Each page, the heading it must show, and the answer it is served with (forged links are 400s). */
const PAGES = [
  { name: 'newsletter', path: () => '/newsletter', h1: 'The CardGenius newsletter', status: 200 },
  { name: 'thank-you-pending', path: () => '/thank-you?newsletter=pending', h1: 'Check your inbox', status: 200 },
  { name: 'thank-you-subscribed', path: () => '/thank-you?subscribed=1', h1: 'You’re subscribed!', status: 200 },
  { name: 'thank-you', path: () => '/thank-you', h1: 'Thank you', status: 200 },
  {
    name: 'confirm-subscription-failed',
    path: () => `/confirm-email-subscription/${UNKNOWN_CODE}`,
    h1: 'We couldn’t confirm your subscription',
    status: 200,
  },
  { name: 'unsubscribe', path: () => `/unsubscribe?token=${token}`, h1: 'Unsubscribe', status: 200 },
  {
    name: 'unsubscribe-forged',
    path: () => `/unsubscribe?token=${token.slice(0, -3)}abc`,
    h1: 'This unsubscribe link doesn’t work',
    status: 400,
  },
  { name: 'unsubscribe-email', path: () => '/unsubscribe-email', h1: 'Unsubscribe from our emails', status: 200 },
  {
    name: 'user-unsubscribe-email-anonymous',
    path: () => '/user/unsubscribe-email',
    h1: 'Unsubscribe your account’s email',
    status: 200,
  },
  { name: 'unsubscribed', path: () => '/unsubscribed', h1: 'You’re unsubscribed', status: 200 },
] as const;

describe.each(PAGES)('page $name', (entry) => {
  it.each(VIEWPORTS)('renders, passes axe and fits $width px', async (viewport) => {
    const { context, page, errors } = await openPage(browser, viewport);
    const response = await page.goto(entry.path());
    expect(response?.status()).toBe(entry.status);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: entry.h1 }).waitFor();
    expect(await page.title()).toMatch(/^\S.* \| CardGenius$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `newsletter-page-${entry.name}-${viewport.width}`);
    // The refused code and the forged link are 400s by design; nothing else may log an error.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('the newsletter page', () => {
  it('explains the newsletter in the server HTML and subscribes from its form', async () => {
    const { context, page, errors } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/newsletter');
    expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(4);
    expect(((await page.locator('article').textContent()) ?? '').length).toBeGreaterThan(1500);
    await context.close();

    const live = await openPage(browser, { width: 390, height: 844 });
    await live.page.goto('/newsletter');
    await hydrated(live.page);
    const form = live.page.getByRole('region', { name: 'Get the next issue' });
    // The form loads the API's contract when the visitor reaches it, not with the page.
    expect(await scriptsHoldZod(live.page)).toBe(false);
    await form.getByLabel('Name').fill('Morgan');
    await form.getByLabel('Email').fill(`page-${randomUUID().slice(0, 8)}@example.ca`);
    await form.getByRole('button', { name: 'Sign me up' }).click();
    await live.page.waitForURL(/\/thank-you\?newsletter=pending$/);
    await live.page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect([...errors, ...live.errors]).toEqual([]);
    await live.context.close();
  });

  it('shows the server’s message under a failed confirmation and signs up again from its form', async () => {
    const { context, page, errors } = await openPage(browser);
    // A malformed code reads like any other link that does not work, never "Some params are not valid."
    await page.goto('/confirm-email-subscription/abc');
    await hydrated(page);
    await page
      .getByRole('alert')
      .getByText('This confirmation link is not valid: it may have expired or been used already.')
      .waitFor();
    expect((await page.getByRole('alert').allTextContents()).join(' ')).not.toContain('params');
    await page.goto(`/confirm-email-subscription/${UNKNOWN_CODE}`);
    await hydrated(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Please signup to our newsletter using the form below.' });
    await alert.getByText('This confirmation link is not valid: it may have expired or been used already.').waitFor();
    await page.locator('#main').getByLabel('Name').fill('Taylor');
    await page
      .locator('#main')
      .getByLabel('Email')
      .fill(`again-${randomUUID().slice(0, 8)}@example.ca`);
    await page.locator('#main').getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/thank-you\?newsletter=pending$/);
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('a member’s one-click unsubscribe', () => {
  it('unsubscribes the signed-in member’s own address and turns their opt-in off', async () => {
    const { context, page, errors } = await openPage(browser);
    await signInContext(context, baseUrl(), member);
    // The footer form works for a signed-in member too (its call carries the CSRF token).
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('region', { name: 'The Genius Is You.' });
    await footer.getByLabel('Name').fill(member.name);
    await footer.getByLabel('Email').fill(member.email);
    await footer.getByRole('button', { name: "I'm In!" }).click();
    await page.waitForURL(/\/thank-you\?newsletter=pending$/);

    await memberApi(baseUrl(), member, 'POST', '/profile/optin', {});
    await page.goto('/user/unsubscribe-email');
    await hydrated(page);
    await page.getByText(member.email).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'newsletter-page-user-unsubscribe-email-member-1280');
    await page.locator('#main').getByRole('button', { name: 'Unsubscribe' }).click();
    await page.waitForURL(/\/unsubscribed$/);
    const profile = await memberApi<{ marketingOptIn: boolean }>(baseUrl(), member, 'GET', '/user/profile');
    expect(profile.marketingOptIn).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
