import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users } from '../../db/schema';
import type { LoginDevice } from './login-device';
import { LOCKOUT, RATE_LIMITS } from './rate-limit-rules';

/**
 * The lockout decides before a password is checked, in one atomic step: an attempt first reserves one
 * of the allowed consecutive failures, and only a reserved attempt has its password verified. So
 * however many attempts arrive together, in one process or many, at most LOCKOUT.failures are ever
 * checked, and once the account is locked nothing signs in until the lock ends or the password is reset.
 *
 * Attempts from a browser the member signed in with before (a device cookie) reserve from that
 * device's own allowance instead, so a stranger's failures cannot lock the member out of it.
 */
export type Reservation =
  | { kind: 'account'; userId: string; failures: number }
  | { kind: 'device'; device: LoginDevice; failures: number };

const notLocked = (now: Date) => or(isNull(users.lockedUntil), lte(users.lockedUntil, now));

/** One reserved attempt, or null when the account (or device) has none left. */
export async function reserveAttempt(
  deps: AppDeps,
  userId: string,
  device: LoginDevice | null,
): Promise<Reservation | null> {
  if (device) {
    // INCR in the rate-limit store: atomic in memory and in Redis, shared by every process with Redis.
    const { count } = await deps.rateLimiter.count(RATE_LIMITS.loginPerDevice, device.deviceId);
    return count <= LOCKOUT.failures ? { kind: 'device', device, failures: count } : null;
  }
  const now = new Date();
  // A lock that has run out starts a fresh count.
  const [row] = await deps.database.db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${users.lockedUntil} is not null then 1 else ${users.failedLoginCount} + 1 end`,
      lockedUntil: null,
    })
    .where(
      and(
        eq(users.id, userId),
        or(and(isNull(users.lockedUntil), lt(users.failedLoginCount, LOCKOUT.failures)), lte(users.lockedUntil, now)),
      ),
    )
    .returning({ failures: users.failedLoginCount });
  return row ? { kind: 'account', userId, failures: row.failures } : null;
}

/**
 * The reserved attempt had the wrong password: it stays counted. The attempt that used the last
 * allowance locks the account for LOCKOUT.durationMs (true), or the device for the rest of its window.
 */
export async function failedAttempt(deps: AppDeps, reservation: Reservation): Promise<boolean> {
  if (reservation.failures < LOCKOUT.failures) return false;
  if (reservation.kind === 'device') return true;
  await deps.database.db
    .update(users)
    .set({ lockedUntil: new Date(Date.now() + LOCKOUT.durationMs) })
    .where(eq(users.id, reservation.userId));
  return true;
}

/**
 * The reserved attempt had the right password. It may sign in only if no other attempt locked the
 * account meanwhile (checked and cleared in one statement); the count starts again.
 */
export async function succeededAttempt(deps: AppDeps, reservation: Reservation): Promise<boolean> {
  if (reservation.kind === 'device') {
    await deps.rateLimiter.reset(RATE_LIMITS.loginPerDevice, reservation.device.deviceId);
    return true;
  }
  const [row] = await deps.database.db
    .update(users)
    .set({ failedLoginCount: 0 })
    .where(and(eq(users.id, reservation.userId), notLocked(new Date())))
    .returning({ id: users.id });
  return row !== undefined;
}
