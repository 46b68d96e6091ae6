import type { StaffMember } from '@cardgenius/core/contract';
import { isValidEmail, leavesAnAdmin, STAFF_REAUTHENTICATION_MS, type StaffRole } from '@cardgenius/core/rules';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { accountTokens, sessions, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import { RESET_TOKEN_TTL_MS } from '../../lib/one-time-codes';
import { unusablePasswordHash } from '../../lib/password-hash';
import { createAccountToken } from '../auth/account-tokens';
import { type AuditContext, audit, auditFor } from '../auth/audit';
import { newReferralCode } from '../auth/referral-code';
import { type CurrentSession, revokeUserSessions, type UserRecord } from '../auth/sessions';
import { confirmPassword } from '../auth/two-factor.service';

type Ctx = Context<AppEnv>;

export const LAST_ADMIN = 'The site must keep at least one admin: make someone else an admin first.';
export const NO_SUCH_MEMBER = 'There is no member with that id.';

export function staffMemberView(user: UserRecord): StaffMember {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    twoFactorEnabled: user.twoFactorValidatedAt !== null,
  };
}

/**
 * The password again, for the sensitive actions of the next minutes (docs/decisions/0021): a right one
 * stamps this session; a wrong one counts towards the account's password-check limit, like the
 * account page's.
 */
export async function confirmStaffPassword(c: Ctx, deps: AppDeps, current: CurrentSession, password: string) {
  const db = deps.database.db;
  try {
    await confirmPassword(deps, current, password);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
      await audit(db, c, 'staff.password-refused', current.user.id);
    }
    throw error;
  }
  const now = new Date();
  await db.update(sessions).set({ passwordConfirmedAt: now }).where(eq(sessions.id, current.session.id));
  await audit(db, c, 'staff.password-confirmed', current.user.id);
  return {
    success: true as const,
    confirmedUntil: new Date(now.getTime() + STAFF_REAUTHENTICATION_MS).toISOString(),
  };
}

export async function listStaff(db: Database) {
  const rows = await db.select().from(users).where(isNotNull(users.role)).orderBy(asc(users.email));
  return { staff: rows.map(staffMemberView) };
}

/**
 * Gives a member a role, changes it or takes it away, in one transaction that locks every admin's row
 * first: two admins demoting each other at once cannot both succeed, so the site always keeps one.
 * Audited on the member, with who did it.
 */
export async function setMemberRole(
  db: Database,
  request: AuditContext,
  input: { memberId: string; role: StaffRole | null; by: string },
): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    const [member] = await tx.select().from(users).where(eq(users.id, input.memberId)).for('update');
    if (!member) throw new AppError('NOT_FOUND', NO_SUCH_MEMBER);
    if (!leavesAnAdmin(admins.length, member.role, input.role)) throw new AppError('CONFLICT', LAST_ADMIN);
    if (member.role === input.role) return staffMemberView(member);
    const [updated] = await tx
      .update(users)
      .set({ role: input.role, updatedAt: new Date() })
      .where(eq(users.id, member.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', NO_SUCH_MEMBER);
    // A role taken away or changed ends the member's sessions: nothing opened with the old role stays open.
    const sessionsEnded = member.role !== null;
    if (sessionsEnded) await revokeUserSessions(tx, member.id);
    await auditFor(tx, request, 'staff.role-changed', member.id, {
      from: member.role ?? 'none',
      to: input.role ?? 'none',
      by: input.by,
      ...(sessionsEnded ? { sessionsEnded } : {}),
    });
    return staffMemberView(updated);
  });
}

/** What `npm run admin:create` made: the admin, whether the account is new, and the one-time link. */
export interface CreatedAdmin {
  admin: StaffMember;
  created: boolean;
  setupLink: string;
  expiresAt: Date;
}

const CLI_REQUEST: AuditContext = { ip: 'command line', requestId: 'admin:create' };

/**
 * The first admin, from the command line: creates the member when the address has no account (address
 * confirmed, no usable password) or promotes the one it has, makes them an admin and answers a
 * one-time link to choose a password: a reset link, valid as long as reset links are, replacing any
 * earlier one. No password is ever printed. Two-factor comes next: staff calls need it.
 */
export async function createAdmin(
  db: Database,
  options: { email: string; name?: string; siteUrl: string },
  now = new Date(),
): Promise<CreatedAdmin> {
  const email = options.email.trim().toLowerCase();
  if (!isValidEmail(email)) throw new AppError('VALIDATION_FAILED', `Not an email address: ${options.email}`);
  const passwordHash = await unusablePasswordHash();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({
        email,
        name: options.name ?? 'Admin',
        passwordHash,
        emailConfirmedAt: now,
        referralCode: newReferralCode(),
        origin: 'admin',
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    const [member] = inserted ? [inserted] : await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (!member) throw new Error(`no account for ${email}`);
    if (inserted) await auditFor(tx, CLI_REQUEST, 'register', member.id, { origin: 'admin' });
    const [admin] = await tx
      .update(users)
      .set({ role: 'admin', updatedAt: now })
      .where(eq(users.id, member.id))
      .returning();
    if (!admin) throw new Error(`no account for ${email}`);
    if (member.role !== 'admin') {
      await auditFor(tx, CLI_REQUEST, 'staff.role-changed', member.id, {
        from: member.role ?? 'none',
        to: 'admin',
        by: 'command line',
      });
    }
    // One live setup link at a time: an earlier reset link stops working.
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, member.id),
          eq(accountTokens.purpose, 'reset-password'),
          isNull(accountTokens.usedAt),
        ),
      );
    const token = await createAccountToken(tx, member.id, 'reset-password', RESET_TOKEN_TTL_MS);
    await auditFor(tx, CLI_REQUEST, 'staff.setup-link-made', member.id);
    return {
      admin: staffMemberView(admin),
      created: inserted !== undefined,
      setupLink: `${options.siteUrl}/reset-password/${token}`,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    };
  });
}
