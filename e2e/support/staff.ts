import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaffRole } from '@cardgenius/core/rules';
import { PGlite } from '@electric-sql/pglite';
import { generateSync } from 'otplib';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { copyDatabase, type StartedServer } from '../../scripts/lib/start-built-server.mjs';
import { openPage, type WatchedPage } from './browser';
import { memberApi, registerMember, signIn, signInContext, type TestMember } from './member';
import { startOwnServer } from './server';
import { setStaffRole } from './staff-role';

/** A signed-in POST that may re-issue the session: the member with the cookies it set, if any. */
async function step(baseUrl: string, member: TestMember, path: string, body: unknown): Promise<TestMember> {
  const response = await fetch(`${baseUrl}/api/v2${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: `authToken=${member.authToken}; csrfToken=${member.csrfToken}`,
      'x-csrf-token': member.csrfToken,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const next = { ...member };
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';', 1);
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (name === 'authToken' || name === 'csrfToken') next[name] = pair.slice(at + 1);
  }
  return next;
}

/**
 * The member signed in again with two-factor turned on through the API, as the account page does it:
 * what staff calls need.
 */
export async function withTwoFactor(baseUrl: string, member: TestMember): Promise<TestMember> {
  let signedIn: TestMember = { ...member, ...(await signIn(baseUrl, member.email, member.password)) };
  const { otpAuthUrl } = await memberApi<{ otpAuthUrl: string }>(baseUrl, signedIn, 'POST', '/user/two-factor/enable', {
    password: member.password,
  });
  const secret = new URL(otpAuthUrl).searchParams.get('secret') ?? '';
  // Each step re-issues the session token: the browser keeps the newest cookies.
  signedIn = await step(baseUrl, signedIn, '/user/validateTwoFactor', { authCode: generateSync({ secret }) });
  return step(baseUrl, signedIn, '/user/skip-mobile-number', {});
}

/** A server of the file's own with a staff member on it: an admin with two-factor on. */
export interface StaffServer {
  /** The server now running (a new process on the same address after `changeDatabase`). */
  server: StartedServer;
  staff: TestMember;
  /** Stops the server, lets `change` write to its database, and starts it again; sessions carry over. */
  changeDatabase(change: (database: PGlite) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a server of its own (the shared one has no staff) on a copy of the database the global setup
 * made with an admin registered in it (another role is given in the database before the start, and
 * `prepare` may write the file's own test data there too), then signs the member in with two-factor
 * turned on through the API, as the account page does it.
 */
export async function startServerWithStaff(
  options: { role?: 'admin' | 'editor' | 'support'; prepare?: (database: PGlite) => Promise<void> } = {},
): Promise<StaffServer> {
  const env = { TRUST_PROXY: 'true', DEV_OUTBOX: 'any' };
  const template = inject('staffTemplate');
  const dataDir = await mkdtemp(join(tmpdir(), 'cg-staff-'));
  await copyDatabase(template.dataDir, dataDir);
  // The template's member is an admin already.
  const role = options.role === 'admin' ? undefined : options.role;
  const { prepare } = options;
  if (role || prepare) {
    // Before the first start: the embedded database has one user at a time.
    const database = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    try {
      if (role) await setStaffRole(database, template.email, role);
      await prepare?.(database);
    } finally {
      await database.close();
    }
  }
  const server = await startOwnServer({ env, dataDir });
  const site: StaffServer = {
    server,
    // The template's member has no session here yet: signing in makes one.
    staff: await withTwoFactor(server.baseUrl, {
      name: template.name,
      email: template.email,
      password: template.password,
      authToken: '',
      csrfToken: '',
    }),
    async changeDatabase(change) {
      await site.server.stop();
      const opened = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
      try {
        await change(opened);
      } finally {
        await opened.close();
      }
      // The same address again: tokens name the site they were issued by.
      const port = Number(new URL(site.server.baseUrl).port);
      site.server = await startOwnServer({ env, dataDir, port });
    },
    async stop() {
      await site.server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}

/** A staff role given to a member by the site's admin through the API (their password was entered minutes ago). */
export async function grantRole(site: StaffServer, member: TestMember, role: StaffRole): Promise<void> {
  const origin = site.server.baseUrl;
  const { members } = await memberApi<{ members: { id: string; email: string }[] }>(
    origin,
    site.staff,
    'GET',
    `/admin/members?q=${encodeURIComponent(member.email)}`,
  );
  // The search matches the start of an address: the member is the one whose address is theirs exactly.
  const found = members.find((candidate) => candidate.email === member.email);
  if (!found) throw new Error(`the admin's member search did not find ${member.email}`);
  await memberApi(origin, site.staff, 'POST', `/admin/members/${found.id}/role`, { role });
}

/** A new member given a staff role by the site's admin, then signed in with two-factor turned on. */
export async function staffMemberWithRole(site: StaffServer, role: StaffRole, name: string): Promise<TestMember> {
  const member = await registerMember(site.server.baseUrl, { name });
  await grantRole(site, member, role);
  return withTwoFactor(site.server.baseUrl, member);
}

/** A page in a staff member's browser (their session's cookies) on the staff server: the admin unless another. */
export async function staffBrowserPage(
  browser: Browser,
  site: StaffServer,
  options: { who?: TestMember; width?: number; height?: number } = {},
): Promise<WatchedPage> {
  const { who = site.staff, width = 1280, height = 900 } = options;
  const watched = await openPage(browser, { width, height, baseUrl: site.server.baseUrl });
  await signInContext(watched.context, site.server.baseUrl, who);
  return watched;
}
