import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, baseUrl, launchBrowser, openPage, screenshot, VIEWPORTS } from './support/browser';

const COBALT = '/credit-cards/american-express-cobalt-card';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, init);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The "Rewards a year, net of fee" figure in the card page's header. */
const netRewards = (page: Page) =>
  page.locator('header p', { hasText: 'Rewards a year, net of fee' }).locator('span').nth(1).textContent();

describe('the search box', () => {
  it('suggests cards as you type, closes on Escape and follows the active option on Enter', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/genius-search');
    await page.locator('html[data-hydrated="true"]').waitFor();
    const box = page.getByRole('combobox', { name: 'Search' });
    expect(await box.getAttribute('placeholder')).toBe('Search for anything...');
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    await box.click();
    await box.pressSequentially('cobalt');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    const cobalt = list.getByRole('option', { name: 'Amex Cobalt' });
    await cobalt.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await list.getByRole('group', { name: 'Related Cards...' }).getByRole('option').count()).toBeLessThanOrEqual(
      5,
    );
    // The open list is part of the page axe checks.
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isHidden()).toBe(true);
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(false);

    // Focus shows the results again; arrows move the active option; Enter follows it.
    await box.focus();
    await cobalt.waitFor();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      if (active && (await page.locator(`[id="${active}"]`).textContent()) === 'Amex Cobalt') break;
    }
    expect(await cobalt.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${COBALT}`);
    await page.getByRole('heading', { level: 1, name: 'American Express Cobalt Card' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows synonym suggestions and related pages, and Enter with no active option opens the results', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/genius-search');
    await page.locator('html[data-hydrated="true"]').waitFor();
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('scene');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await list.getByRole('group', { name: 'Suggestions' }).getByRole('option', { name: 'Scene+' }).waitFor();
    await box.press('Enter');
    await page.waitForURL('**/genius-search?q=scene');
    await page.getByRole('heading', { level: 2, name: 'Scene+ cards' }).waitFor();
    expect(await page.locator('section[aria-label="Scene+ cards, ranked"] tbody tr').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the results pages', () => {
  it('/search answers in the server HTML, and its form works without JavaScript', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto('/search?q=aeroplan');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Search | CardGenius');
    expect(await page.locator('h1').textContent()).toBe('Search results for “aeroplan”');
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('aeroplan');
    const named = page.locator('section[aria-labelledby="search-cards"] a');
    expect(await named.count()).toBeGreaterThanOrEqual(3);
    for (const name of await named.allTextContents()) expect(name.toLowerCase()).toContain('aeroplan');
    const pages = page.locator('section[aria-labelledby="search-pages"]');
    expect(await pages.getByRole('link', { name: 'Aeroplan', exact: true }).getAttribute('href')).toBe(
      '/best-credit-cards/aeroplan',
    );

    // The plain GET form: a bank's name finds the bank's cards through its synonym.
    await page.getByRole('searchbox', { name: 'Search' }).fill('td');
    await page.locator('article form').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search?q=td');
    expect(await page.getByRole('heading', { level: 2, name: 'TD Canada Trust cards' }).count()).toBe(1);
    expect(await page.locator('section[aria-labelledby="search-group"] ol > li').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('/search helps when nothing matches', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/search?q=qqzzxx');
    const help = page.locator('section[aria-labelledby="search-help"]');
    expect(await help.getByRole('heading', { name: 'Nothing matched “qqzzxx”' }).count()).toBe(1);
    expect(await help.getByRole('link', { name: 'Compare every card' }).getAttribute('href')).toBe('/credit-cards');
    expect(await help.getByRole('link', { name: 'Browse the best cards' }).getAttribute('href')).toBe(
      '/best-credit-cards',
    );
    await context.close();
  });

  it('/genius-search ranks the matches for the visitor', async () => {
    const { context, page, errors } = await openPage(browser);
    await context.addCookies([{ name: 'monthlySpend', value: '5000', url: baseUrl() }]);
    const response = await page.goto('/genius-search?q=aeroplan');
    expect(response?.status()).toBe(200);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(page.title()).resolves.toBe('Genius Search | CardGenius');
    expect(await page.getByText('Based on your profile: $5,000 a month').count()).toBe(1);
    const ratings = (
      await page.locator('section[aria-label="Cards named “aeroplan”, ranked"] tbody td:nth-child(3)').allTextContents()
    ).map(Number);
    expect(ratings.length).toBeGreaterThanOrEqual(3);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(await page.getByRole('combobox', { name: 'Search' }).inputValue()).toBe('aeroplan');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the by-type and by-bank pages', () => {
  it('list every best-card category with its top three cards', async () => {
    const { categories } = await getJson<{ categories: unknown[] }>('/api/v2/categories');
    expect(categories).toHaveLength(31);
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    expect((await page.goto('/best-credit-cards/by-type'))?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Best credit cards by type');
    const groups = page.locator('section[aria-labelledby^="type-"]');
    expect(await groups.count()).toBe(31);
    expect(await groups.first().locator('h2 a').getAttribute('href')).toMatch(/^\/best-credit-cards\/[a-z0-9-]+$/);
    const sizes = await groups.evaluateAll((sections) =>
      sections.map((section) => section.querySelectorAll('ol > li').length),
    );
    expect(sizes.every((size) => size <= 3)).toBe(true);
    expect(sizes.filter((size) => size === 3).length).toBeGreaterThan(20);
    await context.close();
  });

  it('list every issuer with cards, its card count and top three', async () => {
    const { issuers } = await getJson<{ issuers: Array<{ slug: string; cardCount: number }> }>('/api/v2/issuers');
    const withCards = issuers.filter((issuer) => issuer.cardCount > 0);
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    expect((await page.goto('/best-credit-cards/by-bank'))?.status()).toBe(200);
    const groups = page.locator('section[aria-labelledby^="bank-"]');
    expect(await groups.count()).toBe(withCards.length);
    const td = page.locator('section[aria-labelledby="bank-td"]');
    const tdCount = withCards.find((issuer) => issuer.slug === 'td')?.cardCount;
    expect(await td.textContent()).toContain(`${tdCount} cards in our catalogue`);
    expect(await td.locator('ol > li').count()).toBe(3);
    expect(await td.getByRole('link', { name: /cards, ranked$/ }).getAttribute('href')).toBe('/best-credit-cards/td');
    await context.close();
  });
});

describe('the card page', () => {
  it('rates the card for the visitor’s own spending when they have given it', async () => {
    const typical = await openPage(browser, { javaScriptEnabled: false });
    await typical.page.goto(COBALT);
    const typicalNet = await netRewards(typical.page);
    expect(await typical.page.getByText('Based on your profile').count()).toBe(0);
    expect(await typical.page.locator('#rewards-heading + p').textContent()).toMatch(
      /^For \$2,000 of monthly spending/,
    );
    await typical.context.close();

    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await context.addCookies([{ name: 'monthlySpend', value: '5000', url: baseUrl() }]);
    await page.goto(COBALT);
    const note = page.getByText('Based on your profile: $5,000 a month, points valued for flexible redemptions.');
    expect(await note.count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Change your profile' }).getAttribute('href')).toBe('/credit-cards');
    expect(await page.locator('#rewards-heading + p').textContent()).toMatch(/^For your \$5,000 of monthly spending/);
    const personalNet = await netRewards(page);
    expect(personalNet).toMatch(/^\$[\d,]+$/);
    expect(personalNet).not.toBe(typicalNet);
    await context.close();
  });

  it('shows the welcome bonus, similar cards and an Apply go-link', async () => {
    const { card, goUrl } = await getJson<{ card: { hasAffiliateLink: boolean }; goUrl: string }>(
      '/api/v2/card/american-express-cobalt-card',
    );
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(COBALT);
    const bonus = page.locator('section[aria-labelledby="bonus-heading"]');
    expect(await bonus.locator('p').first().textContent()).toMatch(/^[\d,]+ .+/);
    expect(await bonus.locator('li').first().textContent()).toMatch(/after \$[\d,]+ spent in the first \d+ months/);
    const similar = page.locator('section[aria-labelledby="similar-heading"] li');
    expect(await similar.count()).toBeGreaterThanOrEqual(3);
    expect(await similar.count()).toBeLessThanOrEqual(4);
    const links = await similar.locator('h3 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).not.toContain(COBALT);
    expect(await similar.first().locator('svg').count()).toBe(1);
    const apply = page.getByRole('link', { name: /^Apply on .+’s site$/ });
    expect(await apply.getAttribute('href')).toBe(`${goUrl}?context=Card%20Page`);
    expect(await apply.getAttribute('rel')).toBe(card.hasAffiliateLink ? 'sponsored noopener' : 'nofollow noopener');
    await context.close();
  });

  it.each(VIEWPORTS)('shows the awards the card won, each linking to its category ($width px)', async (viewport) => {
    const catalogue = await getJson<{ cards: { slug: string }[] }>('/api/v2/cards');
    // A card with awards, whichever the current rating made it.
    const details = await Promise.all(
      catalogue.cards
        .slice(0, 40)
        .map((entry) => getJson<{ awards: { name: string; category: string }[] }>(`/api/v2/card/${entry.slug}`)),
    );
    const winner = catalogue.cards[details.findIndex((detail) => detail.awards.length > 0)];
    const { awards } = details.find((detail) => detail.awards.length > 0) ?? { awards: [] };
    expect(awards.length).toBeGreaterThan(0);
    const { context, page, errors } = await openPage(browser, viewport);
    await page.goto(`/credit-cards/${winner?.slug}`);
    const badges = page.getByRole('region', { name: 'Awards' }).getByRole('link');
    expect(await badges.allTextContents()).toEqual(awards.map((award) => award.name));
    expect(await badges.first().getAttribute('href')).toBe(`/best-credit-cards/${awards[0]?.category}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, `card-awards-${viewport.width}`, { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['/search?q=aeroplan', 'search-aeroplan'],
  ['/search?q=qqzzxx', 'search-empty'],
  ['/genius-search?q=aeroplan', 'genius-search-aeroplan'],
  ['/best-credit-cards/by-type', 'best-credit-cards-by-type'],
  ['/best-credit-cards/by-bank', 'best-credit-cards-by-bank'],
  ['/best-credit-cards/business', 'best-credit-cards-business'],
  [COBALT, 'card-page-personal'],
  ['/credit-cards/national-bank-syncro-mastercard', 'card-page-estimated'],
  ['/credit-cards/american-express-platinum-card', 'card-page-offer-history'],
])('page %s', (path, name) => {
  // Long pages (31 lists) take axe a while on a busy machine.
  it.each(VIEWPORTS)(
    'has no accessibility violations at $width px and is captured',
    { timeout: 90_000 },
    async (viewport) => {
      const { context, page, errors } = await openPage(browser, viewport);
      if (name === 'card-page-personal') {
        await context.addCookies([{ name: 'monthlySpend', value: '5000', url: baseUrl() }]);
      }
      await page.goto(path);
      await page.locator('html[data-hydrated="true"]').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `${name}-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
