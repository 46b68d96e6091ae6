import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type CaughtMail, startMailCatcher } from './support/mail-catcher';
import { startOwnServer } from './support/server';

/**
 * Double opt-in end to end, with real email through a local SMTP server: subscribe from the footer →
 * read the email → follow the link → confirmed → the email's unsubscribe link works without login,
 * by the page's button and by the RFC 8058 one-click POST; a forged link changes nothing.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let server: Awaited<ReturnType<typeof startOwnServer>>;
let browser: Browser;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startOwnServer({
    env: { SMTP_URL: mail.url, MAIL_FROM: 'CardGenius <hello@cardgenius.test>', TRUST_PROXY: 'true' },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});

let visitor = 0;
/** Each API-made subscriber comes from its own address, so the per-IP limit stays with the browser. */
const api = (path: string, init: { method?: string; body?: unknown } = {}) => {
  visitor++;
  return fetch(`${server.baseUrl}/api/v2${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${visitor % 250}` },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
};

/** A path of this site found in the email's text (the server's SITE_URL is its own base URL). */
function sitePath(message: CaughtMail, pattern: RegExp): string {
  const match = message.text.match(pattern);
  if (!match) throw new Error(`no ${pattern} link in the email`);
  return match[0].slice(server.baseUrl.length);
}
const CONFIRM_LINK = /https?:\/\/\S+\/confirm-email-subscription\/[A-Za-z0-9_-]+/;
const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_.-]+/;

const subscriberStat = async () =>
  ((await (await api('/global')).json()) as { stats: { newsletterSubscribers: number } }).stats.newsletterSubscribers;

const linkStatus = async (token: string) =>
  (await (await api('/subscription/unsubscribe-link', { body: { token } })).json()) as {
    email?: string;
    subscribed?: boolean;
  };

const tokenOf = (path: string) => new URL(path, server.baseUrl).searchParams.get('token') ?? '';

/** Subscribes and confirms over the API; answers the confirmation email. */
async function confirmedByApi(email: string): Promise<CaughtMail> {
  expect((await api('/subscription/subscribe', { body: { name: 'Robin', email } })).status).toBe(200);
  const confirmation = await mail.waitFor(email, /confirm-email-subscription/);
  const code = sitePath(confirmation, CONFIRM_LINK).split('/').at(-1);
  expect((await api(`/subscription/confirm-email-subscription/${code}`, { method: 'POST' })).status).toBe(200);
  return confirmation;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

describe('the newsletter’s double opt-in, by email', () => {
  it('subscribes from the footer, confirms from the email and unsubscribes from it without login', {
    timeout: 90_000,
  }, async () => {
    const email = 'footer.reader@example.ca';
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.setDefaultTimeout(15_000);
    const before = await subscriberStat();

    // The footer form, as on every page.
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('region', { name: 'The Genius Is You.' });
    await footer.getByLabel('Name').fill('Robin Footer');
    await footer.getByLabel('Email').fill(email);
    await footer.getByRole('button', { name: "I'm In!" }).click();
    await page.waitForURL(/\/thank-you\?newsletter=pending$/);
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    // The confirmation email: text and HTML, and the one-click unsubscribe headers (RFC 8058).
    const confirmation = await mail.waitFor(email, /confirm-email-subscription/);
    expect(confirmation.subject).toBe('Confirm your subscription to the CardGenius newsletter');
    expect(confirmation.html).toContain('/confirm-email-subscription/');
    const unsubscribePath = sitePath(confirmation, UNSUBSCRIBE_LINK);
    expect(confirmation.headers['list-unsubscribe']?.trim()).toBe(`<${server.baseUrl}${unsubscribePath}>`);
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // A mail scanner fetching the link (no scripts) confirms nothing.
    const confirmPath = sitePath(confirmation, CONFIRM_LINK);
    expect((await fetch(`${server.baseUrl}${confirmPath}`)).status).toBe(200);
    expect(await subscriberStat()).toBe(before);

    // The reader's browser confirms, and lands on the page the API names.
    await page.goto(confirmPath);
    await page.waitForURL(/\/thank-you\?subscribed=1$/);
    await page.getByRole('heading', { name: 'You’re subscribed!' }).waitFor();
    expect(await subscriberStat()).toBe(before + 1);
    expect((await linkStatus(tokenOf(unsubscribePath))).subscribed).toBe(true);

    // The same email's unsubscribe link, in a browser that has never signed in.
    const fresh = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 390, height: 844 } });
    const other = await fresh.newPage();
    await other.goto(unsubscribePath);
    await hydrated(other);
    await other.getByText(email).waitFor();
    // Opening the page changed nothing.
    expect((await linkStatus(tokenOf(unsubscribePath))).subscribed).toBe(true);
    await screenshot(other, 'newsletter-unsubscribe-from-email-390');
    await other.getByRole('button', { name: 'Unsubscribe' }).click();
    await other.waitForURL(/\/unsubscribed$/);
    await other.getByRole('heading', { name: 'You’re unsubscribed' }).waitFor();
    expect(await linkStatus(tokenOf(unsubscribePath))).toEqual({ email, subscribed: false });
    expect(await subscriberStat()).toBe(before);

    expect(errors).toEqual([]);
    await fresh.close();
    await context.close();
  });

  it('unsubscribes by the RFC 8058 one-click POST to the List-Unsubscribe link, without a page', async () => {
    const email = 'one.click@example.ca';
    const confirmation = await confirmedByApi(email);
    const link = confirmation.headers['list-unsubscribe']?.trim().replace(/^<|>$/g, '') ?? '';
    expect(link).toMatch(/\/unsubscribe\?token=/);
    // As a mail provider sends it: no cookie, no Origin, a form body.
    const response = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await linkStatus(new URL(link).searchParams.get('token') ?? '')).toEqual({ email, subscribed: false });
  });

  it('refuses a forged or foreign link, by page and by one-click POST, and changes nothing', async () => {
    const victim = 'victim@example.ca';
    const attacker = 'attacker@example.ca';
    const victimMail = await confirmedByApi(victim);
    const attackerMail = await confirmedByApi(attacker);
    const victimToken = tokenOf(sitePath(victimMail, UNSUBSCRIBE_LINK));
    const attackerToken = tokenOf(sitePath(attackerMail, UNSUBSCRIBE_LINK));
    const [victimAddress] = victimToken.split('.');
    const [, attackerMac] = attackerToken.split('.');
    const forged = [`${victimAddress}.${attackerMac}`, `${victimToken.slice(0, -2)}xx`];

    for (const token of forged) {
      const page = await fetch(`${server.baseUrl}/unsubscribe?token=${token}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('This unsubscribe link doesn’t work');
      const post = await fetch(`${server.baseUrl}/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
        redirect: 'manual',
      });
      expect(post.status).toBe(400);
    }
    expect((await linkStatus(victimToken)).subscribed).toBe(true);
    expect((await linkStatus(attackerToken)).subscribed).toBe(true);

    // The attacker's own link unsubscribes only the attacker.
    const own = await fetch(`${server.baseUrl}/unsubscribe?token=${attackerToken}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(own.status).toBe(200);
    expect((await linkStatus(attackerToken)).subscribed).toBe(false);
    expect((await linkStatus(victimToken)).subscribed).toBe(true);
  });

  it('emails an unsubscribe link on request, and only to an address that gets the newsletter', async () => {
    const email = 'lost.the.email@example.ca';
    await confirmedByApi(email);
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/unsubscribe-email');
    await hydrated(page);
    await page.locator('#main').getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me an unsubscribe link' }).click();
    await page.getByText(/we have emailed it a link to unsubscribe/).waitFor();
    const request = await mail.waitFor(email, /stop sending/);
    const path = sitePath(request, UNSUBSCRIBE_LINK);
    await page.goto(path);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.waitForURL(/\/unsubscribed$/);
    expect((await linkStatus(tokenOf(path))).subscribed).toBe(false);
    await context.close();

    // A stranger's address gets the same answer and no email.
    const answer = await api('/subscription/unsubscribe-email', { body: { email: 'nobody.here@example.ca' } });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.mails.some((message) => message.to.includes('nobody.here@example.ca'))).toBe(false);
  });
});
