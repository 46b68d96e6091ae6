import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, goHydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { memberApi, registerMember, type TestMember } from './support/member';
import { type StaffServer, staffBrowserPage, startServerWithStaff, withTwoFactor } from './support/staff';

/**
 * The admin site's GeniusCash screens in the browser, on a server of this file's own: a support
 * staff member, whose password was last entered more than 5 minutes ago, approves a member's claim on
 * the payouts screen (typing the password again when asked) and the member sees it approved on their
 * dashboard; the offers, claims and payouts pages are axe-clean and fit a phone.
 */

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let site: StaffServer;
let support: TestMember;
let member: TestMember;
let ticket: { id: string; reference: string };
const origin = () => site.server.baseUrl;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startServerWithStaff();
  member = await registerMember(origin(), { name: 'Pat Gagnon' });
  const { offers } = await memberApi<{ offers: { id: string }[] }>(origin(), member, 'GET', '/offers');
  const claimed = await memberApi<{ ticket: { id: string; reference: string } }>(
    origin(),
    member,
    'POST',
    '/offers/claim',
    { offerId: offers[0]?.id },
  );
  ticket = claimed.ticket;
  support = await withTwoFactor(origin(), await registerMember(origin(), { name: 'Robin Support' }));
  // Support staff, whose password was entered 10 minutes ago: payout decisions ask for it again.
  await site.changeDatabase(async (database) => {
    await database.query("update users set role = 'support' where email = $1", [support.email]);
    await database.query(
      "update sessions set password_confirmed_at = now() - interval '10 minutes' where user_id = (select id from users where email = $1)",
      [support.email],
    );
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const pageAs = (who: TestMember, width = 1280, height = 900) => staffBrowserPage(browser, site, { who, width, height });

describe('GeniusCash in the admin site', () => {
  it('lets support approve a claim’s payout with the password again; the member sees it approved', async () => {
    const { context, page, errors } = await pageAs(support);
    // Support's overview and menu: the claims and payouts that wait, nothing of content or catalogue.
    await goHydrated(page, '/admin');
    const waiting = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    expect(await waiting('Claims').getByText('1', { exact: true }).count()).toBe(1);
    expect(await waiting('Payouts').count()).toBe(1);
    const menu = page.getByRole('navigation', { name: 'Admin' });
    expect(await menu.getByRole('link', { name: 'Comments' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Cards' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Payouts' }).click();
    await page.waitForURL('**/admin/payouts');
    const claim = page.getByRole('article', { name: `Ticket #${ticket.reference}` });
    await claim.getByLabel(`Reason for ticket #${ticket.reference}`).fill('The issuer’s report of approvals.');
    await claim.getByRole('button', { name: `Approve ticket #${ticket.reference}` }).click();
    await page
      .getByRole('alert')
      .getByText(/Enter your password again/)
      .waitFor();
    await screenshot(page, 'admin-geniuscash-payouts-password-desktop');
    await claim.getByLabel('Your password').fill(support.password);
    await claim.getByRole('button', { name: `Approve ticket #${ticket.reference}` }).click();
    await page.getByRole('status').getByText(`Ticket #${ticket.reference} is approved.`).waitFor();
    await page.getByRole('heading', { name: /^Approved, waiting for a payout day: 1/ }).waitFor();
    expect(errors.filter((error) => !error.includes('403'))).toEqual([]);

    // The claim's page keeps the reason in its history.
    await goHydrated(page, `/admin/claims/${ticket.id}`);
    await page.getByText('The issuer’s report of approvals.').waitFor();
    await context.close();

    const mine = await pageAs(member);
    await goHydrated(mine.page, '/dashboard');
    const cash = mine.page.locator('#geniuscash');
    await cash.getByRole('link', { name: ticket.reference }).waitFor();
    expect(await cash.getByText('Approved').count()).toBeGreaterThanOrEqual(1);
    expect(mine.errors).toEqual([]);
    await mine.context.close();
  }, 60_000);

  it.each(VIEWPORTS)(
    'offers, claims and payouts are axe-clean and fit $width px',
    async ({ name, width, height }) => {
      const { context, page, errors } = await pageAs(site.staff, width, height);
      for (const [path, shot, title] of [
        ['/admin/offers', 'offers', 'Offers'],
        ['/admin/claims', 'claims', 'Claims'],
        [`/admin/claims/${ticket.id}`, 'claim', `Ticket #${ticket.reference}`],
        ['/admin/payouts', 'payouts', 'Payouts'],
      ] as const) {
        const response = await goHydrated(page, path);
        expect(response?.status(), path).toBe(200);
        expect(await page.getByRole('heading', { level: 1, name: title }).count(), path).toBe(1);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        expect(await accessibilityViolations(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        await screenshot(page, `admin-geniuscash-${shot}-${name}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
