import { type Endpoint, type ErrorResponse, endpoints, staffRolesFor } from '@cardgenius/core/contract';
import { STAFF_ROLES, STAFF_SESSION_TTL_MS, type StaffRole } from '@cardgenius/core/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, users } from '../../db/schema';
import { asMember, getJson, type Member, signedInMember, signedInStaff, signedInWithRole } from '../../test/members';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const staffEndpoints = Object.values(endpoints).filter((endpoint) =>
  endpoint.access.startsWith('staff:'),
) as Endpoint[];

/** The endpoint called with a made-up id in each placeholder and an empty JSON body: enough to reach its checks. */
function call(endpoint: Endpoint, who: Member | null, options: { withoutCsrf?: boolean } = {}) {
  const path = endpoint.path.replace(/\{[^}]+\}/g, '7f1c7a52-8a3d-4c8e-9b7e-2f6d5c4b3a21');
  const method = endpoint.method.toUpperCase();
  const credentials = who ? (options.withoutCsrf ? { cookie: who.cookie } : asMember(who)) : {};
  return t.app.request(`/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...credentials },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
}

async function errorOf(response: Response) {
  return ((await response.json()) as ErrorResponse).error;
}

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('who may make each staff call, and only with the session’s CSRF token, from the contract', () => {
  let member: Member;
  let withoutTwoFactor: Member;
  const staff = {} as Record<StaffRole, Member>;

  beforeAll(async () => {
    member = await signedInMember(t, 'plain.member@example.ca');
    withoutTwoFactor = await signedInStaff(t, 'admin.no2fa@example.ca', { twoFactor: false });
    for (const role of STAFF_ROLES) staff[role] = await signedInWithRole(t, role);
  });

  it('has staff calls, each naming the roles that may make it', () => {
    expect(staffEndpoints.length).toBeGreaterThanOrEqual(11);
    for (const endpoint of staffEndpoints) expect(staffRolesFor(endpoint.access)).toContain('admin');
  });

  it.each(staffEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))('%s', async (_id, endpoint) => {
    const anonymous = await call(endpoint, null);
    expect(anonymous.status).toBe(401);
    const plain = await call(endpoint, member);
    expect(plain.status).toBe(403);
    expect((await errorOf(plain)).message).toBe('This is for the site’s staff only.');
    const noTwoFactor = await call(endpoint, withoutTwoFactor);
    expect(noTwoFactor.status).toBe(403);
    expect((await errorOf(noTwoFactor)).message).toMatch(/two-factor/);
    const allowed = staffRolesFor(endpoint.access);
    if (endpoint.method !== 'get') {
      // A change from the browser without the session's CSRF token is refused, even for an admin.
      const forged = await call(endpoint, staff.admin, { withoutCsrf: true });
      expect(forged.status).toBe(403);
      expect((await errorOf(forged)).message).toMatch(/session could not be verified/);
    }
    for (const role of STAFF_ROLES) {
      const answer = await call(endpoint, staff[role]);
      if (allowed.includes(role)) {
        expect([401, 403], `${role} on ${endpoint.id}`).not.toContain(answer.status);
      } else {
        expect(answer.status, `${role} on ${endpoint.id}`).toBe(403);
        expect((await errorOf(answer)).message).toMatch(/^Only .* may do this; you are signed in as /);
      }
    }
  });

  it('lets editors moderate and refuses support, with the roles in the message', async () => {
    const path = '/api/v2/moderation/comments';
    expect((await getJson(t, path, asMember(staff.editor))).status).toBe(200);
    const refused = await getJson(t, path, asMember(staff.support));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error: { message: 'Only an admin or an editor may do this; you are signed in as support staff.' },
    });
  });

  it('tells pages who is staff and with which role', async () => {
    const status = await getJson(t, '/api/v2/user/auth-status', asMember(staff.editor));
    expect(status.body).toMatchObject({ isAdmin: true, staffRole: 'editor' });
    const plain = await getJson(t, '/api/v2/user/auth-status', asMember(member));
    expect(plain.body).toMatchObject({ isAdmin: false, staffRole: null });
  });
});

describe('staff sessions', () => {
  /** Moves a member's sessions back in time, as if signed in `ms` ago. */
  async function signedInAgo(email: string, ms: number) {
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(sessions.userId, await userId(email)));
  }

  it('end 12 hours after sign-in; members’ sessions go on', async () => {
    const admin = await signedInStaff(t, 'twelve.hours@example.ca');
    const member = await signedInMember(t, 'fourteen.days@example.ca');
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, await userId(admin.email)));
    expect(session?.expiresAt.getTime()).toBeLessThanOrEqual(
      (session?.createdAt.getTime() ?? 0) + STAFF_SESSION_TTL_MS,
    );

    await signedInAgo(admin.email, STAFF_SESSION_TTL_MS - 60_000);
    expect((await getJson(t, '/api/v2/moderation/comments', asMember(admin))).status).toBe(200);
    await signedInAgo(admin.email, STAFF_SESSION_TTL_MS + 60_000);
    const ended = await getJson(t, '/api/v2/moderation/comments', asMember(admin));
    expect(ended.status).toBe(401);
    const status = await getJson(t, '/api/v2/user/auth-status', asMember(admin));
    expect(status.body).toMatchObject({ isAuthenticated: false, isAdmin: false, session: null });

    await signedInAgo(member.email, STAFF_SESSION_TTL_MS + 60_000);
    expect((await getJson(t, '/api/v2/user/profile', asMember(member))).status).toBe(200);
  });

  it('end 12 hours after sign-in for a member made staff while signed in', async () => {
    const member = await signedInMember(t, 'promoted.later@example.ca');
    await signedInAgo(member.email, STAFF_SESSION_TTL_MS + 60_000);
    await t.database.db.update(users).set({ role: 'editor' }).where(eq(users.email, member.email));
    expect((await getJson(t, '/api/v2/user/profile', asMember(member))).status).toBe(401);
  });
});

describe('changing roles', () => {
  let admin: Member;
  let target: Member;

  beforeAll(async () => {
    admin = await signedInStaff(t, 'role.admin@example.ca');
    target = await signedInMember(t, 'role.target@example.ca');
  });

  const setRole = (who: Member, memberId: string, role: StaffRole | null) =>
    t.postJson(`/api/v2/admin/members/${memberId}/role`, { role }, asMember(who));

  /** As if the password was last entered `ms` ago in each of the member's sessions. */
  async function passwordEnteredAgo(email: string, ms: number) {
    await t.database.db
      .update(sessions)
      .set({ passwordConfirmedAt: new Date(Date.now() - ms) })
      .where(eq(sessions.userId, await userId(email)));
  }

  it('works right after a password sign-in, and is audited', async () => {
    const changed = await setRole(admin, await userId(target.email), 'support');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ email: target.email, role: 'support', twoFactorEnabled: false });
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.event, 'staff.role-changed'), eq(auditEvents.userId, await userId(target.email))));
    expect(audited.map((row) => row.detail)).toContainEqual({
      from: 'none',
      to: 'support',
      by: await userId(admin.email),
    });
  });

  it('asks for the password again after 5 minutes, then works once it is confirmed', async () => {
    await passwordEnteredAgo(admin.email, 6 * 60_000);
    const refused = await setRole(admin, await userId(target.email), 'editor');
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({
      message: expect.stringMatching(/^Enter your password again/),
      options: { reenterPassword: true },
    });

    const wrong = await t.postJson('/api/v2/admin/confirm-password', { password: 'not-it-at-all' }, asMember(admin));
    expect(wrong.status).toBe(400);
    expect((await setRole(admin, await userId(target.email), 'editor')).status).toBe(403);

    const confirmed = await t.postJson('/api/v2/admin/confirm-password', { password: admin.password }, asMember(admin));
    expect(confirmed.status).toBe(200);
    const { confirmedUntil } = (await confirmed.json()) as { confirmedUntil: string };
    expect(Date.parse(confirmedUntil)).toBeGreaterThan(Date.now() + 4 * 60_000);
    const changed = await setRole(admin, await userId(target.email), 'editor');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ role: 'editor' });
  });

  it('needs a CSRF token from the browser, like every member change', async () => {
    const forged = await t.postJson(
      `/api/v2/admin/members/${await userId(target.email)}/role`,
      { role: null },
      {
        cookie: admin.cookie,
      },
    );
    expect(forged.status).toBe(403);
    const confirm = await t.postJson(
      '/api/v2/admin/confirm-password',
      { password: admin.password },
      {
        cookie: admin.cookie,
      },
    );
    expect(confirm.status).toBe(403);
  });

  it('answers 404 for a member that does not exist', async () => {
    expect((await setRole(admin, '7f1c7a52-8a3d-4c8e-9b7e-2f6d5c4b3a21', 'editor')).status).toBe(404);
  });

  it('lists the staff for admins only', async () => {
    const listed = await getJson(t, '/api/v2/admin/staff', asMember(admin));
    expect(listed.status).toBe(200);
    expect(listed.body.staff).toContainEqual(expect.objectContaining({ email: target.email, role: 'editor' }));
    const byEditor = await signedInWithRole(t, 'editor');
    expect((await getJson(t, '/api/v2/admin/staff', asMember(byEditor))).status).toBe(403);
  });

  it('never takes the role from the last admin', async () => {
    const adminId = await userId(admin.email);
    const others = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    for (const other of others) {
      if (other.id !== adminId) expect((await setRole(admin, other.id, null)).status).toBe(200);
    }
    const alone = await setRole(admin, adminId, 'editor');
    expect(alone.status).toBe(409);
    expect((await errorOf(alone)).message).toMatch(/at least one admin/);
    expect((await setRole(admin, adminId, null)).status).toBe(409);

    // With a second admin, the first may step down: the change ends their sessions at once.
    expect((await setRole(admin, await userId(target.email), 'admin')).status).toBe(200);
    expect((await setRole(admin, adminId, 'editor')).status).toBe(200);
    expect((await getJson(t, '/api/v2/admin/staff', asMember(admin))).status).toBe(401);
    expect((await getJson(t, '/api/v2/moderation/comments', asMember(admin))).status).toBe(401);
  });
});
