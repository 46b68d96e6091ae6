import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, openPage, VIEWPORTS, type WatchedPage } from './support/browser';
import { registerMember, signIn, signInContext, type TestMember } from './support/member';
import { type StaffServer, startServerWithStaff } from './support/staff';

/**
 * Members' card reviews in the browser, on a server of this file's own with staff (support/staff.ts):
 * a member writes a review on a card page, it waits unseen by others, staff approve it through the
 * moderation call, and it shows on the card page as the member typed it, as text.
 */

const CARD = 'american-express-cobalt-card';
const CARD_PAGE = `/credit-cards/${CARD}`;
/** A card with more approved reviews than a page shows, written into the database for the test. */
let busyCard = '';
const BUSY_REVIEWS = 12;
/** Markup in what a member types reaches the page as characters, never as elements or script. */
const TITLE = 'Worth it <img src=x onerror=alert(1)>';
const BODY =
  'Five points a dollar on groceries adds up.\n</script><script>alert(1)</script> <a href="javascript:alert(1)">link</a>';

/** Where the screenshots for looking at go, when asked for (REVIEW_SCREENSHOTS=dir). */
const SHOTS = process.env.REVIEW_SCREENSHOTS;

let browser: Browser;
let site: StaffServer | undefined;
let member: TestMember;

const origin = () => site?.server.baseUrl ?? '';

/**
 * Twelve members' approved reviews of one card, a day apart, written straight into the database (test
 * data in this file's own database, for the page's "Show more"); answers the card's slug.
 */
async function manyApprovedReviews(database: PGlite): Promise<string> {
  const { rows } = await database.query<{ slug: string }>(
    "select slug from cards where not hidden and slug <> $1 and status = 'offered' order by slug limit 1",
    [CARD],
  );
  const slug = rows[0]?.slug ?? '';
  for (let n = 0; n < BUSY_REVIEWS; n++) {
    const { rows: made } = await database.query<{ id: string }>(
      `insert into users (email, name, password_hash, referral_code, email_confirmed_at)
       values ($1, $2, 'not a password hash', $3, now()) returning id`,
      [`busy.${n}@example.ca`, `Reader${String.fromCharCode(65 + n)} Lastname`, `busy-${n}-${Date.now()}`],
    );
    await database.query(
      `insert into card_reviews (card_slug, member_id, rating, title, body, holds_card, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, false, 'approved', $6, $6)`,
      [
        slug,
        made[0]?.id,
        (n % 5) + 1,
        `Review number ${n + 1}`,
        `What member ${n + 1} thinks of the card, in a few words.`,
        new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
      ],
    );
  }
  return slug;
}

async function staffCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin()}/api/v2${path}`, {
    method,
    headers: {
      cookie: `authToken=${site?.staff.authToken}; csrfToken=${site?.staff.csrfToken}`,
      ...(method === 'POST' ? { 'content-type': 'application/json', 'x-csrf-token': site?.staff.csrfToken ?? '' } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startServerWithStaff({
    prepare: async (database) => {
      busyCard = await manyApprovedReviews(database);
    },
  });
  member = await registerMember(origin(), { name: 'Alex Tremblay' });
  member = { ...member, ...(await signIn(origin(), member.email)) };
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A page on this file's server that fails the test on any dialog (a script the review would have run). */
async function reviewPage(options: { width?: number; height?: number; signedIn?: boolean } = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, { baseUrl: origin(), width: options.width, height: options.height });
  if (options.signedIn) await signInContext(watched.context, origin(), member);
  watched.page.on('dialog', (dialog) => {
    watched.errors.push(`a dialog opened: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return watched;
}

async function go(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

async function saveShot(page: Page, name: string, section?: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  if (section) await page.locator(section).screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

describe('a member’s review, from the card page to published', () => {
  it('is written on the card page, unseen by others until staff approve it, then shown as typed', async () => {
    const writer = await reviewPage({ signedIn: true });
    const { page } = writer;
    page.setDefaultTimeout(20_000);
    await go(page, CARD_PAGE);
    const section = page.getByRole('region', { name: 'Member reviews' });
    expect(await section.getByText('No member reviews yet').count()).toBe(1);
    const form = section.locator('form');
    await form.waitFor();

    // Stars by keyboard: into the group, then the arrow keys, as for any radio group.
    await form.getByRole('radio', { name: '1 out of 5 stars' }).focus();
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '4 out of 5 stars' }).isChecked()).toBe(true);
    // Sending too little is refused beside the fields, before anything is sent.
    await form.getByRole('button', { name: 'Send your review' }).click();
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await saveShot(page, 'card-form-errors-1280', '#reviews');
    await form.getByLabel('Title').fill(TITLE);
    await form.getByLabel('Your review').fill(BODY);
    await form.getByLabel('I hold this card').check();
    await form.getByLabel('Since when (optional)').fill('2024-03');
    await form.getByRole('button', { name: 'Send your review' }).click();
    await form.getByRole('status').filter({ hasText: 'Thank you: your review' }).waitFor();

    // The member sees their own review waiting, through their own call; the page kept for others does not.
    await go(page, CARD_PAGE);
    await form.getByText('Your review is waiting for a moderator').waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe(TITLE);
    const shared = await (await fetch(`${origin()}${CARD_PAGE}`)).text();
    expect(shared).not.toContain('Worth it');
    expect(shared).toContain('No member reviews yet');
    expect(writer.errors).toEqual([]);
    await writer.context.close();

    const visitor = await reviewPage();
    await go(visitor.page, CARD_PAGE);
    // No rating in the structured data while no review is approved.
    const before = (await jsonLd(visitor.page)).find((entry) => entry['@type'] === 'CreditCard');
    expect(before).toBeDefined();
    expect(Object.keys(before ?? {})).not.toContain('aggregateRating');
    // A visitor is asked to sign in, and comes back here after.
    const signInLink = visitor.page.getByRole('link', { name: /Sign in to review/ });
    expect(await signInLink.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(CARD_PAGE)}`);

    // Staff approve it through the moderation call.
    const queue = await staffCall<{ reviews: Array<{ id: string; title: string; member: { email: string } }> }>(
      'GET',
      '/moderation/card-reviews?status=pending',
    );
    const pending = queue.reviews.find((entry) => entry.member.email === member.email);
    expect(pending?.title).toBe(TITLE);
    await staffCall('POST', `/moderation/card-reviews/${pending?.id}/status`, { status: 'approved' });

    // Published: on the card page for everyone, as text, with the count and average, and in its JSON-LD.
    await go(visitor.page, CARD_PAGE);
    const shown = visitor.page.getByRole('region', { name: 'Member reviews' });
    await shown.getByText('4.0 out of 5 from 1 review').waitFor();
    // The page's header leads to the reviews.
    expect(
      await visitor.page.getByRole('link', { name: 'Members: 4.0 out of 5 from 1 review' }).getAttribute('href'),
    ).toBe('#reviews');
    const article = shown.getByRole('article');
    expect(await article.getByRole('heading').textContent()).toBe(TITLE);
    expect(await article.locator('p.whitespace-pre-line').textContent()).toBe(BODY);
    expect(await article.textContent()).toContain('Alex');
    expect(await article.textContent()).not.toContain('Tremblay');
    expect(await article.textContent()).toContain('Holds this card since March 2024');
    expect(await article.textContent()).toContain('4 out of 5 stars');
    expect(await article.locator('img, script, a[href^="javascript"]').count()).toBe(0);
    const after = await jsonLd(visitor.page);
    expect(after.find((entry) => entry['@type'] === 'CreditCard')?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});

describe('a card with more reviews than a page', () => {
  it('shows the first ten, newest first, and the rest on "Show more"', async () => {
    const { context, page, errors } = await reviewPage();
    await go(page, `/credit-cards/${busyCard}`);
    const section = page.getByRole('region', { name: 'Member reviews' });
    await section.getByText(`out of 5 from ${BUSY_REVIEWS} reviews`).first().waitFor();
    const titles = () => section.getByRole('article').getByRole('heading').allTextContents();
    expect(await titles()).toEqual(Array.from({ length: 10 }, (_, index) => `Review number ${BUSY_REVIEWS - index}`));
    await section.getByRole('button', { name: 'Show more reviews' }).click();
    await section
      .getByRole('status')
      .filter({ hasText: `Showing ${BUSY_REVIEWS} of ${BUSY_REVIEWS} reviews.` })
      .waitFor();
    expect(await titles()).toEqual(
      Array.from({ length: BUSY_REVIEWS }, (_, index) => `Review number ${BUSY_REVIEWS - index}`),
    );
    expect(await section.getByRole('button', { name: 'Show more reviews' }).count()).toBe(0);
    // The button is gone: focus is on the first review it added, not lost.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Review number 2');
    expect(await accessibilityViolations(page)).toEqual([]);
    await saveShot(page, 'card-many-reviews-1280', '#reviews');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the /review page', () => {
  it('finds a card by name, opens the member’s own review of it, and lists the newest reviews', async () => {
    const { context, page, errors } = await reviewPage({ signedIn: true });
    page.setDefaultTimeout(20_000);
    await go(page, '/review');
    expect(await page.title()).toMatch(/^Review your credit card \| /);
    await page.getByLabel('Find your card').fill('cobalt american');
    await page
      .getByRole('status')
      .filter({ hasText: /1 card matches|cards match/ })
      .waitFor();
    const select = page.getByLabel('Card', { exact: true });
    await select.selectOption(CARD);
    const write = page.getByRole('region', { name: /Your review of the/ });
    await write.getByText('Your review is published.').waitFor();
    expect(await write.getByLabel('Title').inputValue()).toBe(TITLE);
    await saveShot(page, 'review-card-chosen-1280');
    const latest = page.getByRole('region', { name: 'Newest member reviews' });
    expect(await latest.getByRole('heading', { level: 3 }).first().textContent()).toBe(TITLE);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['/review', 'review'],
  [CARD_PAGE, 'card'],
])('page %s', (path, name) => {
  it.each(VIEWPORTS)('passes axe and fits $width px, for a visitor and a member', async (viewport) => {
    for (const signedIn of [false, true]) {
      const { context, page, errors } = await reviewPage({ ...viewport, signedIn });
      await go(page, path);
      if (signedIn && path === CARD_PAGE) await page.locator('#reviews form').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const who = signedIn ? 'member' : 'visitor';
      await saveShot(page, `${name}-${who}-${viewport.width}`, path === CARD_PAGE ? '#reviews' : undefined);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
