import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { accountTokens, registrationTickets, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/one-time-codes';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { setMemberSubscription } from '../newsletter/member-subscription';
import { audit } from './audit';
import { refuseCommonPassword } from './auth.service';
import { clearUnconfirmedDetails } from './pre-confirmation';
import { RATE_LIMITS } from './rate-limit-rules';
import { isRegistrationDevice } from './registration-device';
import { revokeUserSessions } from './sessions';
import { WRONG_PASSWORD } from './two-factor.service';

type Ctx = Context<AppEnv>;

export const CONFIRM_FAILED = 'Something went wrong and we were unable to confirm your account.';
export const CONFIRM_NEEDS_PASSWORD =
  'To confirm your address on this device, enter the password you chose when you registered, or choose a new one.';

export interface ConfirmEmailInput {
  code: string;
  /** The registrant's password, when confirming from another browser. */
  password?: string | undefined;
  /** A new password instead: the inbox's owner takes the account over, clearing what was set before. */
  newPassword1?: string | undefined;
}

/** How the confirmer showed they are the one who registered (or chose to start afresh). */
type Proof = 'registration-device' | 'password' | 'new-password';

async function proofOf(c: Ctx, deps: AppDeps, user: typeof users.$inferSelect, input: ConfirmEmailInput) {
  if (isRegistrationDevice(c, deps, user.id)) return 'registration-device' as const;
  if (input.newPassword1 !== undefined) {
    refuseCommonPassword(input.newPassword1, 'newPassword1');
    return 'new-password' as const;
  }
  if (input.password !== undefined) {
    await deps.rateLimiter.consume(RATE_LIMITS.passwordCheckPerAccount, user.id);
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw new AppError('VALIDATION_FAILED', WRONG_PASSWORD, { password: WRONG_PASSWORD });
    }
    return 'password' as const;
  }
  throw new AppError('UNAUTHENTICATED', CONFIRM_NEEDS_PASSWORD, undefined, { confirmWithPassword: true });
}

/**
 * Confirms an address with the emailed code. Owning the inbox does not prove having chosen the
 * password: someone may have registered another person's address with their own password, payout and
 * mobile number, waiting for the owner to click. So the code alone confirms only in the browser that
 * registered; elsewhere the confirmer gives the password, or sets a new one, which ends every session
 * and clears the details set before confirmation (docs/decisions/0012).
 *
 * The first confirmation is one conditional update: of many simultaneous clicks exactly one runs it.
 * Using the same link again answers the same success.
 */
export async function confirmEmail(c: Ctx, deps: AppDeps, input: ConfirmEmailInput) {
  const db = deps.database.db;
  const [found] = await db
    .select({ token: accountTokens, user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, hashToken(input.code)), eq(accountTokens.purpose, 'confirm-email')))
    .limit(1);
  if (!found) throw new AppError('BAD_REQUEST', CONFIRM_FAILED);
  const { token, user } = found;
  const answer = (confirmed: typeof user) => ({
    success: true as const,
    redirect: confirmed.marketingOptIn ? '/dashboard?subscribed=1' : '/dashboard',
    email: confirmed.email,
    marketingOptIn: confirmed.marketingOptIn,
  });
  // A second click (or an earlier link, when one was sent again) changes nothing.
  if (user.emailConfirmedAt) return answer(user);
  if (token.usedAt || token.expiresAt.getTime() < Date.now()) throw new AppError('BAD_REQUEST', CONFIRM_FAILED);

  const proof: Proof = await proofOf(c, deps, user, input);
  const passwordHash = proof === 'new-password' ? await hashPassword(input.newPassword1 ?? '') : null;
  const confirmed = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(users)
      .set({
        emailConfirmedAt: new Date(),
        updatedAt: new Date(),
        ...(passwordHash ? { passwordHash, failedLoginCount: 0, lockedUntil: null, ...clearUnconfirmedDetails() } : {}),
      })
      .where(and(eq(users.id, user.id), isNull(users.emailConfirmedAt)))
      .returning();
    if (!claimed) return null;
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.id, token.id), isNull(accountTokens.usedAt)));
    if (passwordHash) {
      await revokeUserSessions(tx, claimed.id);
      await tx.delete(registrationTickets).where(eq(registrationTickets.userId, claimed.id));
    }
    await audit(tx, c, 'email.confirmed', claimed.id, { proof });
    // Opted in when registering: with the address now confirmed, that is a confirmed subscription.
    if (claimed.marketingOptIn) await setMemberSubscription(tx, claimed, true);
    return claimed;
  });
  if (confirmed) return answer(confirmed);
  // Another click confirmed it a moment ago.
  const [now] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!now?.emailConfirmedAt) throw new AppError('BAD_REQUEST', CONFIRM_FAILED);
  return answer(now);
}

/** Opt-in with the confirmation code just used: good for a day after confirming. */
export async function optInWithConfirmCode(deps: AppDeps, code: string): Promise<boolean> {
  const db = deps.database.db;
  const [token] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(code)),
        eq(accountTokens.purpose, 'confirm-email'),
        gt(accountTokens.usedAt, new Date(Date.now() - 24 * 60 * 60_000)),
      ),
    )
    .limit(1);
  if (!token) return false;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ marketingOptIn: true, updatedAt: new Date() })
      .where(eq(users.id, token.userId))
      .returning();
    if (user) await setMemberSubscription(tx, user, true);
  });
  return true;
}
