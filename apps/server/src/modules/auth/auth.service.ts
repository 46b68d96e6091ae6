import type { LoginRequest, RegisterRequest } from '@cardgenius/core/contract';
import { emailProviderLink, LOCKED_BY_STAFF_MESSAGE, MOBILE_NUMBER_CONTEXTS } from '@cardgenius/core/rules';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { queueEmail } from '../../db/mail-queue';
import { accountTokens, users } from '../../db/schema';
import { answerSent } from '../../http/answer-sent';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from '../../lib/common-passwords';
import * as templates from '../../lib/email-templates';
import { greetingName } from '../../lib/email-templates';
import { EMAIL_TOKEN_TTL_MS } from '../../lib/one-time-codes';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from '../../lib/password-hash';
import { EVERYONE, type RateLimitRule } from '../../lib/rate-limit';
import { changePayout } from './account-changes';
import { claimAccountToken, createAccountToken, link, liveAccountToken } from './account-tokens';
import { audit, auditContext, auditFor } from './audit';
import { issueLoginDevice, readLoginDevice } from './login-device';
import { failedAttempt, reserveAttempt, succeededAttempt } from './login-lockout';
import { clearUnconfirmedDetails } from './pre-confirmation';
import { LOCKED_MESSAGE, LOCKOUT, LOGIN_FAILED_MESSAGE, RATE_LIMITS, UNCONFIRMED_MESSAGE } from './rate-limit-rules';
import { newReferralCode } from './referral-code';
import { issueRegistrationDevice } from './registration-device';
import { issueRegistrationTicket } from './registration-ticket';
import { queueResetLink } from './reset-link';
import {
  isLockedByStaff,
  issueToken,
  revokeUserSessions,
  sessionViewFor,
  startSession,
  type UserRecord,
} from './sessions';

type Ctx = Context<AppEnv>;
type RegisterInput = z.output<typeof RegisterRequest>;
type LoginInput = z.output<typeof LoginRequest>;

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords, so it is easy to guess. Choose another.';
const CAPTCHA_MESSAGE = 'The captcha has expired or was already used. Please complete it again.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please ask for a new one.';

export function userView(user: UserRecord) {
  return {
    email: user.email,
    name: user.name,
    marketingOptIn: user.marketingOptIn,
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}

export async function requireCaptcha(deps: AppDeps, payload: string): Promise<void> {
  if (!(await deps.captcha.verify(payload))) {
    throw new AppError('VALIDATION_FAILED', CAPTCHA_MESSAGE, { captchaCode: CAPTCHA_MESSAGE });
  }
}

export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
  }
}

/**
 * Queues the notice that the password changed (reset or change), with the way back if it was not
 * them, in the caller's transaction.
 */
export async function queuePasswordChangedNotice(db: Database, deps: AppDeps, user: UserRecord): Promise<void> {
  await queueEmail(db, {
    label: 'password changed notice',
    to: user.email,
    ...templates.passwordChangedNotice({
      name: greetingName(user),
      brandName: deps.env.BRAND_NAME,
      resetLink: link(deps, '/forgot-password'),
    }),
  });
}

/**
 * Sent instead of what was asked (a sign-up, a change to this address) when the address already has
 * an account: the answer stays the same, and only the address's owner learns of it.
 */
export async function queueExistingAccountNotice(db: Database, deps: AppDeps, owner: UserRecord): Promise<void> {
  await queueEmail(db, {
    label: 'existing account notice',
    to: owner.email,
    ...templates.existingAccountNotice({
      name: greetingName(owner),
      loginLink: link(deps, '/login'),
      resetLink: link(deps, '/forgot-password'),
      brandName: deps.env.BRAND_NAME,
    }),
  });
}

/** Queues the confirmation link for a new address, in the caller's transaction. No name: see greetingName. */
export async function queueConfirmation(db: Database, deps: AppDeps, user: UserRecord): Promise<void> {
  const token = await createAccountToken(db, user.id, 'confirm-email', EMAIL_TOKEN_TTL_MS);
  await queueEmail(db, {
    label: 'confirmation',
    to: user.email,
    ...templates.confirmEmail({ link: link(deps, `/confirm-email/${token}`), brandName: deps.env.BRAND_NAME }),
  });
}

/** The payout fields a form sent, as columns: 'none', empty or absent keeps the previous choice (§3). */
export function paymentUpdate(input: Pick<LoginInput, 'paymentMethod' | 'interacEmail' | 'paypalEmail'>) {
  if (input.paymentMethod === 'interac') {
    return { paymentMethod: 'interac' as const, interacEmail: input.interacEmail?.toLowerCase() ?? null };
  }
  if (input.paymentMethod === 'paypal') {
    return { paymentMethod: 'paypal' as const, paypalEmail: input.paypalEmail?.toLowerCase() ?? null };
  }
  return {};
}

export async function findUserByEmail(deps: AppDeps, email: string): Promise<UserRecord | undefined> {
  const [user] = await deps.database.db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/**
 * Registration answers the same whether or not the address is taken: a new address gets a
 * confirmation link, a taken one a notice to its owner. The account, its audit row and its email are
 * written in one transaction, so an acknowledged registration always gets its email.
 */
export async function registerUser(c: Ctx, deps: AppDeps, input: RegisterInput) {
  await deps.rateLimiter.consume(RATE_LIMITS.registerPerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(RATE_LIMITS.registerEveryone, EVERYONE);
  await requireCaptcha(deps, input.captchaCode);
  // After the captcha: a stranger cannot spend an address's allowance for free.
  await deps.rateLimiter.consume(RATE_LIMITS.registerPerAddress, input.email);
  refuseCommonPassword(input.password1, 'password1');

  const passwordHash = await hashPassword(input.password1);
  const created = await deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        passwordHash,
        marketingOptIn: input.marketingOptIn,
        agreedToTermsAt: new Date(),
        referralCode: newReferralCode(),
        referredByCode: input.referredByCode ?? null,
        origin: input.origin,
        ...paymentUpdate(input),
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (user) {
      await audit(tx, c, 'register', user.id, { origin: input.origin });
      await queueConfirmation(tx, deps, user);
      return user;
    }
    const [owner] = await tx.select().from(users).where(eq(users.email, input.email)).limit(1);
    await audit(tx, c, 'register.existing-address', owner?.id ?? null);
    if (owner) await queueExistingAccountNotice(tx, deps, owner);
    return null;
  });
  deps.mailQueue.kick();
  // Confirming the address in this browser proves the password was chosen by the inbox's owner.
  issueRegistrationDevice(c, deps, created?.id ?? null);
  // A GeniusCash sign-up adds its mobile number next (§4), with a ticket whatever the outcome above.
  if (MOBILE_NUMBER_CONTEXTS.includes(input.origin)) {
    await issueRegistrationTicket(c, deps, { userId: created?.id ?? null, email: input.email });
  }
  return {
    success: true as const,
    emailProvider: emailProviderLink(input.email),
    user: { email: input.email, name: input.name },
    cc: 'ca',
  };
}

/** An id no account has. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

function lockedError(): AppError {
  return new AppError('UNAUTHENTICATED', LOCKED_MESSAGE, undefined, { showFailedLoginMaxMessage: true });
}

/**
 * An unknown address behaves like a known one: the same hashing time, and the same locked message at
 * the tenth failure in a row (counted in the rate-limit store), so login reveals no membership.
 */
async function unknownAddressFailure(c: Ctx, deps: AppDeps, email: string): Promise<never> {
  // The same statement a member's attempt makes (matching no row), so the database's time is the same.
  await reserveAttempt(deps, NO_ACCOUNT, null);
  await verifyAgainstDummyHash('');
  const { count } = await deps.rateLimiter.count(RATE_LIMITS.loginUnknownAddress, email);
  await audit(deps.database.db, c, 'login.failed', null);
  if (count === LOCKOUT.failures) throw lockedError();
  throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
}

/**
 * Sign-in. Limits per address and site-wide come first, then the captcha; only a request that solved
 * it reaches the account, where an attempt is reserved before the password is checked (login-lockout.ts).
 */
export async function loginUser(c: Ctx, deps: AppDeps, input: LoginInput) {
  await deps.rateLimiter.consume(RATE_LIMITS.loginPerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(RATE_LIMITS.loginEveryone, EVERYONE);
  await requireCaptcha(deps, input.captchaCode);

  const user = await findUserByEmail(deps, input.email);
  if (!user) return unknownAddressFailure(c, deps, input.email);
  const reservation = await reserveAttempt(deps, user.id, readLoginDevice(c, deps, user.id));
  if (!reservation) {
    // Locked, or every allowed attempt is already being checked: even the right password is refused.
    await verifyAgainstDummyHash(input.password);
    await audit(deps.database.db, c, 'login.refused-while-locked', user.id);
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const locked = await failedAttempt(deps, reservation);
    await audit(deps.database.db, c, locked ? 'login.locked' : 'login.failed', user.id, { via: reservation.kind });
    if (locked) throw lockedError();
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  if (!(await succeededAttempt(deps, reservation))) {
    await audit(deps.database.db, c, 'login.refused-while-locked', user.id);
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  if (isLockedByStaff(user)) {
    // Said only to whoever knows the password: to anyone else it is an ordinary failure.
    await audit(deps.database.db, c, 'login.refused-while-locked', user.id, { via: 'staff-lock' });
    throw new AppError('UNAUTHENTICATED', LOCKED_BY_STAFF_MESSAGE);
  }
  if (!user.emailConfirmedAt) {
    await audit(deps.database.db, c, 'login.unconfirmed', user.id);
    throw new AppError('UNAUTHENTICATED', UNCONFIRMED_MESSAGE, undefined, { showConfirmationLink: true });
  }
  // The payout block of the GeniusCash sign-in (§5) is a payout change made with the password.
  const current = await changePayout(c, deps, user, paymentUpdate(input));
  const session = await startSession(deps.database.db, current, { withPassword: true });
  await audit(deps.database.db, c, 'login.succeeded', user.id, { via: reservation.kind });
  issueLoginDevice(c, deps, user.id);
  const authToken = await issueToken(c, deps, current, session);
  return {
    ...(authToken ? { authToken } : {}),
    user: userView(current),
    session: await sessionViewFor(deps, current, session),
  };
}

/**
 * Answers before any work that depends on the address, so the time it takes shows nothing of who is a
 * member; the email (at most a few an hour to one account) is sent after the answer.
 */
export async function resendConfirmation(c: Ctx, deps: AppDeps, email: string) {
  await deps.rateLimiter.consume(RATE_LIMITS.resendPerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(RATE_LIMITS.resendEveryone, EVERYONE);
  const request = auditContext(c);
  deps.background.run(
    'confirmation email',
    async () => {
      const user = await findUserByEmail(deps, email);
      if (!user || user.emailConfirmedAt) return;
      if (!(await mayEmail(deps, RATE_LIMITS.resendEmailsPerAccount, user.id))) return;
      await deps.database.db.transaction(async (tx) => {
        await auditFor(tx, request, 'email.confirmation-resent', user.id);
        await queueConfirmation(tx, deps, user);
      });
      deps.mailQueue.kick();
    },
    answerSent(c),
  );
  return { success: true as const };
}

/** Whether one more email of this kind may go to this account now (not a refusal: the answer is the same). */
async function mayEmail(deps: AppDeps, rule: RateLimitRule, userId: string): Promise<boolean> {
  const { count } = await deps.rateLimiter.count(rule, userId);
  return count <= rule.limit;
}

export const FORGOT_MESSAGE =
  'If an account uses that address, we have emailed it a link to reset the password. The link works for 1 hour.';

/**
 * Like resendConfirmation, answers before any work that depends on the address. Past a few emails an
 * hour to one account no new link is made, so the newest link already sent stays valid: requests
 * from someone else cannot keep the member from resetting.
 */
export async function requestPasswordReset(c: Ctx, deps: AppDeps, input: { email: string; captchaCode: string }) {
  await deps.rateLimiter.consume(RATE_LIMITS.forgotPerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(RATE_LIMITS.forgotEveryone, EVERYONE);
  await requireCaptcha(deps, input.captchaCode);
  const request = auditContext(c);
  deps.background.run(
    'reset email',
    async () => {
      const user = await findUserByEmail(deps, input.email);
      if (!user || !(await mayEmail(deps, RATE_LIMITS.forgotEmailsPerAccount, user.id))) return;
      await deps.database.db.transaction(async (tx) => {
        await auditFor(tx, request, 'password.reset-requested', user.id);
        await queueResetLink(tx, deps, user);
      });
      deps.mailQueue.kick();
    },
    answerSent(c),
  );
  return { success: true as const, message: FORGOT_MESSAGE };
}

export async function isResetTokenValid(deps: AppDeps, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return false;
  const [row] = await deps.database.db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(liveAccountToken('reset-password', token));
  return row !== undefined;
}

/**
 * A reset link is single-use: claiming it is one conditional update, so of many simultaneous uses
 * exactly one succeeds. The new password ends every session and lifts a lockout. The link proves the
 * inbox is the member's, so it also confirms an unconfirmed address, and clears what was set on the
 * account before (whoever registered may not have been the address's owner).
 */
export async function resetPassword(c: Ctx, deps: AppDeps, input: { token: string; newPassword1: string }) {
  refuseCommonPassword(input.newPassword1, 'newPassword1');
  if (!(await isResetTokenValid(deps, input.token))) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  const passwordHash = await hashPassword(input.newPassword1);
  const user = await deps.database.db.transaction(async (tx) => {
    const claimed = await claimAccountToken(tx, 'reset-password', input.token);
    if (!claimed) return null;
    const [before] = await tx.select().from(users).where(eq(users.id, claimed.userId)).for('update');
    if (!before) return null;
    const unconfirmed = before.emailConfirmedAt === null;
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        failedLoginCount: 0,
        lockedUntil: null,
        updatedAt: new Date(),
        ...(unconfirmed ? { emailConfirmedAt: new Date(), ...clearUnconfirmedDetails() } : {}),
      })
      .where(eq(users.id, claimed.userId))
      .returning();
    if (!updated) return null;
    await revokeUserSessions(tx, claimed.userId);
    await audit(tx, c, 'password.reset', updated.id, unconfirmed ? { confirmedAddress: true } : {});
    await queuePasswordChangedNotice(tx, deps, updated);
    return updated;
  });
  if (!user) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  deps.mailQueue.kick();
  return { success: true as const };
}
