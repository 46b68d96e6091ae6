import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, goHydrated, launchBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';
import { captchaCode, registerMember, signInContext, type TestMember } from './support/member';
import { type StaffServer, staffBrowserPage, staffMemberWithRole, startServerWithStaff } from './support/staff';

/**
 * The admin site in the browser, on a server of this file's own (staff are made in its database):
 * staff work through the comment and card review queues with the buttons; a member who is not staff
 * gets the 403 page, a visitor who is not signed in is sent to sign in.
 */

const POST = 'american-express-cobalt-card-review';
const CARD = 'american-express-cobalt-card';
/** A card near the top of the default ranking, whose fee an admin raises. */
const RANKED_CARD = 'national-bank-world-elite-mastercard';

let browser: Browser;
let site: StaffServer;
let member: TestMember;
let postId = '';
const origin = () => site.server.baseUrl;

let visitor = 0;
/** Each comment from an address of its own (the server trusts X-Forwarded-For here), past the per-address limit. */
const nextAddress = () => `198.51.100.${++visitor}`;

/** A reader's comment through the API, as the post page's form sends it; answers its id. */
async function comment(name: string, text: string, parentId?: string): Promise<string> {
  const response = await fetch(`${origin()}/api/v2/wordpress/wordpress-comment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({
      post_id: postId,
      ...(parentId ? { parent_id: parentId } : {}),
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.ca`,
      comment: text,
      captchaCode: await captchaCode(origin()),
    }),
  });
  if (response.status !== 201) throw new Error(`comment answered ${response.status}: ${await response.text()}`);
  const receipt = (await response.json()) as { status: string; comment: { id: string } };
  expect(receipt.status).toBe('pending');
  return receipt.comment.id;
}

/** The member's review of a card through the API, as the card page sends it: it waits for a moderator. */
async function review(writer: TestMember): Promise<void> {
  const response = await fetch(`${origin()}/api/v2/card/${CARD}/reviews/mine`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: `authToken=${writer.authToken}; csrfToken=${writer.csrfToken}`,
      'x-csrf-token': writer.csrfToken,
    },
    body: JSON.stringify({
      rating: 4,
      title: 'Groceries <em>add up</em>',
      body: 'Five points a dollar on groceries adds up.\nThe fee is monthly, which I like.',
      holdsCard: true,
      heldSince: '2024-03',
    }),
  });
  if (!response.ok) throw new Error(`review answered ${response.status}: ${await response.text()}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startServerWithStaff();
  member = await registerMember(origin(), { name: 'Pat Gagnon' });
  const post = (await (await fetch(`${origin()}/api/v2/blog/posts/${POST}`)).json()) as { id: string };
  postId = post.id;
  await comment('Sam Leblanc', 'Does the grocery rate <b>apply</b> at Costco?\nAsking for a friend.');
  await comment('Robin Ouellet', 'The monthly fee is easier to swallow than a yearly one.');
  await comment('Alex Roy', 'Is there a lounge benefit with this card?');
  await review(member);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A page in the staff member's browser (their session's cookies), on this file's server. */
const staffPage = (width = 1280, height = 900) => staffBrowserPage(browser, site, { width, height });

/** Whether an approved comment shows on its post's public page (a page kept for everyone, so read again). */
async function shownOnPost(page: Page, text: string): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.goto(`/blog/${POST}`);
    if ((await page.getByText(text).count()) > 0) return true;
    await page.waitForTimeout(500);
  }
  return false;
}

describe('the admin site', () => {
  it('sends a visitor who is not signed in to sign in, with the way back', async () => {
    const { context, page } = await openPage(browser, { baseUrl: origin() });
    await goHydrated(page, '/admin/comments?status=spam');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/comments?status=spam');
    const response = await fetch(`${origin()}/admin`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    await context.close();
  });

  it('answers 403 to a member who is not staff, with the API’s reason', async () => {
    const { context, page, errors } = await openPage(browser, { baseUrl: origin() });
    await signInContext(context, origin(), member);
    const response = await goHydrated(page, '/admin');
    expect(response?.status()).toBe(403);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { name: 'Staff only' }).waitFor();
    expect(await page.getByText('This is for the site’s staff only.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Two-factor sign-in in your account' }).count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // No sections are offered, and the public site's header and footer are not drawn.
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-403-1280');
    // 403 is the page's answer, as intended; nothing else may fail.
    expect(errors.filter((error) => !error.includes('403'))).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)(
    'is axe-clean and fits $width px: overview, comments, card reviews, cards, a card’s editor, posts and the post editor',
    async (viewport) => {
      const { context, page, errors } = await staffPage(viewport.width, viewport.height);
      for (const [path, name] of [
        ['/admin', 'overview'],
        ['/admin/comments', 'comments'],
        ['/admin/card-reviews', 'card-reviews'],
        ['/admin/cards', 'cards'],
        [`/admin/cards/${RANKED_CARD}`, 'card-editor'],
        ['/admin/posts', 'posts'],
        ['/admin/posts/new', 'post-editor'],
      ] as const) {
        const response = await goHydrated(page, path);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `admin-${name}-${viewport.width}`);
      }
      const menu = page.getByRole('button', { name: 'Menu' });
      if (viewport.width < 1024) {
        // On a phone the sections are behind the top bar's menu button.
        expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
        await menu.click();
        expect(await menu.getAttribute('aria-expanded')).toBe('true');
        await page.getByRole('navigation', { name: 'Admin' }).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        await screenshot(page, `admin-menu-${viewport.width}`);
        await page.keyboard.press('Escape');
        expect(await menu.getAttribute('aria-expanded')).toBe('false');
      } else {
        expect(await menu.isVisible()).toBe(false);
        expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(true);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('lists the pending entries and approves a comment with its button; it then shows on its post', async () => {
    const { context, page, errors } = await staffPage();
    await goHydrated(page, '/admin');
    const comments = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Comments' }) });
    expect(await comments.getByText('3', { exact: true }).count()).toBe(1);
    const reviews = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Card reviews' }) });
    expect(await reviews.getByText('1', { exact: true }).count()).toBe(1);

    // Keyboard: the skip link comes first, then the sections.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');

    await page.getByRole('link', { name: 'Open the comments queue' }).click();
    await page.waitForURL('**/admin/comments');
    const sam = page.getByRole('article', { name: 'the comment by Sam Leblanc' });
    // The queue is drawn once the page's data has arrived.
    await sam.waitFor();
    // What readers typed is text: the tag shows as typed, and no element is made of it.
    expect(await sam.getByText('<b>apply</b>', { exact: false }).count()).toBe(1);
    expect(await sam.locator('b').count()).toBe(0);
    expect(await sam.getByText('sam.leblanc@example.ca').count()).toBe(1);
    expect(await sam.getByRole('link', { name: /Cobalt/ }).getAttribute('href')).toBe(`/blog/${POST}`);

    await sam.getByRole('button', { name: 'Approve the comment by Sam Leblanc' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved 1 comment.' }).waitFor();
    await sam.waitFor({ state: 'detached' });
    await screenshot(page, 'admin-comments-approved-one-1280');
    expect(await page.getByRole('heading', { name: 'Pending: 2 comments' }).count()).toBe(1);
    expect(errors).toEqual([]);

    const reader = await openPage(browser, { baseUrl: origin() });
    expect(await shownOnPost(reader.page, 'Asking for a friend.')).toBe(true);
    await reader.context.close();
    await context.close();
  }, 60_000);

  it('approves two checked comments at once, and marks all on the page as spam', async () => {
    const samId = await (async () => {
      const response = await fetch(`${origin()}/api/v2/blog/comments?post=${postId}`);
      const list = (await response.json()) as { comments: { id: string; authorName: string }[] };
      return list.comments.find((each) => each.authorName === 'Sam Leblanc')?.id ?? '';
    })();
    await comment('Jordan Bouchard', 'It does at Costco gas bars only, in my experience.', samId);
    const { context, page, errors } = await staffPage(390, 844);
    await goHydrated(page, '/admin/comments');
    // A reply shows the start of the comment it answers.
    const reply = page.getByRole('article', { name: 'the comment by Jordan Bouchard' });
    await reply.waitFor();
    expect(await reply.getByText('In reply to:').count()).toBe(1);
    expect(await reply.getByText('Does the grocery rate', { exact: false }).count()).toBe(1);

    await page.getByRole('checkbox', { name: 'Select the comment by Robin Ouellet' }).check();
    await page.getByRole('checkbox', { name: 'Select the comment by Alex Roy' }).check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved 2 comments.' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await screenshot(page, 'admin-comments-approved-two-390');

    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    expect(await page.getByRole('checkbox', { name: 'Select the comment by Jordan Bouchard' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Spam selected' }).click();
    await page.getByRole('status').filter({ hasText: 'Marked 1 comment as spam.' }).waitFor();
    await page.getByText('No pending comments.').waitFor();

    // The other states are a link away, with the verdicts that apply to them.
    await page.getByRole('link', { name: 'Approved', exact: true }).click();
    await page.waitForURL('**/admin/comments?status=approved');
    await page.getByRole('heading', { name: 'Approved: 3 comments' }).waitFor();
    expect(await page.getByRole('button', { name: /^Approve the comment/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Reject the comment/ }).count()).toBe(3);
    await page.getByRole('link', { name: 'Spam', exact: true }).click();
    await page.getByRole('article', { name: 'the comment by Jordan Bouchard' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('approves a card review with its button', async () => {
    const { context, page, errors } = await staffPage();
    await goHydrated(page, '/admin/card-reviews');
    const entry = page.getByRole('article', { name: /^the review of .+ by Pat Gagnon$/ });
    expect(await entry.getByText('4 of 5 stars').count()).toBe(1);
    expect(await entry.getByText('Groceries <em>add up</em>').count()).toBe(1);
    expect(await entry.locator('em').count()).toBe(0);
    expect(await entry.getByText(member.email).count()).toBe(1);
    expect(await entry.getByText('Holds the card since March 2024.').count()).toBe(1);
    await entry.getByRole('button', { name: /^Approve the review/ }).click();
    await page.getByRole('status').filter({ hasText: 'Approved 1 review.' }).waitFor();
    await page.getByText('No pending reviews.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('lets an admin change a card’s annual fee with its source; the ranking on /credit-cards follows', async () => {
    const { context, page, errors } = await staffPage();
    const names = () => page.locator('section[aria-labelledby="results-heading"] ol > li h3').allTextContents();
    await goHydrated(page, '/credit-cards');
    const before = await names();
    // The ranking shows the card's short name; the admin list its full name.
    const shortName = 'National Bank World Elite';
    const name = 'National Bank World Elite Mastercard';
    expect(before.indexOf(shortName)).toBeGreaterThanOrEqual(0);

    await goHydrated(page, '/admin/cards?search=national+bank');
    await page.getByRole('link', { name }).click();
    await page.waitForURL(`**/admin/cards/${RANKED_CARD}`);
    await page.locator('#card-fees-annual').fill('1500');
    await page.getByRole('button', { name: 'Save the card' }).click();
    // A changed figure needs its source.
    await page.getByRole('alert').getByText('Say where the changed figures come from.').waitFor();
    await page
      .getByLabel('Source address (https)')
      .fill('https://www.nbc.ca/personal/mastercard-credit-cards/world-elite.html');
    await page.getByLabel('True as of', { exact: true }).fill('2026-11-20');
    await page.getByRole('button', { name: 'Save the card' }).click();
    await page.getByRole('status').getByText('Saved as revision 2.', { exact: false }).waitFor();
    // The page is read again: the new revision heads the history, with the change and its source.
    const newest = page.locator('section[aria-labelledby="card-history"] li').first();
    await newest.getByRole('heading', { name: 'Revision 2: Edited (current)' }).waitFor();
    expect(await newest.textContent()).toMatch(/fees\.annual: 150\s*→\s*1500/);
    expect(await newest.textContent()).toContain('true as of 2026-11-20');
    expect(await page.locator('#card-fees-annual').inputValue()).toBe('1500');

    await goHydrated(page, '/credit-cards');
    const after = await names();
    expect(after.indexOf(shortName) === -1 || after.indexOf(shortName) > before.indexOf(shortName)).toBe(true);
    // The refused save (no source) is the only failed request.
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    await context.close();
  }, 60_000);
});

/** A 64 × 40 PNG, as a featured image chosen on the editor's computer. */
const IMAGE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVRYhe2SAQkAURSDVsRKl984F2M8/mABVBY+Ty91AiZgvSK7kHeXOgETsF6RXci7S52ACVivyC7k3aVOwASsV2QX8u5SJ2AC1iuyC3l3qRMwAesV2YW8u9QJmID1iuxC3l3qBEzAekVevtAPTgaetWydozEAAAAASUVORK5CYII=',
  'base64',
);

describe('the post editor', () => {
  it('lets an editor write a post with a live preview and an uploaded image, publish it, and find it on /blog', async () => {
    const editor = await staffMemberWithRole(site, 'editor', 'Jordan Writer');
    const { context, page, errors } = await openPage(browser, { width: 1280, height: 900, baseUrl: origin() });
    await signInContext(context, origin(), editor);
    await goHydrated(page, '/admin');
    // An editor's menu has the content sections, not the members' or the money's.
    const menu = page.getByRole('navigation', { name: 'Admin' });
    expect(await menu.getByRole('link', { name: 'Posts' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Members' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Payouts' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Posts' }).click();
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByRole('heading', { name: 'New post', level: 1 }).waitFor();

    const title = `Five grocery cards compared ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    // The address follows the title until it is edited.
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe(
      title.toLowerCase().replaceAll(' ', '-'),
    );
    await page.getByLabel('Standfirst').fill('Which card earns most at the grocery store this year, with the figures.');
    await page
      .getByLabel('Body', { exact: true })
      .fill(
        'Groceries are the biggest line in many budgets.\n\n## What the Cobalt earns\n\nIts fee is {{card:american-express-cobalt-card.annualFee}} a year.\n\n{{card:american-express-cobalt-card}}',
      );
    // The preview follows: the heading, the figure filled in from the catalogue, the card's own box.
    const preview = page.getByTestId('live-preview');
    await preview.getByRole('heading', { name: 'What the Cobalt earns' }).waitFor();
    expect(await preview.textContent()).toMatch(/Its fee is \$\d+/);
    await preview.getByRole('heading', { name: /Cobalt/, level: 3 }).waitFor();

    await page
      .getByLabel('Upload the image')
      .setInputFiles({ name: 'groceries.png', mimeType: 'image/png', buffer: IMAGE_PNG });
    await page.getByText('Uploaded: 64 × 40 px').waitFor();
    const imageUrl = await page.getByLabel('Image address').inputValue();
    expect(imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    await page.getByLabel('What the image shows').fill('A shopping cart of groceries');
    await page.getByLabel('Credit cards 101').check();
    await page.getByLabel('Author', { exact: true }).selectOption({ label: 'Editorial Team' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'admin-post-editor-filled-1280');

    await page.getByRole('button', { name: 'Save and publish now' }).click();
    await page.getByText('Saved and published: it is on the blog now.').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/posts\/[0-9a-f-]{36}$/);
    const slug = title.toLowerCase().replaceAll(' ', '-');
    await page.getByRole('link', { name: 'See it on the blog' }).waitFor();

    // On the blog's list (a page kept for everyone for a moment: read again until it shows).
    let listed = false;
    for (let attempt = 0; attempt < 20 && !listed; attempt++) {
      await page.goto('/blog');
      listed = (await page.getByRole('link', { name: title }).count()) > 0;
      if (!listed) await page.waitForTimeout(500);
    }
    expect(listed).toBe(true);
    const article = await fetch(`${origin()}/blog/${slug}`);
    expect(article.status).toBe(200);
    const html = await article.text();
    expect(html).toContain(imageUrl);
    const image = await fetch(`${origin()}${imageUrl}`);
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
