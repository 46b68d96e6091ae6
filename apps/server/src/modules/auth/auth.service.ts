import type { LoginRequest, RegisterRequest } from '@cardgenius/core/contract';
import { emailProviderLink, MOBILE_NUMBER_CONTEXTS } from '@cardgenius/core/rules';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { accountTokens, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from '../../lib/common-passwords';
import * as templates from '../../lib/email-templates';
import { EMAIL_TOKEN_TTL_MS, hashToken, RESET_TOKEN_TTL_MS, randomToken } from '../../lib/one-time-codes';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from '../../lib/password-hash';
import { setMemberSubscription } from '../newsletter/member-subscription';
import { audit } from './audit';
import { LOCKED_MESSAGE, LOCKOUT, LOGIN_FAILED_MESSAGE, RATE_LIMITS, UNCONFIRMED_MESSAGE } from './rate-limit-rules';
import { issueRegistrationTicket } from './registration-ticket';
import { issueToken, revokeUserSessions, sessionViewFor, startSession, type UserRecord } from './sessions';

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

export function link(deps: AppDeps, path: string): string {
  return `${deps.env.SITE_URL}${path}`;
}

/** Tells the member their password changed (reset or change), with the way back if it was not them. */
export function notifyPasswordChanged(deps: AppDeps, user: Pick<UserRecord, 'email' | 'name'>): void {
  deps.background.run('password changed notice', () =>
    deps.mailer.send({
      to: user.email,
      ...templates.passwordChangedNotice({
        name: user.name,
        brandName: deps.env.BRAND_NAME,
        resetLink: link(deps, '/forgot-password'),
      }),
    }),
  );
}

function paymentUpdate(input: Pick<LoginInput, 'paymentMethod' | 'interacEmail' | 'paypalEmail'>) {
  if (input.paymentMethod === 'interac') {
    return { paymentMethod: 'interac' as const, interacEmail: input.interacEmail?.toLowerCase() ?? null };
  }
  if (input.paymentMethod === 'paypal') {
    return { paymentMethod: 'paypal' as const, paypalEmail: input.paypalEmail?.toLowerCase() ?? null };
  }
  // 'none', empty or absent: keep the previous choice (accounts spec §3).
  return {};
}

async function createAccountToken(
  deps: AppDeps,
  userId: string,
  purpose: 'confirm-email' | 'reset-password' | 'change-email',
  ttlMs: number,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomToken();
  await deps.database.db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

export async function findUserByEmail(deps: AppDeps, email: string): Promise<UserRecord | undefined> {
  const [user] = await deps.database.db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/**
 * Registration answers the same whether or not the address is taken: a new address gets a
 * confirmation link, a taken one a notice to its owner. Mail goes out after the answer.
 */
export async function registerUser(c: Ctx, deps: AppDeps, input: RegisterInput) {
  await deps.rateLimiter.consume(RATE_LIMITS.registerPerIp, c.get('clientIp'));
  await requireCaptcha(deps, input.captchaCode);
  refuseCommonPassword(input.password1, 'password1');

  const passwordHash = await hashPassword(input.password1);
  const brandName = deps.env.BRAND_NAME;
  let created: UserRecord | undefined;
  try {
    [created] = await deps.database.db
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        passwordHash,
        marketingOptIn: input.marketingOptIn,
        agreedToTermsAt: new Date(),
        referralCode: randomToken().slice(0, 10),
        referredByCode: input.referredByCode ?? null,
        origin: input.origin,
        ...paymentUpdate(input),
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }

  if (created) {
    const user = created;
    const token = await createAccountToken(deps, user.id, 'confirm-email', EMAIL_TOKEN_TTL_MS);
    await audit(deps.database.db, c, 'register', user.id, { origin: input.origin });
    deps.background.run('confirmation email', () =>
      deps.mailer.send({
        to: user.email,
        ...templates.confirmEmail({ name: user.name, link: link(deps, `/confirm-email/${token}`), brandName }),
      }),
    );
  } else {
    const owner = await findUserByEmail(deps, input.email);
    await audit(deps.database.db, c, 'register.existing-address', owner?.id ?? null);
    if (owner) {
      deps.background.run('existing account notice', () =>
        deps.mailer.send({
          to: owner.email,
          ...templates.existingAccountNotice({
            name: owner.name,
            loginLink: link(deps, '/login'),
            resetLink: link(deps, '/forgot-password'),
            brandName,
          }),
        }),
      );
    }
  }
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

/** A wrong password: count it, and lock the account at the tenth in a row. */
async function recordFailure(c: Ctx, deps: AppDeps, user: UserRecord): Promise<never> {
  const [row] = await deps.database.db
    .update(users)
    .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
    .where(eq(users.id, user.id))
    .returning({ failures: users.failedLoginCount });
  if ((row?.failures ?? 0) >= LOCKOUT.failures) {
    await deps.database.db
      .update(users)
      .set({ failedLoginCount: 0, lockedUntil: new Date(Date.now() + LOCKOUT.durationMs) })
      .where(eq(users.id, user.id));
    await audit(deps.database.db, c, 'login.locked', user.id);
    throw lockedError();
  }
  await audit(deps.database.db, c, 'login.failed', user.id);
  throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
}

function lockedError(): AppError {
  return new AppError('UNAUTHENTICATED', LOCKED_MESSAGE, undefined, { showFailedLoginMaxMessage: true });
}

/**
 * An unknown address behaves like a known one: the same hashing time, and the same locked message at
 * the tenth failure in a row (counted in the rate-limit store), so login reveals no membership.
 */
async function unknownAddressFailure(c: Ctx, deps: AppDeps, email: string): Promise<never> {
  await verifyAgainstDummyHash('');
  const { count } = await deps.rateLimiter.count(
    { name: 'login-unknown', limit: LOCKOUT.failures, windowMs: LOCKOUT.durationMs },
    email,
  );
  await audit(deps.database.db, c, 'login.failed', null);
  if (count === LOCKOUT.failures) throw lockedError();
  throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
}

export async function loginUser(c: Ctx, deps: AppDeps, input: LoginInput) {
  await deps.rateLimiter.consume(RATE_LIMITS.loginPerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(RATE_LIMITS.loginPerAccount, input.email);
  await requireCaptcha(deps, input.captchaCode);

  const user = await findUserByEmail(deps, input.email);
  if (!user) return unknownAddressFailure(c, deps, input.email);
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    // While locked, even the right password gets the generic failure.
    await verifyAgainstDummyHash(input.password);
    await audit(deps.database.db, c, 'login.refused-while-locked', user.id);
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) return recordFailure(c, deps, user);

  const [current] = await deps.database.db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, ...paymentUpdate(input), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!current) throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
  if (!current.emailConfirmedAt) {
    await audit(deps.database.db, c, 'login.unconfirmed', user.id);
    throw new AppError('UNAUTHENTICATED', UNCONFIRMED_MESSAGE, undefined, { showConfirmationLink: true });
  }
  const session = await startSession(deps.database.db, current);
  await audit(deps.database.db, c, 'login.succeeded', user.id);
  const authToken = await issueToken(c, deps, current, session);
  return {
    ...(authToken ? { authToken } : {}),
    user: userView(current),
    session: await sessionViewFor(deps, current, session),
  };
}

export async function resendConfirmation(c: Ctx, deps: AppDeps, email: string) {
  await deps.rateLimiter.consume(RATE_LIMITS.resendPerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(RATE_LIMITS.resendPerAccount, email);
  const user = await findUserByEmail(deps, email);
  if (user && !user.emailConfirmedAt) {
    const token = await createAccountToken(deps, user.id, 'confirm-email', EMAIL_TOKEN_TTL_MS);
    deps.background.run('confirmation email', () =>
      deps.mailer.send({
        to: user.email,
        ...templates.confirmEmail({
          name: user.name,
          link: link(deps, `/confirm-email/${token}`),
          brandName: deps.env.BRAND_NAME,
        }),
      }),
    );
  }
  return { success: true as const };
}

const CONFIRM_FAILED = 'Something went wrong and we were unable to confirm your account.';

/** Confirms the address; using the same link again (a second click) answers the same success. */
export async function confirmEmail(c: Ctx, deps: AppDeps, code: string) {
  const db = deps.database.db;
  const [token] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(code)), eq(accountTokens.purpose, 'confirm-email')))
    .limit(1);
  if (!token) throw new AppError('BAD_REQUEST', CONFIRM_FAILED);
  const [user] = await db.select().from(users).where(eq(users.id, token.userId)).limit(1);
  if (!user) throw new AppError('BAD_REQUEST', CONFIRM_FAILED);
  if (!token.usedAt) {
    if (token.expiresAt.getTime() < Date.now()) throw new AppError('BAD_REQUEST', CONFIRM_FAILED);
    await db.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, token.id));
    if (!user.emailConfirmedAt) {
      await db.update(users).set({ emailConfirmedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
      await audit(db, c, 'email.confirmed', user.id);
      // Opted in when registering: with the address now confirmed, that is a confirmed subscription.
      if (user.marketingOptIn) await setMemberSubscription(db, user, true);
    }
  } else if (!user.emailConfirmedAt) {
    throw new AppError('BAD_REQUEST', CONFIRM_FAILED);
  }
  return {
    success: true as const,
    redirect: user.marketingOptIn ? '/dashboard?subscribed=1' : '/dashboard',
    email: user.email,
    marketingOptIn: user.marketingOptIn,
  };
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
  const [user] = await db
    .update(users)
    .set({ marketingOptIn: true, updatedAt: new Date() })
    .where(eq(users.id, token.userId))
    .returning();
  if (user) await setMemberSubscription(db, user, true);
  return true;
}

export const FORGOT_MESSAGE =
  'If an account uses that address, we have emailed it a link to reset the password. The link works for 1 hour.';

export async function requestPasswordReset(c: Ctx, deps: AppDeps, input: { email: string; captchaCode: string }) {
  await deps.rateLimiter.consume(RATE_LIMITS.forgotPerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(RATE_LIMITS.forgotPerAccount, input.email);
  await requireCaptcha(deps, input.captchaCode);
  const user = await findUserByEmail(deps, input.email);
  if (user) {
    const db = deps.database.db;
    // A new link replaces any earlier one.
    await db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.userId, user.id),
          eq(accountTokens.purpose, 'reset-password'),
          isNull(accountTokens.usedAt),
        ),
      );
    const token = await createAccountToken(deps, user.id, 'reset-password', RESET_TOKEN_TTL_MS);
    await audit(db, c, 'password.reset-requested', user.id);
    deps.background.run('reset email', () =>
      deps.mailer.send({
        to: user.email,
        ...templates.resetPassword({
          name: user.name,
          link: link(deps, `/reset-password/${token}`),
          brandName: deps.env.BRAND_NAME,
          ttlMinutes: RESET_TOKEN_TTL_MS / 60_000,
        }),
      }),
    );
  }
  return { success: true as const, message: FORGOT_MESSAGE };
}

function liveResetToken(token: string) {
  return and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, 'reset-password'),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );
}

export async function isResetTokenValid(deps: AppDeps, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return false;
  const [row] = await deps.database.db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(liveResetToken(token));
  return row !== undefined;
}

/**
 * A reset link is single-use: claiming it is one conditional update, so of many simultaneous uses
 * exactly one succeeds. The new password ends every session and lifts a lockout.
 */
export async function resetPassword(c: Ctx, deps: AppDeps, input: { token: string; newPassword1: string }) {
  refuseCommonPassword(input.newPassword1, 'newPassword1');
  if (!(await isResetTokenValid(deps, input.token))) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  const passwordHash = await hashPassword(input.newPassword1);
  const user = await deps.database.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(liveResetToken(input.token))
      .returning({ userId: accountTokens.userId });
    if (!claimed) return null;
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(users.id, claimed.userId))
      .returning();
    await revokeUserSessions(tx as unknown as typeof deps.database.db, claimed.userId);
    return updated ?? null;
  });
  if (!user) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
  await audit(deps.database.db, c, 'password.reset', user.id);
  notifyPasswordChanged(deps, user);
  return { success: true as const };
}
