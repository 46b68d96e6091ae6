import { MEMBERS_PER_PAGE, type MemberAccount, type MemberList, type MemberSummary } from '@cardgenius/core/contract';
import {
  escapeLike,
  mayUseStaffArea,
  mobileNumberEnding,
  parseMemberSearch,
  type StaffRole,
} from '@cardgenius/core/rules';
import { and, count, desc, eq, gt, isNull, like, max, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { queueEmail } from '../../db/mail-queue';
import { offerClaims, savedCards, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as templates from '../../lib/email-templates';
import { link } from '../auth/account-tokens';
import { type AuditContext, type AuditEvent, auditFor } from '../auth/audit';
import { queueConfirmation } from '../auth/auth.service';
import { RATE_LIMITS } from '../auth/rate-limit-rules';
import { revokeUserSessions, type UserRecord } from '../auth/sessions';
import { NO_SUCH_MEMBER } from './staff.service';

/**
 * The admin site's member screens (area `staff:members`): finding members, what staff see of one, and
 * the account actions support takes. Each action is one transaction with its audit row on the member,
 * naming the staff member who took it. The views are built field by field from the row, so a password
 * hash, two-factor secret or token can never slip into an answer.
 */

export const ALREADY_CONFIRMED = 'This member’s address is already confirmed.';
export const NOT_YOURSELF = 'You cannot lock your own account.';

/** Who takes an action, and from which request. */
export interface StaffActor {
  request: AuditContext;
  staffId: string;
}

export function memberSummary(user: UserRecord): MemberSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    emailConfirmed: user.emailConfirmedAt !== null,
    lockedByStaff: user.lockedByStaffAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What the search text matches: the whole id, the start of the address, or the start of name words. */
function searchCondition(query: string | undefined): SQL | undefined {
  const search = parseMemberSearch(query);
  if (search.kind === 'all') return undefined;
  if (search.kind === 'id') return eq(users.id, search.id);
  const byEmail = like(users.email, `${escapeLike(search.text)}%`);
  if (search.words.length === 0) return byEmail;
  // Each word a prefix (`alex:*`): only letters and digits reach the query text (parseMemberSearch).
  const words = search.words.map((word) => `${word}:*`).join(' & ');
  return or(byEmail, sql`to_tsvector('simple', ${users.name}) @@ to_tsquery('simple', ${words})`);
}

export async function searchMembers(db: Database, input: { q?: string | undefined; page?: number | undefined }) {
  const where = searchCondition(input.q);
  const page = input.page ?? 1;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(MEMBERS_PER_PAGE)
    .offset((page - 1) * MEMBERS_PER_PAGE);
  const n = total?.n ?? 0;
  return {
    members: rows.map(memberSummary),
    total: n,
    page,
    totalPages: Math.ceil(n / MEMBERS_PER_PAGE),
  } satisfies MemberList;
}

async function findMember(db: Database, id: string): Promise<UserRecord> {
  const [member] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!member) throw new AppError('NOT_FOUND', NO_SUCH_MEMBER);
  return member;
}

/** One member as staff see them, with what the viewer may do about their role. */
export async function memberAccount(db: Database, id: string, viewerRole: StaffRole | null): Promise<MemberAccount> {
  const member = await findMember(db, id);
  const now = new Date();
  const [live] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  const [lastSignIn] = await db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .where(eq(sessions.userId, id));
  const [saved] = await db.select({ n: count() }).from(savedCards).where(eq(savedCards.userId, id));
  const [claims] = await db.select({ n: count() }).from(offerClaims).where(eq(offerClaims.userId, id));
  const ending = mobileNumberEnding(member.mobileNumber);
  return {
    member: {
      ...memberSummary(member),
      mobileNumber: ending ? { ending, verified: member.mobileVerifiedAt !== null } : null,
      twoFactorEnabled: member.twoFactorValidatedAt !== null,
      lastSignInAt: lastSignIn?.at ? new Date(lastSignIn.at).toISOString() : null,
      lockedByStaffAt: member.lockedByStaffAt?.toISOString() ?? null,
      lockedOutUntil: member.lockedUntil && member.lockedUntil > now ? member.lockedUntil.toISOString() : null,
      liveSessions: live?.n ?? 0,
      savedCards: saved?.n ?? 0,
      claims: claims?.n ?? 0,
    },
    mayChangeRole: mayUseStaffArea(viewerRole, 'roles'),
  };
}

/**
 * Runs one action on a member, locked for its transaction, with its audit row (who did it, from where):
 * `change` answers the columns to set, or null when there is nothing to do (the action then changes
 * and records nothing).
 */
async function actOn(
  db: Database,
  actor: StaffActor,
  memberId: string,
  event: AuditEvent,
  change: (member: UserRecord, tx: Database) => Promise<Partial<UserRecord> | null>,
): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, memberId)).for('update');
    if (!member) throw new AppError('NOT_FOUND', NO_SUCH_MEMBER);
    const columns = await change(member, tx);
    if (!columns) return member;
    const [updated] = await tx
      .update(users)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(users.id, memberId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', NO_SUCH_MEMBER);
    await auditFor(tx, actor.request, event, memberId, { by: actor.staffId });
    return updated;
  });
}

/** Locks the account: no sign-in (password, Google or Facebook) and every session ends, until unlocked. */
export async function lockMember(db: Database, actor: StaffActor, memberId: string) {
  if (memberId === actor.staffId) throw new AppError('CONFLICT', NOT_YOURSELF);
  return actOn(db, actor, memberId, 'staff.member-locked', async (member, tx) => {
    await revokeUserSessions(tx, member.id);
    return member.lockedByStaffAt ? null : { lockedByStaffAt: new Date() };
  });
}

/** Lifts a staff lock, and a lockout after wrong passwords with it. */
export async function unlockMember(db: Database, actor: StaffActor, memberId: string) {
  return actOn(db, actor, memberId, 'staff.member-unlocked', async (member) =>
    member.lockedByStaffAt || member.lockedUntil || member.failedLoginCount > 0
      ? { lockedByStaffAt: null, lockedUntil: null, failedLoginCount: 0 }
      : null,
  );
}

/** Signs the member out everywhere. */
export async function endMemberSessions(db: Database, actor: StaffActor, memberId: string) {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, memberId)).for('update');
    if (!member) throw new AppError('NOT_FOUND', NO_SUCH_MEMBER);
    await revokeUserSessions(tx, member.id);
    await auditFor(tx, actor.request, 'staff.sessions-ended', member.id, { by: actor.staffId });
    return member;
  });
}

/**
 * Turns two-factor sign-in off for a member who lost their authenticator, as turning it off in the
 * account does: the secret goes, every session ends, and the member is told by email.
 */
export async function resetMemberTwoFactor(deps: AppDeps, actor: StaffActor, memberId: string) {
  const updated = await actOn(deps.database.db, actor, memberId, 'staff.two-factor-reset', async (member, tx) => {
    if (member.twoFactorSecret === null) return null;
    await revokeUserSessions(tx, member.id);
    await queueEmail(tx, {
      label: 'two-factor notice',
      to: member.email,
      ...templates.twoFactorDisabledNotice({
        name: member.name,
        brandName: deps.env.BRAND_NAME,
        accountLink: link(deps, '/account'),
      }),
    });
    return { twoFactorSecret: null, twoFactorValidatedAt: null, twoFactorLastStep: null };
  });
  deps.mailQueue.kick();
  return updated;
}

/**
 * A new confirmation link to an unconfirmed address. It counts towards the same hourly allowance as
 * the member's own requests, so staff and member together cannot flood the inbox.
 */
export async function resendMemberConfirmation(deps: AppDeps, actor: StaffActor, memberId: string) {
  const db = deps.database.db;
  const member = await findMember(db, memberId);
  if (member.emailConfirmedAt) throw new AppError('CONFLICT', ALREADY_CONFIRMED);
  await deps.rateLimiter.consume(RATE_LIMITS.resendEmailsPerAccount, member.id);
  await db.transaction(async (tx) => {
    await auditFor(tx, actor.request, 'staff.confirmation-resent', member.id, { by: actor.staffId });
    await queueConfirmation(tx, deps, member);
  });
  deps.mailQueue.kick();
  return member;
}
