import { redemptionKey } from '@cardgenius/core/calculator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, baseUrl, launchBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const QUIZ = '/credit-card-quiz';
const CALCULATOR = '/reward-points-calculator';
const SLIDERS = '/sliders';

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor();
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Answers every question of the quiz, by keyboard where a visitor would type. */
async function answerQuiz(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByLabel('Monthly spending, in dollars').fill('2,500');
  await page.getByLabel('Groceries').check();
  await page.getByLabel('Gas').check();
  await next.click();
  await page.getByText('Question 2 of 7').waitFor();
  await page.getByLabel('Cash back').check();
  await next.click();
  await page.getByLabel('Any fee').check();
  await next.click();
  await page.getByLabel('Very Good (725–759)').check();
  await next.click();
  await page.getByLabel('Yearly income, in dollars').fill('85000');
  // Enter moves on, like the Next button.
  await page.getByLabel('Yearly income, in dollars').press('Enter');
  await page.getByText('Question 6 of 7').waitFor();
  await page.getByLabel('No, I pay in full every month').check();
  await next.click();
  await page.getByLabel('The most rewards').check();
}

describe('pages are complete in the server HTML, before any script runs', () => {
  it('renders the quiz at its first question', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(QUIZ);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Credit card quiz: find the card that fits you | CardGenius');
    expect(await page.locator('h1').textContent()).toBe('Find the credit card that fits you');
    expect(await page.getByText('Question 1 of 7').count()).toBe(1);
    expect(await page.locator('legend h2').textContent()).toMatch(/How much do you put on a credit card/);
    expect(await page.getByRole('link', { name: 'Exit quiz' }).getAttribute('href')).toBe('/');
    // The site's own header and footer are hidden on the quiz.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await context.close();
  });

  it('steps through the quiz with form posts when JavaScript is off', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(QUIZ);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Enter how much you spend in a typical month.').waitFor();
    await page.getByLabel('Monthly spending, in dollars').fill('1800');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Question 2 of 7').waitFor();
    await page.getByLabel('Travel rewards').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Question 3 of 7').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Question 2 of 7').waitFor();
    expect(await page.getByLabel('Travel rewards').isChecked()).toBe(true);
    await context.close();
  });

  it('renders a shared calculator result', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(`${CALCULATOR}?program=aeroplan&points=50000`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Reward points calculator');
    expect(await page.getByLabel('Reward program').inputValue()).toBe('aeroplan');
    expect(await page.getByTestId('calculator-value').textContent()).toBe('$1,050');
    expect(await page.getByRole('heading', { name: '50,000 Aeroplan points' }).count()).toBe(1);
    await context.close();
  });

  it('renders the sliders with the top five for the visitor’s preferences', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(SLIDERS);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('What matters to you in a credit card');
    expect(await page.locator('input[type="range"]').count()).toBe(7);
    expect(await page.getByRole('radio').count()).toBe(5);
    expect(await page.getByRole('list', { name: 'Top cards for your preferences' }).locator('> li').count()).toBe(5);
    // Without a script, "Update the list" re-ranks on the server.
    await page.getByLabel('Low interest').fill('4');
    await page.getByRole('button', { name: 'Update the list' }).click();
    await page.waitForURL(/interest=4/);
    expect(await page.getByLabel('Low interest').inputValue()).toBe('4');
    // "Save" posts the form: the response sets the cookies and leads to the compare page.
    await page.getByRole('button', { name: 'Save and compare cards' }).click();
    await page.waitForURL(`${baseUrl()}/credit-cards`);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'userPreferences');
    expect(decodeURIComponent(cookie?.value ?? '')).toMatch(/interest:4/);
    await context.close();
  });
});

describe.each([QUIZ, `${CALCULATOR}?program=aeroplan&points=50000`, SLIDERS])('page %s', (path) => {
  it.each(VIEWPORTS)('hydrates with no accessibility violations at $width px and is captured', async (viewport) => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(path);
    await hydrated(page);
    await screenshot(page, `${path.slice(1).split('?')[0]}-${viewport.width}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('credit card quiz', () => {
  it.each(VIEWPORTS)('leads to a ranked list of cards at $width px', async (viewport) => {
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(QUIZ);
    await hydrated(page);
    await answerQuiz(page);
    await page.getByRole('button', { name: 'See my cards' }).click();
    await page.getByRole('heading', { name: /^Your top \d cards$/ }).waitFor();
    const cards = page.getByRole('list', { name: 'Cards that fit your answers' }).locator('> li');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(5);
    expect(await cards.first().getByRole('link').getAttribute('href')).toMatch(/^\/credit-cards\/[a-z0-9-]+$/);
    const allResults = await page.getByRole('link', { name: 'See all results' }).getAttribute('href');
    expect(allResults).toMatch(/^\/credit-cards\?state=[A-Za-z0-9_-]+$/);
    // The answers are saved for the compare page.
    const cookies = await context.cookies();
    const cookie = (name: string) => decodeURIComponent(cookies.find((entry) => entry.name === name)?.value ?? '');
    expect(cookie('userPreferences')).toMatch(/rewards:4/);
    expect(cookie('monthlySpend')).toMatch(/total:2500/);
    await screenshot(page, `credit-card-quiz-results-${viewport.width}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('can be answered with the keyboard alone', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(QUIZ);
    await hydrated(page);
    await page.getByLabel('Monthly spending, in dollars').focus();
    await page.keyboard.type('2000');
    await page.keyboard.press('Enter');
    // Focus moves to the next question; Tab reaches its first option and arrows choose.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByLabel('Cash back').isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Flexible points').isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
    await page.keyboard.press('Enter');
    await page.getByText('Question 3 of 7').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns before leaving mid-way through a link, and Stay keeps the visitor on the quiz', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(QUIZ);
    await hydrated(page);
    await page.getByLabel('Monthly spending, in dollars').fill('3000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Question 2 of 7').waitFor();

    const exit = page.getByRole('link', { name: 'Exit quiz' });
    await exit.click();
    const dialog = page.getByRole('dialog', { name: 'Leave the quiz?' });
    await dialog.waitFor();
    expect(await dialog.getByText('Changes you made may not be saved.').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Stay');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(QUIZ);
    expect(await page.getByText('Question 2 of 7').isVisible()).toBe(true);
    // Focus goes back to the link that was followed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Exit quiz');

    // Escape stays too; Leave goes.
    await exit.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(QUIZ);
    await exit.click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not warn before any question is answered', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(QUIZ);
    await hydrated(page);
    await page.getByRole('link', { name: 'Exit quiz' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });

  it('checks a typed credit score', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(QUIZ);
    await hydrated(page);
    await page.getByLabel('Monthly spending, in dollars').fill('2000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Travel rewards').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Nothing').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('I know my score').check();
    const score = page.getByLabel('Your credit score');
    await score.fill('250');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Credit score value must be at least 300.').waitFor();
    expect(await score.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await score.getAttribute('id'));
    expect(await accessibilityViolations(page)).toEqual([]);
    await score.fill('950');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Credit score value must not be greater than 900.').waitFor();
    await score.fill('742');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Question 5 of 7').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('reward points calculator', () => {
  it('converts points to dollars at the program’s value and keeps the result in the URL', async () => {
    const { context, page, errors } = await openPage(browser);
    const programs = (await (await page.request.get('/api/v2/reward-programs')).json()) as {
      programs: { slug: string; name: string; redemptions: { type: string; dollarsPerPoint: number }[] }[];
    };
    const avion = programs.programs.find((program) => program.slug === 'rbc-avion');
    if (!avion) throw new Error('the catalogue has no RBC Avion program');
    await page.goto(CALCULATOR);
    await hydrated(page);
    await page.getByLabel('Reward program').selectOption('rbc-avion');
    const redemption = avion.redemptions.find((entry) => entry.type.startsWith('Any travel'));
    if (!redemption) throw new Error('RBC Avion has no "Any travel" redemption');
    await page.getByLabel('Redeemed for').selectOption(redemptionKey(redemption.type));
    await page.getByLabel('Points', { exact: true }).fill('35,000');
    const expected = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 2 })
      .format(Math.round(35_000 * redemption.dollarsPerPoint * 100) / 100)
      .replace(/\.00$/, '');
    await expect.poll(() => page.getByTestId('calculator-value').textContent()).toBe(expected);
    await page.waitForURL(/program=rbc-avion&points=35000/);
    await page.getByLabel('A reward worth, in dollars').fill('200');
    await expect
      .poll(() => page.getByText(/A \$200 reward takes/).textContent())
      .toContain(`${Math.ceil(200 / redemption.dollarsPerPoint).toLocaleString('en-CA')} points`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('preference sliders', () => {
  it('re-ranks the preview when a slider moves, and Save writes the preferences cookie', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(SLIDERS);
    await hydrated(page);
    const list = page.getByRole('list', { name: 'Top cards for your preferences' });
    const before = await list.locator('> li a').allTextContents();
    const interest = page.getByLabel('Low interest');
    await interest.focus();
    const ranked = page.waitForResponse(
      (response) => response.url().endsWith('/api/v2/card/rank') && response.request().method() === 'POST',
    );
    await page.keyboard.press('End');
    expect(await interest.getAttribute('aria-valuetext')).toBe('Most important');
    const response = await ranked;
    expect(response.ok()).toBe(true);
    const body = response.request().postDataJSON() as { userPreferences: { interest: number }; resultsPerPage: number };
    expect(body.userPreferences.interest).toBe(4);
    expect(body.resultsPerPage).toBe(5);
    await expect.poll(() => list.locator('> li a').allTextContents()).not.toEqual(before);
    expect(await list.locator('> li').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save and compare cards' }).click();
    await page.waitForURL(`${baseUrl()}/credit-cards`);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'userPreferences');
    expect(decodeURIComponent(cookie?.value ?? '')).toMatch(/interest:4/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets to the defaults', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(SLIDERS);
    await hydrated(page);
    await page.getByLabel('Perks').fill('0');
    expect(await page.getByLabel('Perks').getAttribute('aria-valuetext')).toBe("Doesn't matter");
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    expect(await page.getByLabel('Perks').inputValue()).toBe('2');
    await context.close();
  });
});
