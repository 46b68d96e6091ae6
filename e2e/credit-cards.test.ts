import { RATING_METHOD_VERSION } from '@cardgenius/core/rating';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, goHydrated, launchBrowser, openPage, screenshotOf } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a card page', () => {
  it('shows the card’s facts, rating breakdown, source and structured data in the server HTML', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto('/credit-cards/american-express-cobalt-card');
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('American Express Cobalt Card');
    expect(await page.getByRole('heading', { name: 'Why this rating' }).count()).toBe(1);
    expect(await page.locator('table tfoot').textContent()).toMatch(/Rating\s*\d\.\d/);
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as { '@type': string }));
    expect(structured.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'CreditCard']);
    expect(await page.getByRole('link', { name: /page for this card/ }).getAttribute('href')).toMatch(/^https:\/\//);
    await context.close();
  });

  it('marks what is estimated and undated on a card with an unknown fee', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/credit-cards/national-bank-syncro-mastercard');
    expect(await page.getByText('Rated on an estimate of').count()).toBe(1);
    expect(await page.locator('tbody th').filter({ hasText: 'estimated' }).count()).toBeGreaterThan(0);
    const footer = await page.locator('footer').filter({ hasText: 'Facts checked on' }).textContent();
    expect(footer).toMatch(/Facts checked on \d{4}-\d{2}-\d{2}/);
    expect(footer).toContain('date unknown');
    await context.close();
  });

  it('names every fact for a reader: no field paths, and what is unknown said once per group', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    for (const slug of ['national-bank-syncro-mastercard', 'american-express-cobalt-card', 'td-us-dollar-visa-card']) {
      await page.goto(`/credit-cards/${slug}`);
      const text = (await page.locator('article').textContent()) ?? '';
      expect(text, slug).not.toMatch(/\b(fees|rates|insurance|account|earn|requirements)\.[a-z]/);
      expect(text, slug).not.toContain('Not known');
      const facts = page.locator('section[aria-labelledby="facts-heading"]');
      expect(await facts.locator('dd').count(), slug).toBeGreaterThan(3);
      // No grid of blanks: an unknown fact is named in its group's sentence, not given a cell of its own.
      expect(await facts.locator('dd', { hasText: /^Not confirmed$/ }).count(), slug).toBe(0);
    }
    // Syncro earns nothing and publishes no fee on the pages we hold: said in words, once.
    const fees = page.locator('section[aria-labelledby="facts-Fees"]');
    await page.goto('/credit-cards/national-bank-syncro-mastercard');
    expect(await fees.textContent()).toMatch(/Not confirmed on the issuer’s pages yet: annual fee, first-year fee/);
    expect(await page.locator('section[aria-labelledby="facts-Earning"]').textContent()).toContain(
      'this card earns no points or cash back',
    );
    await context.close();
  });

  it('charts the welcome offer over time and says how today’s compares, in the server HTML', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/credit-cards/american-express-platinum-card');
    const section = page.locator('section[aria-labelledby="offer-history-heading"]');
    const verdict = /Highest we have seen|Higher than usual|About usual|Lower than usual/;
    expect(await section.locator('span.rounded-full').first().textContent()).toMatch(verdict);
    expect(await page.locator('section[aria-labelledby="bonus-heading"]').textContent()).toMatch(verdict);
    expect(await section.locator('dt').allTextContents()).toEqual([
      'Today',
      'Usual over the last three years',
      expect.stringMatching(/^Highest we have seen \(from [A-Z][a-z]{2}\.? \d{4}\)$/),
    ]);
    // One chart per screen size, each described for screen readers; every offer in the table.
    const charts = section.locator('svg[role="img"]');
    expect(await charts.count()).toBe(2);
    expect(await charts.first().getAttribute('aria-label')).toMatch(/^Welcome offer from .* today .*\.$/);
    expect(await charts.first().locator('path').count()).toBeGreaterThan(0);
    expect(await section.locator('tbody tr').count()).toBeGreaterThan(10);
    expect(await section.getByRole('link', { name: 'princeoftravel.com' }).getAttribute('href')).toMatch(
      /^https:\/\/princeoftravel\.com\/credit-cards\//,
    );
    // How old each figure is, grouped by source, the old and undated ones flagged.
    const freshness = page.locator('section[aria-labelledby="freshness-heading"]');
    expect(await freshness.locator('p').first().textContent()).toMatch(/figures the rating reads/);
    const groups = freshness.locator('li');
    expect(await groups.count()).toBeGreaterThan(0);
    expect(await groups.first().textContent()).toMatch(/^(\d{4}-\d{2}-\d{2}|Date unknown)/);
    expect((await freshness.textContent())?.match(/Annual fee/g)).toHaveLength(1);
    // A card without a recorded history shows no chart.
    await page.goto('/credit-cards/neo-mastercard');
    expect(await page.locator('section[aria-labelledby="offer-history-heading"]').count()).toBe(0);
    await context.close();
  });

  it('is linked from the ranking, and answers 404 for an unknown card', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/credit-cards');
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.locator('section[aria-labelledby="results-heading"] ol > li h3 a').first().click();
    await page.getByRole('heading', { name: 'Why this rating' }).waitFor();
    expect(page.url()).toMatch(/\/credit-cards\/[a-z0-9-]+$/);
    expect(errors).toEqual([]);
    const missing = await page.goto('/credit-cards/no-such-card');
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});

describe('the methodology page', () => {
  it('shows the rating method in force, from its configuration', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    expect((await page.goto('/methodology'))?.status()).toBe(200);
    const article = await page.locator('article').textContent();
    expect(article).toContain(`method version ${RATING_METHOD_VERSION}`);
    // Insurance in dollars and unknown facts estimated from peers (version 3).
    expect(article).toContain('Travel medical: $120');
    expect(article).toContain('estimated from the card’s peers');
    const rows = await page.locator('tbody tr th').allTextContents();
    expect(rows).toEqual(['Rewards', 'Low interest', 'Low fees', 'Perks', 'Insurance', 'Approval odds', 'Acceptance']);
    expect(await page.locator('tbody').textContent()).toContain('2.5 % or more scores 5');
    await context.close();
  });

  it('stacks its component table on a phone: each component’s figures and scoring under its name', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844, javaScriptEnabled: false });
    await page.goto('/methodology');
    const region = page.getByRole('region', { name: 'Rating components' });
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    const row = region.locator('tbody tr').first();
    const name = await row.locator('th').boundingBox();
    const weight = await row.locator('td[data-label="Base weight"]').boundingBox();
    const scoring = await row.locator('td').first().boundingBox();
    expect(weight?.y).toBeGreaterThanOrEqual((name?.y ?? 0) + (name?.height ?? 0));
    expect(scoring?.y).toBeGreaterThanOrEqual((weight?.y ?? 0) + (weight?.height ?? 0));
    expect(await region.getByRole('columnheader').allTextContents()).toEqual([
      'Component',
      'How it is scored',
      'Base weight',
      'Default slider',
    ]);
    await screenshotOf(region, 'methodology-components-390');
    await context.close();
  });
});

describe('best-card pages', () => {
  it('rank a category’s cards, a bank’s cards and a network’s cards, and 404 anything else', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto('/best-credit-cards/cash-back-no-fee');
    expect(await page.locator('h1').textContent()).toMatch(/No Fee Cash Back/i);
    const fees = await page.locator('tbody tr td:nth-child(6)').allTextContents();
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((fee) => fee === '$0')).toBe(true);
    await page.goto('/best-credit-cards/td');
    const issuers = await page.locator('tbody tr th span').allTextContents();
    expect(issuers.length).toBeGreaterThan(3);
    expect(new Set(issuers)).toEqual(new Set(['TD Canada Trust']));
    // The page's data travels with it: each row brings the figures the table shows, not the card's whole rating.
    const html = await page.content();
    expect(html).toContain('netAnnualRewards');
    for (const field of ['breakdown', 'goUrl', 'affiliateId']) expect(html).not.toContain(field);
    // A rating that counts a fact estimated from peers says so, row by row, as the API's breakdown does.
    const rows = await page.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        href: tr.querySelector('th a')?.getAttribute('href') ?? '',
        marked: tr.querySelector('td:nth-child(3)')?.textContent?.includes('estimated') ?? false,
      })),
    );
    const answer = await fetch(`${baseUrl()}/api/v2/card/rank-lists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lists: [{ name: 'td', scope: { kind: 'issuer', slug: 'td' }, limit: 50 }] }),
    });
    const { lists } = (await answer.json()) as {
      lists: { td: { cards: { slug: string; breakdown: { components: { weight: number; estimated: boolean }[] } }[] } };
    };
    const estimated = (slug: string) =>
      lists.td.cards
        .find((card) => `/credit-cards/${card.slug}` === slug)
        ?.breakdown.components.some((component) => component.weight > 0 && component.estimated);
    expect(rows.map((row) => row.marked)).toEqual(rows.map((row) => estimated(row.href)));
    expect(rows.some((row) => row.marked)).toBe(true);
    expect(await page.getByText('Estimated: the rating counts a fact').count()).toBe(1);
    await page.goto('/best-credit-cards/amex');
    expect(await page.locator('h1').textContent()).toBe('Best American Express credit cards');
    const cardLinks = () =>
      page.locator('tbody tr th a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const amexPersonal = await cardLinks();
    // Business cards have a page of their own and join other rankings only when asked for.
    await page.goto('/best-credit-cards/business');
    expect(await page.locator('h1').textContent()).toBe('Best Business Credit Cards');
    const business = await cardLinks();
    expect(business.length).toBeGreaterThanOrEqual(5);
    expect(business).toContain('/credit-cards/business-platinum-card-from-american-express');
    expect(amexPersonal).not.toContain('/credit-cards/business-platinum-card-from-american-express');
    await page.goto('/best-credit-cards/us-dollar');
    expect((await cardLinks()).every((href) => /u-?s-dollar/.test(href ?? ''))).toBe(true);
    expect((await page.goto('/best-credit-cards/not-a-list'))?.status()).toBe(404);
    await context.close();
  });

  it('stack each ranked card’s figures under it on a phone, and stay a table for screen readers', async () => {
    const { context, page, errors } = await openPage(browser, { width: 390, height: 844 });
    await goHydrated(page, '/best-credit-cards/travel');
    // Nothing scrolls sideways, neither the page nor the ranking's own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: 'Ranking' });
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    // With nothing to scroll, the region is no tab stop once the page's script has measured it.
    await expect.poll(() => region.getAttribute('tabindex')).toBeNull();
    // A row's figures sit under its card's name, inside the screen, each under a label of its own.
    const row = region.locator('tbody tr').first();
    const name = await row.locator('th').boundingBox();
    const figures = row.locator('td[data-label]');
    expect(await figures.evaluateAll((cells) => cells.map((cell) => cell.dataset.label))).toEqual([
      'Net per year',
      'First year',
      'Annual fee',
      'Data as of',
    ]);
    for (const box of await Promise.all((await figures.all()).map((cell) => cell.boundingBox()))) {
      expect(box?.y).toBeGreaterThanOrEqual((name?.y ?? 0) + (name?.height ?? 0));
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    const label = await figures
      .nth(2)
      .evaluate((cell) => [getComputedStyle(cell, '::before').display, getComputedStyle(cell, '::before').content]);
    expect(label[0]).toBe('block');
    expect(label[1]).toMatch(/Annual fee|attr\(data-label\)/);
    // The labels are drawn, not written: the cells' text is the figure alone.
    expect(await figures.nth(2).textContent()).toMatch(/^\$[\d,]+$|^Not confirmed$/);
    // Screen readers still meet a table, its header row included.
    const table = page.getByRole('table', { name: 'Cards ranked by rating, highest first' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      '#',
      'Card',
      'Rating',
      'Rewards a year, net of fee',
      'First-year value',
      'Annual fee',
      'Data as of',
    ]);
    // Each row, too, and its name reads the figures without the drawn labels.
    const rowTree = await row.ariaSnapshot();
    expect(rowTree).toMatch(/^- '?row "1 [^"]*\$[\d,]+ \$[\d,]+ /);
    expect(rowTree).toMatch(/\n\s+- cell "1"\n\s+- rowheader /);
    expect(rowTree).not.toContain('Net per year');
    await screenshotOf(region, 'best-credit-cards-travel-ranking-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are listed on the index, which links to each', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/best-credit-cards');
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(
      await page
        .getByRole('link')
        .filter({ hasText: /Groceries/ })
        .count(),
    ).toBeGreaterThan(0);
    await page.getByRole('link', { name: /Best Credit Cards for Groceries/ }).click();
    await page.waitForURL('**/best-credit-cards/grocery');
    await page.locator('tbody tr').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
