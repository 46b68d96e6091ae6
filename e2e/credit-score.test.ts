import { encodeFilterStateParam, resolveFilterState } from '@cardgenius/core/filters';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';
import { startTestCatalogueServer, TEST_AFFILIATE_CARD, TEST_EXCELLENT_CREDIT_CARD } from './support/test-catalogue';

/*
 * The visitor's credit score against the score a card's issuer recommends (shell-and-browsing §3): a card
 * that likely needs a higher score is marked and listed last; a card whose issuer publishes none says so.
 * No real card in the catalogue publishes a band above Poor, so this file runs its own server with the
 * made-up cards of the test catalogue file, one of which recommends Excellent (760+).
 */

let browser: Browser;
let server: Awaited<ReturnType<typeof startTestCatalogueServer>>;

beforeAll(async () => {
  server = await startTestCatalogueServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Only the made-up issuer's two cards, so both are on the first page whatever their rank. */
const TEST_BANK_STATE = encodeFilterStateParam(
  resolveFilterState({ issuers: [TEST_AFFILIATE_CARD.issuer], ratingFilter: 0 }),
);

const open = (options: { width?: number; height?: number; javaScriptEnabled?: boolean } = {}) =>
  openPage(browser, { ...options, baseUrl: server.baseUrl });

const results = (page: Page) => page.locator('section[aria-labelledby="results-heading"] ol > li');
const row = (page: Page, displayName: string) => results(page).filter({ hasText: displayName });
const resultNames = (page: Page) => results(page).locator('h3').allTextContents();

describe('/credit-cards?credit=…', () => {
  it('lists a card that likely needs a higher score last, marked, for a Poor score; in its place for Excellent', async () => {
    const { context, page, errors } = await open({ javaScriptEnabled: false });
    await page.goto(`/credit-cards?credit=poor&state=${TEST_BANK_STATE}`);
    expect(await page.locator('main').textContent()).toContain('a Poor credit score (300–559)');
    expect(await resultNames(page)).toEqual([TEST_AFFILIATE_CARD.displayName, TEST_EXCELLENT_CREDIT_CARD.displayName]);
    expect(await row(page, TEST_EXCELLENT_CREDIT_CARD.displayName).textContent()).toContain(
      'Likely needs a higher credit score: the issuer recommends a credit score of 760 or more (Excellent)',
    );
    expect(await row(page, TEST_AFFILIATE_CARD.displayName).textContent()).toContain(
      'The issuer publishes no recommended credit score that we know of',
    );
    expect(await page.getByText('1 card likely needs a higher credit score than yours').count()).toBe(1);

    await page.goto(`/credit-cards?credit=excellent&state=${TEST_BANK_STATE}`);
    expect(await page.locator('main').textContent()).toContain('an Excellent credit score (760–900)');
    // It earns 2 % against the other's 0.5 %: first once the score fits.
    expect(await resultNames(page)).toEqual([TEST_EXCELLENT_CREDIT_CARD.displayName, TEST_AFFILIATE_CARD.displayName]);
    expect(await row(page, TEST_EXCELLENT_CREDIT_CARD.displayName).textContent()).toContain(
      'Fits your credit score: the issuer recommends a credit score of 760 or more (Excellent)',
    );
    expect(await page.getByText('likely needs a higher credit score').count()).toBe(0);
    // An unpublished band is never read as fitting, however high the score.
    expect(await row(page, TEST_AFFILIATE_CARD.displayName).textContent()).toContain(
      'The issuer publishes no recommended credit score that we know of',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the band in the shareable state when the filter panel changes it', async () => {
    const { context, page, errors } = await open();
    await page.goto(`/credit-cards?credit=poor&state=${TEST_BANK_STATE}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const credit = filters.getByLabel('Your credit score');
    expect(await credit.inputValue()).toBe('300-559');
    await credit.selectOption('760-900');
    await page.waitForURL((url) => !url.searchParams.has('credit'));
    await expect
      .poll(() => resultNames(page))
      .toEqual([TEST_EXCELLENT_CREDIT_CARD.displayName, TEST_AFFILIATE_CARD.displayName]);
    // The new URL alone, in a fresh browser, gives the same ranking.
    const shared = page.url();
    const fresh = await open({ javaScriptEnabled: false });
    await fresh.page.goto(shared);
    expect(await resultNames(fresh.page)).toEqual([
      TEST_EXCELLENT_CREDIT_CARD.displayName,
      TEST_AFFILIATE_CARD.displayName,
    ]);
    await fresh.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('looks right on a phone and a desktop, with no axe violation', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page, errors } = await open(viewport);
      await page.goto(`/credit-cards?credit=poor&state=${TEST_BANK_STATE}`);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await screenshot(page, `credit-score-poor-${viewport.name}`);
      expect(await accessibilityViolations(page), viewport.name).toEqual([]);
      await page.goto(`/credit-cards/${TEST_EXCELLENT_CREDIT_CARD.slug}`);
      await page.locator('html[data-hydrated="true"]').waitFor();
      await screenshot(page, `credit-score-card-page-${viewport.name}`);
      expect(await accessibilityViolations(page), viewport.name).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

/** Answers the quiz with one credit score band; the rest as a typical visitor would. */
async function answerQuiz(page: Page, band: string): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByLabel('Monthly spending, in dollars').fill('2,500');
  await next.click();
  await page.getByLabel('Cash back').check();
  await next.click();
  await page.getByLabel('Any fee').check();
  await next.click();
  await page.getByLabel(band).check();
  await next.click();
  await page.getByLabel('Yearly income, in dollars').fill('85000');
  await next.click();
  await page.getByLabel('No, I pay in full every month').check();
  await next.click();
  await page.getByLabel('The most rewards').check();
  await page.getByRole('button', { name: 'See my cards' }).click();
  await page.getByRole('heading', { name: /^Your top \d cards$/ }).waitFor();
}

describe('the quiz', () => {
  it('leaves out, and counts, the cards that likely need a higher score than the band answered', async () => {
    const { context, page, errors } = await open();
    const note = page.getByText('1 more card likely needs a higher credit score');
    await page.goto('/credit-card-quiz');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await answerQuiz(page, 'Poor (300–559)');
    expect(await note.count()).toBe(1);
    await page.goto('/credit-card-quiz');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await answerQuiz(page, 'Excellent (760–900)');
    await page.getByText(/cards fit your answers/).waitFor();
    expect(await note.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a card page', () => {
  it('names the recommended credit score, or says the issuer publishes none that we know of', async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    const requirements = page.locator('section[aria-labelledby="facts-Welcome bonus and requirements"]');
    const cases = [
      [TEST_EXCELLENT_CREDIT_CARD.slug, 'The issuer recommends a credit score of 760 or more (Excellent)'],
      ['neo-secured-mastercard', 'The issuer recommends a credit score of 300 or more (Poor)'],
      ['american-express-cobalt-card', 'The issuer publishes no recommended credit score that we know of'],
    ];
    for (const [slug, text] of cases) {
      await page.goto(`/credit-cards/${slug}`);
      const facts = await requirements.textContent();
      expect(facts, slug).toContain('Recommended credit score');
      expect(facts, slug).toContain(text);
    }
    await context.close();
  });
});
