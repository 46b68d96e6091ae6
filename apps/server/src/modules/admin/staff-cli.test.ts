import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema';
import { RESET_TOKEN_TTL_MS } from '../../lib/one-time-codes';
import { login, STRONG_PASSWORD, signedInMember } from '../../test/members';
import { createTestApp } from '../../test/test-app';
import { runAdminCreateCommand } from './admin-cli';
import { createAdmin } from './staff.service';

const t = await createTestApp();
afterAll(() => t.close());
const siteUrl = 'https://cardgenius.example';

async function userNamed(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Runs the command as `npm run admin:create -- …` would, collecting what it prints. */
async function run(argv: string[]) {
  const printed = { out: '', err: '' };
  const code = await runAdminCreateCommand(
    t.database.db,
    argv,
    {
      out: (text) => {
        printed.out += text;
      },
      err: (text) => {
        printed.err += text;
      },
    },
    siteUrl,
  );
  return { code, ...printed };
}

const setupToken = (link: string) => link.trim().slice(`${siteUrl}/reset-password/`.length);

describe('npm run admin:create', () => {
  it('makes a new admin with a confirmed address and no usable password, and prints a one-time link', async () => {
    const before = Date.now();
    const made = await run(['--email', ' First.Admin@Example.ca ']);
    expect(made.code).toBe(0);
    expect(made.out).toMatch(new RegExp(`^${siteUrl}/reset-password/[A-Za-z0-9_-]{20,}\\n$`));
    expect(made.err).toMatch(/^Created first\.admin@example\.ca as an admin\./);
    expect(made.err).toMatch(/two-factor/);

    const admin = await userNamed('first.admin@example.ca');
    expect(admin).toMatchObject({ role: 'admin' });
    expect(admin?.emailConfirmedAt).not.toBeNull();
    const [token] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, admin?.id ?? ''));
    expect(token?.purpose).toBe('reset-password');
    expect(token?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + RESET_TOKEN_TTL_MS);
    expect(token?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + RESET_TOKEN_TTL_MS);

    // No password works until one is chosen through the link, which works once.
    expect((await login(t, 'first.admin@example.ca', STRONG_PASSWORD)).status).toBe(401);
    const body = { token: setupToken(made.out), newPassword1: STRONG_PASSWORD, newPassword2: STRONG_PASSWORD };
    expect((await t.postJson('/api/v2/user/reset-password', body)).status).toBe(200);
    expect((await t.postJson('/api/v2/user/reset-password', body)).status).toBe(400);
    const signedIn = await login(t, 'first.admin@example.ca', STRONG_PASSWORD);
    expect(signedIn.status).toBe(200);
    // Signed in, but staff calls wait for two-factor.
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect((await t.app.request('/api/v2/admin/staff', { headers: { cookie } })).status).toBe(403);
  });

  it('promotes an existing member, keeping their password, and a new link replaces the last one', async () => {
    const member = await signedInMember(t, 'promoted@example.ca');
    const first = await createAdmin(t.database.db, { email: member.email, siteUrl });
    expect(first).toMatchObject({ created: false, admin: { email: member.email, role: 'admin' } });
    const second = await run(['--email', member.email]);
    expect(second.code).toBe(0);
    expect(second.err).toMatch(/^Promoted promoted@example\.ca as an admin\./);
    const stale = {
      token: setupToken(first.setupLink),
      newPassword1: 'Another-Pass-77!',
      newPassword2: 'Another-Pass-77!',
    };
    expect((await t.postJson('/api/v2/user/reset-password', stale)).status).toBe(400);
    expect((await login(t, member.email, member.password)).status).toBe(200);
  });

  it('never prints a password, and refuses wrong usage', async () => {
    const made = await run(['--email', 'second.admin@example.ca', '--name', 'Sam Admin']);
    expect(made.out + made.err).not.toMatch(/password:/i);
    expect(await userNamed('second.admin@example.ca')).toMatchObject({ name: 'Sam Admin', role: 'admin' });
    expect((await run([])).code).toBe(2);
    expect((await run(['--mail', 'x@example.ca'])).code).toBe(2);
    const invalid = await run(['--email', 'not an address']);
    expect(invalid.code).toBe(1);
    expect(invalid.err).toMatch(/Not an email address/);
  });
});
