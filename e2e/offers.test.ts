import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityViolations,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  VIEWPORTS,
  type WatchedPage,
} from './support/browser';
import { memberApi, registerMember, signInContext, type TestMember } from './support/member';

/** The seeded offer that has ended (data/offers.json): its page is the ended-offer page. */
const ENDED_OFFER_CARD = 'rbc-avion-visa-infinite';

interface Offer {
  id: string;
  cardSlug: string;
  cardName: string;
  affiliateId: string;
  amount: number;
  isBonus: boolean;
  issuer: { name: string };
}

interface Ticket {
  id: string;
  reference: string;
  offerId: string | null;
  statusLabel: string;
  amount: number;
  applyRecorded: boolean;
}

let browser: Browser;
let offers: Offer[];
/** One member for the file (registrations are rate limited per IP address). */
let member: TestMember;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(baseUrl(), { name: 'Morgan Chen' });
  ({ offers } = (await (await fetch(`${baseUrl()}/api/v2/offers`)).json()) as { offers: Offer[] });
});
afterAll(() => browser?.close());

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

async function go(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

async function memberPage(options: { width?: number; height?: number } = {}): Promise<WatchedPage> {
  const watched = await openPage(browser, options);
  await signInContext(watched.context, baseUrl(), member);
  return watched;
}

const dollars = (amount: number) => `$${amount}`;
const ticketsOf = async (who: TestMember) =>
  (await memberApi<{ tickets: Ticket[] }>(baseUrl(), who, 'GET', '/user/tickets')).tickets;

describe('/offers', () => {
  it('lists the current offers, largest first, each with its Apply and claim go-link', async () => {
    expect(offers.length).toBeGreaterThanOrEqual(2);
    const { context, page, errors } = await openPage(browser);
    await go(page, '/offers');
    const top = offers[0] as Offer;
    expect(await page.locator('h1').textContent()).toBe(`Up to ${dollars(top.amount)} cash back when you are approved`);
    const tiles = page.getByRole('article');
    expect(await tiles.count()).toBe(offers.length);
    const first = tiles.first();
    expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe(top.cardName);
    const apply = first.getByRole('link', { name: new RegExp(`^Apply and claim \\${dollars(top.amount)}`) });
    expect(await apply.getAttribute('href')).toBe(`/go/${top.affiliateId}?context=Offers`);
    expect(await first.getByText('Bonus offer').count()).toBe(top.isBonus ? 1 : 0);
    // The menu's offers link takes its amount from the largest current offer.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Best Credit Cards' }).click();
    const menuLink = menu.getByRole('link', { name: `Gift card offers: ${dollars(top.amount)} Cash Back` });
    expect(await menuLink.getAttribute('href')).toBe('/offers');
    const global = (await (await fetch(`${baseUrl()}/api/v2/global`)).json()) as { maxOfferValue: unknown };
    expect(global.maxOfferValue).toEqual({ maxValue: top.amount, hasMultipleValues: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)('looks right and passes axe at $width px', async ({ name, width, height }) => {
    const { context, page, errors } = await openPage(browser, { width, height });
    await go(page, '/offers');
    await screenshot(page, `offers-${name}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a card page', () => {
  it('names the card’s current offer and links to it; a card without one shows none', async () => {
    const offer = offers[0] as Offer;
    const { context, page, errors } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`/credit-cards/${offer.cardSlug}`);
    const note = page.getByRole('complementary', { name: 'GeniusCash offer' });
    expect(await note.textContent()).toContain(
      `${dollars(offer.amount)} GeniusCash from us when ${offer.issuer.name} approves you.`,
    );
    expect(await note.getByRole('link', { name: 'Claim it before you apply' }).getAttribute('href')).toBe(
      `/offers/${offer.cardSlug}`,
    );
    expect(await note.getByText('Bonus offer').count()).toBe(offer.isBonus ? 1 : 0);
    await page.goto(`/credit-cards/${ENDED_OFFER_CARD}`);
    expect(await page.getByRole('complementary', { name: 'GeniusCash offer' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/offers/{slug}', () => {
  it('shows the offer without the site shell, and asks a visitor to sign in to claim', async () => {
    const offer = offers[0] as Offer;
    const { context, page, errors } = await openPage(browser);
    await go(page, `/offers/${offer.cardSlug}`);
    expect(await page.locator('h1').textContent()).toBe(`${dollars(offer.amount)} back on the ${offer.cardName}`);
    expect(await page.getByRole('button', { name: 'Search' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'The offer’s terms' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'How GeniusCash works' }).count()).toBe(1);
    const skip = page.getByRole('link', { name: `Continue to ${offer.issuer.name} without claiming` });
    expect(await skip.getAttribute('href')).toBe(`/go/${offer.affiliateId}?context=Offer%20Page`);

    await page.getByRole('button', { name: `Claim ${dollars(offer.amount)} GeniusCash` }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await screenshot(page, 'offer-sign-in-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('dialog', { name: 'Create your account' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)('looks right and passes axe at $width px', async ({ name, width, height }) => {
    const { context, page, errors } = await openPage(browser, { width, height });
    await go(page, `/offers/${(offers[0] as Offer).cardSlug}`);
    await screenshot(page, `offer-page-${name}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a visitor from Apply and claim on /offers through the go-link to the offer page, ready for the issuer', async () => {
    const offer = offers[1] as Offer;
    const { context, page, errors } = await openPage(browser);
    await go(page, '/offers');
    await page
      .getByRole('article')
      .nth(1)
      .getByRole('link', { name: new RegExp(`^Apply and claim \\${dollars(offer.amount)}`) })
      .click();
    await page.waitForURL((url) => url.pathname === `/offers/${offer.cardSlug}`);
    await hydrated(page);
    // The go flow's state is here: continuing without claiming goes straight to the issuer's page.
    const skip = page.getByRole('link', { name: `Continue to ${offer.issuer.name} without claiming` });
    await expect.poll(() => skip.getAttribute('href')).toMatch(/^https:\/\//);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(`/offers/${offer.cardSlug}`);
    expect(await page.getByRole('button', { name: `Claim ${dollars(offer.amount)} GeniusCash` }).isEnabled()).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a signed-in member claim, then sends them through the go-link and on to the apply instructions', async () => {
    const offer = offers[0] as Offer;
    const { context, page, errors } = await memberPage();
    await go(page, `/offers/${offer.cardSlug}`);
    const claimed = page.waitForResponse(
      (response) => response.url().endsWith('/api/v2/offers/claim') && response.status() === 201,
    );
    await page.getByRole('button', { name: `Claim ${dollars(offer.amount)} GeniusCash` }).click();
    await claimed;
    // The go-link records the click and brings the member back with its state; the page then links the
    // click to the ticket and carries on to the apply instructions.
    await page.waitForURL((url) => url.pathname === `/apply-instructions/${offer.affiliateId}`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'One more thing...' }).waitFor();
    const [ticket] = (await ticketsOf(member)).filter((entry) => entry.offerId === offer.id);
    expect(ticket).toMatchObject({ statusLabel: 'Pending', amount: offer.amount, applyRecorded: true });

    // Back on the offer page the claim shows, with its ticket.
    await go(page, `/offers/${offer.cardSlug}`);
    await page.getByRole('heading', { name: 'You have claimed this offer' }).waitFor();
    expect(await page.getByRole('link', { name: ticket?.reference ?? '-' }).getAttribute('href')).toBe(
      `/ticket?id=${ticket?.reference}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor from a card whose offer has ended to /offers/offer-disabled', async () => {
    const { context, page, errors } = await openPage(browser);
    await go(page, `/offers/${ENDED_OFFER_CARD}`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `/offers/offer-disabled?card=${ENDED_OFFER_CARD}`,
    );
    expect(await page.locator('h1').textContent()).toBe('This GeniusCash offer has ended');
    expect(await page.getByRole('link', { name: 'See the offers open now' }).getAttribute('href')).toBe('/offers');
    expect(await page.getByRole('link', { name: /card page$/ }).getAttribute('href')).toBe(
      `/credit-cards/${ENDED_OFFER_CARD}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)(
    'the ended-offer page looks right and passes axe at $width px',
    async ({ name, width, height }) => {
      const { context, page, errors } = await openPage(browser, { width, height });
      await go(page, `/offers/offer-disabled?card=${ENDED_OFFER_CARD}`);
      await screenshot(page, `offer-disabled-${name}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the member’s tickets', () => {
  it('shows the claim on /ticket, takes a note, and lists it on the dashboard with the payout prompt', async () => {
    const offer = offers[1] as Offer;
    await memberApi(baseUrl(), member, 'POST', '/offers/claim', { offerId: offer.id });
    const ticket = (await ticketsOf(member)).find((entry) => entry.offerId === offer.id) as Ticket;
    const { context, page, errors } = await memberPage();

    await go(page, '/ticket');
    const card = page.locator(`#ticket-${ticket.reference}`);
    expect(await card.getByRole('heading', { name: offer.cardName }).count()).toBe(1);
    expect(await card.getByText('Pending', { exact: true }).count()).toBe(1);
    await card.getByLabel('Add a note').fill('I was approved this morning.');
    await card.getByRole('button', { name: /^Add note/ }).click();
    await card.getByText('Your note is on the ticket.').waitFor();
    await card.getByText('I was approved this morning.').waitFor();
    expect(await card.getByLabel('Add a note').inputValue()).toBe('');
    expect(await page.getByRole('link', { name: 'Choose payout method' }).getAttribute('href')).toBe('/account#payout');

    await page.getByLabel('Ticket number').fill(ticket.reference.toLowerCase());
    await page.getByRole('button', { name: 'Find ticket' }).click();
    await page.getByRole('status').getByText(offer.cardName).waitFor();

    await go(page, '/dashboard');
    const cash = page.locator('#geniuscash');
    expect(await cash.getByRole('link', { name: ticket.reference }).getAttribute('href')).toBe(
      `/ticket?id=${ticket.reference}`,
    );
    expect(await cash.getByText('Pending').count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('link', { name: 'Choose payout method' }).getAttribute('href')).toBe('/account#payout');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)('/ticket looks right and passes axe at $width px', async ({ name, width, height }) => {
    const { context, page, errors } = await memberPage({ width, height });
    await go(page, '/ticket');
    await screenshot(page, `ticket-${name}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await go(page, '/dashboard');
    await screenshot(page, `dashboard-geniuscash-${name}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
