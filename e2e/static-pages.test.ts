import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityViolations,
  launchBrowser,
  openPage,
  screenshot,
  scriptsHoldZod,
  VIEWPORTS,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every static page: its h1, whether it ends with the author box, and whether it is a form rather than an article. */
const PAGES = [
  { path: '/about', h1: 'About CardGenius', authorBox: false },
  { path: '/disclosure', h1: 'Advertiser disclosure', authorBox: true },
  { path: '/privacy', h1: 'Privacy policy', authorBox: false },
  { path: '/terms', h1: 'Terms of use', authorBox: false },
  { path: '/security', h1: 'How we protect your account', authorBox: true },
  { path: '/faq', h1: 'Frequently asked questions', authorBox: true },
  { path: '/contact', h1: 'Contact us', authorBox: false, form: true },
  { path: '/contact?geniuscash=true', h1: 'Ask about a GeniusCash offer', authorBox: false, form: true },
  { path: '/contact?rb=true', h1: 'Report a bug', authorBox: false, form: true },
  { path: '/scholarship-canada', h1: 'The CardGenius $2,000 scholarship', authorBox: true },
  { path: '/app', h1: 'The CardGenius app', authorBox: false },
  { path: '/featured-in', h1: 'Press and media', authorBox: false },
] as const;

/** `/contact?rb=true` → `contact-rb-true`. */
const screenshotName = (path: string) => path.slice(1).replace(/[^a-z0-9]+/gi, '-');

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

describe.each(PAGES)('page $path', (entry) => {
  const { path, h1, authorBox } = entry;
  it('is complete in the server HTML, before any script runs', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toMatch(/^\S.* \| CardGenius$/);
    expect(await page.locator('h1').allTextContents()).toEqual([h1]);
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(50);
    if ('form' in entry) {
      // The form posts to the page itself, variant included, so it works before (and without) scripts.
      expect(await page.locator('form[method="post"]').getAttribute('action')).toBe(path);
      expect(await page.getByRole('button', { name: 'Send message' }).count()).toBe(1);
    } else {
      // Real copy, not a stub: sections of text under the title.
      expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(2);
      expect(((await page.locator('article').textContent()) ?? '').length).toBeGreaterThan(1000);
    }
    expect(await page.getByRole('heading', { name: /^Written by / }).count()).toBe(authorBox ? 1 : 0);
    await context.close();
  });

  it.each(VIEWPORTS)('hydrates without errors, passes axe and fits $width px', async (viewport) => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(path);
    await hydrated(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `${screenshotName(path)}-${viewport.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the contact form', () => {
  it('sends a message and shows the confirmation in place of the form', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/contact');
    await hydrated(page);
    // The form posts to the page's own action: the page never needs the API's contract.
    expect(await scriptsHoldZod(page)).toBe(false);
    await page.getByLabel('Your name').fill('Jordan Lee');
    await page.getByLabel('Email address').fill('jordan@example.ca');
    await page.getByLabel('Topic').selectOption('partnership');
    await page.getByLabel('Your message').fill('Could we quote your grocery card ranking in an article?');
    await page.getByRole('button', { name: 'Send message' }).click();
    const confirmation = page.getByRole('heading', { name: /your message has reached us/ });
    await confirmation.waitFor();
    await expect.poll(() => confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByText('jordan@example.ca').count()).toBe(1);
    expect(await page.locator('article form').count()).toBe(0);
    expect(page.url()).toMatch(/\/contact$/);
    await screenshot(page, 'contact-sent-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows what to fix beside the field and keeps what was typed', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/contact?geniuscash=true');
    await hydrated(page);
    await page.getByLabel('Your name').fill('Jordan Lee');
    await page.getByLabel('Email address').fill('jordan@example.ca');
    await page.getByLabel('Card you applied for (optional)').fill('Example Cash Back Visa');
    await page.getByRole('button', { name: 'Send message' }).click();
    const message = page.getByLabel('Your message');
    await expect.poll(() => message.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Write your message.').isVisible()).toBe(true);
    await expect.poll(() => message.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByLabel('Your name').inputValue()).toBe('Jordan Lee');
    expect(await page.getByLabel('Email address').inputValue()).toBe('jordan@example.ca');
    expect(await page.getByLabel('Card you applied for (optional)').inputValue()).toBe('Example Cash Back Visa');
    expect(await page.getByLabel('Topic').inputValue()).toBe('geniuscash');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'contact-geniuscash-true-invalid-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, renders the errors on the server and says the security check needs it', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/contact?rb=true');
    // (Chromium with scripts turned off by the test still parses <noscript> as text: read the markup.)
    expect(await page.content()).toContain('The security check needs JavaScript');
    await page.getByLabel('Your name').fill('Sam Roy');
    await page.getByLabel('Email address').fill('not an email');
    await page.getByLabel('What happened?').fill('The ranking table cut off the last column on my phone.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Enter an email address like name@example.ca.').waitFor();
    expect(new URL(page.url()).search).toBe('?rb=true');
    expect(await page.getByLabel('What happened?').inputValue()).toBe(
      'The ranking table cut off the last column on my phone.',
    );
    // Without the captcha nothing is stored: the form says so, and keeps what was typed.
    await page.getByLabel('Email address').fill('sam@example.ca');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Complete the captcha.').waitFor();
    expect(await page.getByRole('heading', { name: /your message has reached us/ }).count()).toBe(0);
    await context.close();
  });
});

describe('links into the contact form', () => {
  it.each([
    ['/contact?topic=privacy', 'privacy'],
    ['/contact?topic=partnership', 'partnership'],
    ['/contact?topic=nonsense', 'general'],
  ])('%s opens with the topic %s chosen', async (path, topic) => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(path);
    expect(await page.getByLabel('Topic').inputValue()).toBe(topic);
    await context.close();
  });
});

describe('the FAQ', () => {
  it('opens each question from the keyboard', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/faq');
    await hydrated(page);
    const first = page.locator('details').first();
    expect(await first.getAttribute('open')).toBeNull();
    // Tab from the top of the page until the first question has focus.
    await page.locator('h1').click();
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Tab');
      if (await first.locator('summary').evaluate((summary) => summary === document.activeElement)) break;
    }
    expect(await first.locator('summary').evaluate((summary) => summary === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('open')).toBe('');
    expect(await first.locator('p').first().isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => first.getAttribute('open')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('describes every question and answer as FAQPage structured data', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/faq');
    const questions = await page.locator('details summary > span:first-child').allTextContents();
    expect(questions.length).toBeGreaterThanOrEqual(12);
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const faq = structured.find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity.map((entry) => entry.name)).toEqual(questions);
    expect(
      faq.mainEntity.every((entry) => entry['@type'] === 'Question' && entry.acceptedAnswer.text.length > 40),
    ).toBe(true);
    await context.close();
  });
});

describe('the press page', () => {
  it('shows the site’s figures and claims no coverage it does not have', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/featured-in');
    expect(await page.getByText('As featured in').count()).toBe(0);
    const cards = await page
      .locator('dt', { hasText: 'Canadian credit cards rated' })
      .locator('xpath=..')
      .textContent();
    expect(Number(cards?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(100);
    await context.close();
  });
});
