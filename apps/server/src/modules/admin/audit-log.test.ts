import type { AuditLogPage } from '@cardgenius/core/contract';
import { torontoDate } from '@cardgenius/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema';
import { asMember, getJson, type Member, signedInMember, signedInStaff } from '../../test/members';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

let admin: Member;
let adminId: string;
let memberId: string;
const MEMBER = 'audited.member@example.ca';

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

beforeAll(async () => {
  admin = await signedInStaff(t, 'audit.admin@example.ca');
  adminId = await userId(admin.email);
  await signedInMember(t, MEMBER);
  memberId = await userId(MEMBER);
  const locked = await t.app.request(`/api/v2/admin/members/${memberId}/lock`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '192.0.2.45', ...asMember(admin) },
  });
  expect(locked.status).toBe(200);
  // Test data: a detail a spreadsheet would run as a formula, as if a value had been written that way.
  await t.database.db.insert(auditEvents).values({
    userId: memberId,
    event: 'login.failed',
    detail: { via: '=HYPERLINK("https://example.com")' },
    ip: '+1 203.0.113.9',
    requestId: '@request',
    createdAt: new Date('2026-03-08T12:00:00Z'),
  });
});

const list = async (query: Record<string, string>) => {
  const answer = await getJson(t, `/api/v2/admin/audit?${new URLSearchParams(query)}`, asMember(admin));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as AuditLogPage;
};

describe('the audit log', () => {
  it('finds a member’s events by address or id, newest first, with who did it and from where', async () => {
    const byEmail = await list({ member: MEMBER.toUpperCase() });
    expect(byEmail.events.map((entry) => entry.event)).toEqual([
      'staff.member-locked',
      'login.succeeded',
      'email.confirmed',
      'register',
      'login.failed',
    ]);
    const [lock] = byEmail.events;
    expect(lock).toMatchObject({
      member: { id: memberId, email: MEMBER },
      staff: { id: adminId, email: admin.email },
      detail: { by: adminId },
    });
    expect(lock?.ip).toBe('192.0.2.45');
    expect(lock?.requestId).not.toBe('');
    expect((await list({ member: memberId })).total).toBe(byEmail.total);
    expect((await list({ member: 'nobody@example.ca' })).total).toBe(0);
  });

  it('narrows by event name or its start, and by days in Toronto', async () => {
    const staffActions = await list({ event: 'staff.' });
    expect(staffActions.events.every((entry) => entry.event.startsWith('staff.'))).toBe(true);
    expect(staffActions.total).toBeGreaterThanOrEqual(1);
    expect((await list({ event: 'login.failed', member: MEMBER })).total).toBe(1);

    const marchEighth = await list({ member: MEMBER, from: '2026-03-08', to: '2026-03-08' });
    expect(marchEighth.events.map((entry) => entry.event)).toEqual(['login.failed']);
    const today = torontoDate(new Date());
    expect((await list({ member: MEMBER, from: today })).total).toBe(4);
  });

  it('says what to fix in a bad filter', async () => {
    const backwards = await getJson(t, '/api/v2/admin/audit?from=2026-03-09&to=2026-03-08', asMember(admin));
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: { fields: { to: 'The last day comes before the first.' } } });
    const notADay = await getJson(t, '/api/v2/admin/audit?from=yesterday', asMember(admin));
    expect(notADay.status).toBe(400);
    expect(notADay.body).toMatchObject({ error: { fields: { 'query.from': 'A day as YYYY-MM-DD.' } } });
  });

  it('downloads as CSV, with formulas neutralised', async () => {
    const response = await t.app.request(`/api/v2/admin/audit/export?member=${memberId}`, { headers: asMember(admin) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"When (UTC)","Event","Member id","Member email","Staff id","Staff email","IP address","Request id","Detail"',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(`"staff.member-locked","${memberId}","${MEMBER}","${adminId}","${admin.email}"`);
    expect(lines[5]).toContain('"\'+1 203.0.113.9","\'@request","via==HYPERLINK(""https://example.com"")"');
  });
});
