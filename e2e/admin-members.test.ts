import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, goHydrated, launchBrowser, screenshot, VIEWPORTS } from './support/browser';
import { memberApi, registerMember, signIn, type TestMember } from './support/member';
import { type StaffServer, staffBrowserPage, staffMemberWithRole, startServerWithStaff } from './support/staff';

/**
 * The admin site's member screens and audit log in the browser, on a server of this file's own: a
 * support staff member finds a member, locks the account (the member's next page is signed out) and
 * unlocks it; the admin finds both actions in the audit log.
 */

let browser: Browser;
let site: StaffServer;
let support: TestMember;
let member: TestMember;
let memberId = '';
const origin = () => site.server.baseUrl;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startServerWithStaff();
  member = await registerMember(origin(), { name: 'Riley Tremblay' });
  const [memberRow] = (
    await memberApi<{ members: { id: string }[] }>(origin(), site.staff, 'GET', `/admin/members?q=${member.email}`)
  ).members;
  memberId = memberRow?.id ?? '';
  support = await staffMemberWithRole(site, 'support', 'Casey Bouchard');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const pageAs = (who: TestMember, width = 1280, height = 900) => staffBrowserPage(browser, site, { who, width, height });

describe('members and the audit log', () => {
  it('lets support find a member, lock the account (signing them out) and unlock it', async () => {
    const { context, page, errors } = await pageAs(support);
    const memberBrowser = await pageAs(member);
    expect((await goHydrated(memberBrowser.page, '/account'))?.status()).toBe(200);

    await goHydrated(page, '/admin/members');
    // Keyboard only: the search field, then Enter.
    await page.getByLabel('Email, name or id').focus();
    await page.keyboard.type(member.email.slice(0, 12));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?q=/);
    await page.getByRole('link', { name: 'Riley Tremblay' }).click();
    await page.getByRole('heading', { name: 'Riley Tremblay', level: 1 }).waitFor();
    expect(await page.getByText('Only an admin may change roles.').count()).toBe(1);

    await page.getByRole('button', { name: 'Lock the account' }).click();
    const yes = page.getByRole('button', { name: 'Yes, lock the account' });
    expect(await yes.evaluate((button) => button === document.activeElement)).toBe(true);
    await screenshot(page, 'member-confirm-lock-1280');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'The account is locked' }).waitFor();
    await page.getByText(/^Locked by staff since/).waitFor();

    // The member's next page load is signed out.
    await memberBrowser.page.goto('/account');
    expect(new URL(memberBrowser.page.url()).pathname).toBe('/login');
    await expect(signIn(origin(), member.email, member.password)).rejects.toThrow(/401/);

    await page.getByRole('button', { name: 'Unlock the account' }).click();
    await page.getByRole('status').filter({ hasText: 'The account is unlocked' }).waitFor();
    member = { ...member, ...(await signIn(origin(), member.email, member.password)) };
    expect(errors).toEqual([]);
    await memberBrowser.context.close();
    await context.close();
  }, 60_000);

  it.each(VIEWPORTS)(
    'lists the actions in the audit log; axe-clean and fitting at $width px',
    async (viewport) => {
      const { context, page, errors } = await pageAs(site.staff, viewport.width, viewport.height);
      for (const [path, name] of [
        [`/admin/members?q=${encodeURIComponent(member.email)}`, 'members'],
        [`/admin/members/${memberId}`, 'member'],
        [`/admin/audit?member=${encodeURIComponent(member.email)}`, 'audit'],
      ] as const) {
        const response = await goHydrated(page, path);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, `${name}-${viewport.width}`);
      }
      const locked = page.getByRole('listitem').filter({ hasText: 'staff.member-locked' });
      expect(await locked.getByText(support.email).count()).toBe(1);
      expect(await page.getByRole('listitem').filter({ hasText: 'staff.member-unlocked' }).count()).toBe(1);
      const download = page.getByRole('link', { name: 'Download as CSV' });
      expect(await download.getAttribute('href')).toBe(
        `/api/v2/admin/audit/export?member=${encodeURIComponent(member.email)}`,
      );
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
