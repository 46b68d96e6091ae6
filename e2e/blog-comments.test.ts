import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, screenshotOf, VIEWPORTS } from './support/browser';
import { memberApi } from './support/member';
import { type StaffServer, startServerWithStaff } from './support/staff';

// A reader comments on an article, staff approve it through the moderation call, and it shows; a reply
// nests under it. On a server of the file's own, since approving needs staff.
const REVIEW = 'american-express-cobalt-card-review';

let browser: Browser;
let site: StaffServer;
beforeAll(async () => {
  browser = await launchBrowser();
  site = await startServerWithStaff();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function readerPage(
  width = 1280,
): Promise<{ context: BrowserContext; page: import('playwright-core').Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: site.server.baseUrl });
  await context.addCookies([{ name: 'exitIntentShown', value: '1', url: site.server.baseUrl }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The discussion's code loads as the reader nears it: scrolled to, its form's button is enabled once it has. */
async function discussionReady(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor();
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await page.locator('form[aria-label="Leave a comment"] button[type="submit"]:not([disabled])').waitFor();
}

interface Queue {
  comments: { id: string; body: string; status: string }[];
}

/** Approves the pending comment with this text, as a moderator does. */
async function approve(text: string): Promise<string> {
  const queue = await memberApi<Queue>(site.server.baseUrl, site.staff, 'GET', '/moderation/comments');
  const pending = queue.comments.find((comment) => comment.body === text);
  if (!pending) throw new Error(`no pending comment says “${text}”`);
  await memberApi(site.server.baseUrl, site.staff, 'POST', `/moderation/comments/${pending.id}/status`, {
    status: 'approved',
  });
  return pending.id;
}

describe('comments on an article', () => {
  it('are posted by a reader, wait for a moderator, then show; a reply nests under its comment', async () => {
    const { context, page, errors } = await readerPage();
    await page.goto(`/blog/${REVIEW}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await discussionReady(page);
    const form = page.getByRole('form', { name: 'Leave a comment' });
    await form.getByLabel('Name', { exact: true }).fill('Sam Leblanc');
    await form.getByLabel('Email', { exact: true }).fill('sam.leblanc@example.ca');
    const text = 'Does the grocery rate <b>apply</b> at Costco? See https://example.ca/costco.';
    await form.getByLabel('Your comment').fill(text);
    await form.getByRole('button', { name: 'Post comment' }).click();
    await page.getByRole('status').filter({ hasText: 'waiting for a moderator' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { name: 'Sam Leblanc' }).count()).toBe(0);

    const id = await approve(text);
    await page.reload();
    const comment = page.locator(`#comment-${id}`);
    await comment.waitFor();
    // Shown as text: the tag is visible as typed, and only the web address became a link.
    expect(await comment.getByText('<b>apply</b>', { exact: false }).count()).toBe(1);
    expect(await comment.locator('b').count()).toBe(0);
    const link = comment.getByRole('link', { name: 'https://example.ca/costco' });
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    expect(await page.getByRole('heading', { name: 'Comments (1)' }).count()).toBe(1);

    await discussionReady(page);
    await comment.getByRole('button', { name: 'Reply to Sam Leblanc' }).click();
    await page.locator('form[aria-label="Reply to Sam Leblanc"] button[type="submit"]:not([disabled])').waitFor();
    const reply = page.getByRole('form', { name: 'Reply to Sam Leblanc' });
    await reply.getByLabel('Name', { exact: true }).fill('Robin Ouellet');
    await reply.getByLabel('Email', { exact: true }).fill('robin@example.ca');
    await reply.getByLabel('Your reply').fill('It does at the Costco gas bar only, in my experience.');
    await reply.getByRole('button', { name: 'Post reply' }).click();
    await page.getByRole('status').filter({ hasText: 'waiting for a moderator' }).waitFor({ timeout: 30_000 });
    const replyId = await approve('It does at the Costco gas bar only, in my experience.');
    await page.reload();
    // The reply sits in its parent's thread.
    await page.locator(`#comment-${id}`).locator('xpath=ancestor::li[1]').locator(`#comment-${replyId}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it.each(VIEWPORTS)('pass axe with a discussion and a reply form open at $width px', async (viewport) => {
    const { context, page, errors } = await readerPage(viewport.width);
    await page.goto(`/blog/${REVIEW}#comments`);
    await discussionReady(page);
    await page.getByRole('button', { name: 'Reply to Sam Leblanc' }).click();
    await page.locator('form[aria-label="Reply to Sam Leblanc"] button[type="submit"]:not([disabled])').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshotOf(page.locator('#comments'), `blog-comments-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
