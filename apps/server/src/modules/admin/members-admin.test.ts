import { ErrorResponse, type MemberAccount, type MemberList } from '@cardgenius/core/contract';
import { LOCKED_BY_STAFF_MESSAGE } from '@cardgenius/core/rules';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outbox, sessions, users } from '../../db/schema';
import {
  asMember,
  getJson,
  login,
  type Member,
  register,
  signedInMember,
  signedInStaff,
  signedInWithRole,
} from '../../test/members';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The staff's browser: at one address, so the audit rows can be checked for it. */
const STAFF_ADDRESS = '192.0.2.44';

function post(who: Member, path: string, body?: unknown) {
  return t.app.request(`/api/v2${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': STAFF_ADDRESS, ...asMember(who) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function account(response: Response): Promise<MemberAccount> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as MemberAccount;
}

/** The newest audit row of an event on a member. */
async function lastAudit(memberId: string, event: string) {
  const [row] = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.userId, memberId), eq(auditEvents.event, event)))
    .orderBy(desc(auditEvents.createdAt))
    .limit(1);
  return row;
}

/** Makes the staff member's password entry older than the window of sensitive actions. */
async function passwordEnteredLongAgo(staff: Member) {
  await t.database.db
    .update(sessions)
    .set({ passwordConfirmedAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(sessions.userId, await userId(staff.email)));
}

let support: Member;
let supportId: string;

beforeAll(async () => {
  support = await signedInWithRole(t, 'support', 'support.desk@example.ca');
  supportId = await userId(support.email);
});

describe('finding members', () => {
  beforeAll(async () => {
    await signedInMember(t, 'jordan.search@example.ca');
    await t.database.db
      .update(users)
      .set({ name: 'Jordan Lévesque-Test' })
      .where(eq(users.email, 'jordan.search@example.ca'));
  });

  const search = async (q: string, page?: number) => {
    const query = new URLSearchParams({ q, ...(page ? { page: String(page) } : {}) });
    const answer = await getJson(t, `/api/v2/admin/members?${query}`, asMember(support));
    expect(answer.status).toBe(200);
    return answer.body as unknown as MemberList;
  };

  it('by the start of the address, of a word of the name, or the whole id', async () => {
    expect((await search('JORDAN.SE')).members.map((m) => m.email)).toEqual(['jordan.search@example.ca']);
    expect((await search('lévesq')).members.map((m) => m.email)).toEqual(['jordan.search@example.ca']);
    expect((await search('test jord')).members.map((m) => m.email)).toEqual(['jordan.search@example.ca']);
    const id = await userId('jordan.search@example.ca');
    expect((await search(id.toUpperCase())).members.map((m) => m.id)).toEqual([id]);
    expect((await search('search@example')).members).toEqual([]);
  });

  it('reads LIKE wildcards as themselves', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('_ordan')).total).toBe(0);
  });

  it('pages every member, newest first', async () => {
    const all = await search('');
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.page).toBe(1);
    const dates = all.members.map((m) => m.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const past = await search('', 500);
    expect(past.members).toEqual([]);
  });
});

describe('a member’s account as staff see it', () => {
  it('shows the facts, never a secret, and only the end of the mobile number', async () => {
    const member = await signedInStaff(t, 'viewed.member@example.ca', { role: 'editor' });
    const id = await userId(member.email);
    await t.database.db
      .update(users)
      .set({ mobileNumber: '416-555-0123', mobileVerifiedAt: new Date() })
      .where(eq(users.id, id));
    const answer = await getJson(t, `/api/v2/admin/members/${id}`, asMember(support));
    expect(answer.status).toBe(200);
    const { member: view, mayChangeRole } = answer.body as unknown as MemberAccount;
    expect(Object.keys(answer.body).sort()).toEqual(['mayChangeRole', 'member']);
    expect(Object.keys(view).sort()).toEqual([
      'claims',
      'createdAt',
      'email',
      'emailConfirmed',
      'id',
      'lastSignInAt',
      'liveSessions',
      'lockedByStaff',
      'lockedByStaffAt',
      'lockedOutUntil',
      'mobileNumber',
      'name',
      'role',
      'savedCards',
      'twoFactorEnabled',
    ]);
    expect(view).toMatchObject({
      email: member.email,
      role: 'editor',
      emailConfirmed: true,
      twoFactorEnabled: true,
      mobileNumber: { ending: '123', verified: true },
      lockedByStaff: false,
      savedCards: 0,
      claims: 0,
    });
    expect(view.liveSessions).toBeGreaterThanOrEqual(1);
    expect(view.lastSignInAt).not.toBeNull();
    expect(mayChangeRole).toBe(false);
    // The number's hidden part as written ('416-555-0…'), not digits alone: a random id or a time may hold '555'.
    const { id: _id, ...shown } = view;
    expect(JSON.stringify({ ...answer.body, member: shown })).not.toMatch(
      /416-?555|555-?01|password|secret|hash|token/i,
    );
  });

  it('answers 404 for an id without a member', async () => {
    const answer = await getJson(t, '/api/v2/admin/members/7f1c7a52-8a3d-4c8e-9b7e-2f6d5c4b3a21', asMember(support));
    expect(answer.status).toBe(404);
  });
});

describe('locking and unlocking', () => {
  it('a lock ends every session and refuses sign-in; unlocking lets the member back', async () => {
    const member = await signedInMember(t, 'locked.member@example.ca');
    const id = await userId(member.email);
    const locked = await account(await post(support, `/admin/members/${id}/lock`));
    expect(locked.member).toMatchObject({ lockedByStaff: true, liveSessions: 0 });
    expect((await getJson(t, '/api/v2/user/profile', asMember(member))).status).toBe(401);

    const refused = await login(t, member.email, member.password);
    expect(refused.status).toBe(401);
    expect(ErrorResponse.parse(await refused.json()).error.message).toBe(LOCKED_BY_STAFF_MESSAGE);
    // A wrong password is an ordinary failure: only the password's owner learns of the lock.
    const wrong = await login(t, member.email, 'Not-The-Password-1');
    expect(ErrorResponse.parse(await wrong.json()).error.message).not.toBe(LOCKED_BY_STAFF_MESSAGE);

    const row = await lastAudit(id, 'staff.member-locked');
    expect(row?.detail).toEqual({ by: supportId });
    expect(row?.ip).toBe(STAFF_ADDRESS);

    const unlocked = await account(await post(support, `/admin/members/${id}/unlock`));
    expect(unlocked.member.lockedByStaff).toBe(false);
    expect((await login(t, member.email, member.password)).status).toBe(200);
    expect((await lastAudit(id, 'staff.member-unlocked'))?.detail).toEqual({ by: supportId });
  });

  it('refuses to lock one’s own account', async () => {
    const response = await post(support, `/admin/members/${supportId}/lock`);
    expect(response.status).toBe(409);
  });
});

describe('ending sessions, resetting two-factor, changing roles', () => {
  it('ends every session of a member', async () => {
    const member = await signedInMember(t, 'ended.sessions@example.ca');
    const id = await userId(member.email);
    const after = await account(await post(support, `/admin/members/${id}/sessions/end`));
    expect(after.member.liveSessions).toBe(0);
    expect((await getJson(t, '/api/v2/user/profile', asMember(member))).status).toBe(401);
    expect((await lastAudit(id, 'staff.sessions-ended'))?.detail).toEqual({ by: supportId });
  });

  it('turns two-factor off with the password entered recently, ending sessions and telling the member', async () => {
    const member = await signedInStaff(t, 'lost.phone@example.ca', { role: 'editor' });
    const id = await userId(member.email);
    const staff = await signedInWithRole(t, 'support', 'support.reset@example.ca');
    await passwordEnteredLongAgo(staff);
    const refused = await post(staff, `/admin/members/${id}/two-factor/reset`);
    expect(refused.status).toBe(403);
    expect(ErrorResponse.parse(await refused.json()).error.options).toEqual({ reenterPassword: true });

    expect((await post(staff, '/admin/confirm-password', { password: staff.password })).status).toBe(200);
    const after = await account(await post(staff, `/admin/members/${id}/two-factor/reset`));
    expect(after.member).toMatchObject({ twoFactorEnabled: false, liveSessions: 0 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.twoFactorSecret).toBeNull();
    expect((await getJson(t, '/api/v2/user/profile', asMember(member))).status).toBe(401);
    await t.settle();
    const [notice] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, member.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(notice?.subject).toMatch(/Two-factor authentication is off/);
    expect((await lastAudit(id, 'staff.two-factor-reset'))?.detail).toEqual({ by: await userId(staff.email) });
  });

  it('ends the sessions of a member whose role is taken away or changed', async () => {
    const admin = await signedInStaff(t, 'role.admin@example.ca');
    const changed = await signedInWithRole(t, 'editor', 'role.changed@example.ca');
    const removed = await signedInWithRole(t, 'support', 'role.removed@example.ca');
    const setRole = (email: string, role: string | null) =>
      userId(email).then((id) => post(admin, `/admin/members/${id}/role`, { role }));

    expect((await setRole(changed.email, 'support')).status).toBe(200);
    expect((await getJson(t, '/api/v2/user/profile', asMember(changed))).status).toBe(401);
    expect((await setRole(removed.email, null)).status).toBe(200);
    expect((await getJson(t, '/api/v2/user/profile', asMember(removed))).status).toBe(401);
    expect((await lastAudit(await userId(removed.email), 'staff.role-changed'))?.detail).toMatchObject({
      from: 'support',
      to: 'none',
      sessionsEnded: true,
    });

    // Giving a role to a member leaves their sessions alone (the 12-hour rule still holds).
    const promoted = await signedInMember(t, 'role.given@example.ca');
    expect((await setRole(promoted.email, 'editor')).status).toBe(200);
    expect((await getJson(t, '/api/v2/user/profile', asMember(promoted))).status).toBe(200);
  });
});

describe('sending the confirmation email again', () => {
  it('sends one email a time while unconfirmed, within the hourly allowance', async () => {
    const email = 'unconfirmed.member@example.ca';
    expect((await register(t, { email })).status).toBe(201);
    const id = await userId(email);
    await t.settle();
    const emailsTo = async () => (await t.database.db.select().from(outbox).where(eq(outbox.to, email))).length;
    const before = await emailsTo();

    await account(await post(support, `/admin/members/${id}/confirmation-email`));
    await t.settle();
    expect(await emailsTo()).toBe(before + 1);
    expect((await lastAudit(id, 'staff.confirmation-resent'))?.detail).toEqual({ by: supportId });

    await account(await post(support, `/admin/members/${id}/confirmation-email`));
    await account(await post(support, `/admin/members/${id}/confirmation-email`));
    const limited = await post(support, `/admin/members/${id}/confirmation-email`);
    expect(limited.status).toBe(429);
    await t.settle();
    expect(await emailsTo()).toBe(before + 3);
  });

  it('answers 409 for a confirmed address', async () => {
    const member = await signedInMember(t, 'already.confirmed@example.ca');
    const response = await post(support, `/admin/members/${await userId(member.email)}/confirmation-email`);
    expect(response.status).toBe(409);
  });
});
