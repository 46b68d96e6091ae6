import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { queueEmail } from '../../db/mail-queue';
import { sessions, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import * as templates from '../../lib/email-templates';
import { verifyPassword } from '../../lib/password-hash';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { generateTotpSecret, qrCodeSvg, totpUri, verifyTotp } from '../../lib/totp';
import { link } from './account-tokens';
import { audit } from './audit';
import { userView } from './auth.service';
import { RATE_LIMITS } from './rate-limit-rules';
import {
  type CurrentSession,
  fullSessionExpiresAt,
  issueToken,
  revokeUserSessions,
  sessionViewFor,
  TOTP_SECRET_PURPOSE,
} from './sessions';

type Ctx = Context<AppEnv>;

export const WRONG_PASSWORD = 'The password is incorrect.';
const WRONG_CODE = 'That code is not right, or it was already used. Enter the new code your app shows.';

/** A signed-in member proving it is still them before a sensitive change. */
export async function confirmPassword(deps: AppDeps, current: CurrentSession, password: string): Promise<void> {
  await deps.rateLimiter.consume(RATE_LIMITS.passwordCheckPerAccount, current.user.id);
  if (!(await verifyPassword(current.user.passwordHash, password))) {
    throw new AppError('VALIDATION_FAILED', WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
}

/** Starts setup: a new 160-bit secret, kept sealed; other sessions end, this one must finish setup. */
export async function enableTwoFactor(c: Ctx, deps: AppDeps, current: CurrentSession, password: string) {
  await confirmPassword(deps, current, password);
  const secret = generateTotpSecret();
  const { user, session } = await deps.database.db.transaction(async (tx) => {
    const [updatedUser] = await tx
      .update(users)
      .set({
        twoFactorSecret: sealSecret(secret, deps.authSecret, TOTP_SECRET_PURPOSE),
        twoFactorValidatedAt: null,
        twoFactorLastStep: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, current.user.id))
      .returning();
    const [updatedSession] = await tx
      .update(sessions)
      .set({ twoFactorAuthenticatedAt: null })
      .where(eq(sessions.id, current.session.id))
      .returning();
    if (!updatedUser || !updatedSession) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    await revokeUserSessions(tx, updatedUser.id, { except: updatedSession.id });
    await audit(tx, c, 'two-factor.setup-started', updatedUser.id);
    return { user: updatedUser, session: updatedSession };
  });
  await issueToken(c, deps, user, session);
  const otpAuthUrl = totpUri({ secret, accountName: user.email, issuer: deps.env.BRAND_NAME });
  return { otpAuthUrl, qrCodeSvg: await qrCodeSvg(otpAuthUrl), session: await sessionViewFor(deps, user, session) };
}

/**
 * An authenticator code: finishes setup, or is the second step of sign-in. Each time step is accepted
 * once (a conditional update on the last step used), so a code cannot be replayed even in its window.
 */
export async function validateTwoFactor(c: Ctx, deps: AppDeps, current: CurrentSession, authCode: string) {
  const { user } = current;
  if (!user.twoFactorSecret) throw new AppError('BAD_REQUEST', 'Two-factor sign-in is not set up on this account.');
  await deps.rateLimiter.consume(RATE_LIMITS.twoFactorPerAccount, user.id);
  const now = Date.now();
  await deps.rateLimiter.consume(RATE_LIMITS.twoFactorPerStep, `${user.id}:${Math.floor(now / 30_000)}`);
  const secret = openSecret(user.twoFactorSecret, deps.authSecret, TOTP_SECRET_PURPOSE);
  const step = verifyTotp(secret, authCode, now);
  const db = deps.database.db;
  const claimed =
    step === null
      ? []
      : await db
          .update(users)
          .set({ twoFactorLastStep: step })
          .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
          .returning({ id: users.id });
  if (claimed.length === 0) {
    await audit(db, c, 'two-factor.failed', user.id);
    throw new AppError('VALIDATION_FAILED', WRONG_CODE, { authCode: WRONG_CODE });
  }
  const finishingSetup = user.twoFactorValidatedAt === null;
  const { updatedUser, session } = await db.transaction(async (tx) => {
    const [afterUser] = await tx
      .update(users)
      .set(finishingSetup ? { twoFactorValidatedAt: new Date(), updatedAt: new Date() } : { updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const [afterSession] = await tx
      .update(sessions)
      .set({ twoFactorAuthenticatedAt: new Date(), expiresAt: fullSessionExpiresAt(user, current.session) })
      .where(eq(sessions.id, current.session.id))
      .returning();
    if (!afterUser || !afterSession) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    await audit(tx, c, finishingSetup ? 'two-factor.enabled' : 'two-factor.passed', user.id);
    if (finishingSetup) {
      await queueEmail(tx, {
        label: 'two-factor notice',
        to: afterUser.email,
        ...templates.twoFactorEnabledNotice({
          name: afterUser.name,
          brandName: deps.env.BRAND_NAME,
          accountLink: link(deps, '/account'),
        }),
      });
    }
    return { updatedUser: afterUser, session: afterSession };
  });
  if (finishingSetup) deps.mailQueue.kick();
  const authToken = await issueToken(c, deps, updatedUser, session);
  return {
    ...(authToken ? { authToken } : {}),
    user: userView(updatedUser),
    session: await sessionViewFor(deps, updatedUser, session),
  };
}

export async function disableTwoFactor(c: Ctx, deps: AppDeps, current: CurrentSession, password: string) {
  await confirmPassword(deps, current, password);
  const user = await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ twoFactorSecret: null, twoFactorValidatedAt: null, twoFactorLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, current.user.id))
      .returning();
    if (!updated) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    await revokeUserSessions(tx, updated.id, { except: current.session.id });
    await audit(tx, c, 'two-factor.disabled', updated.id);
    await queueEmail(tx, {
      label: 'two-factor notice',
      to: updated.email,
      ...templates.twoFactorDisabledNotice({
        name: updated.name,
        brandName: deps.env.BRAND_NAME,
        accountLink: link(deps, '/account'),
      }),
    });
    return updated;
  });
  deps.mailQueue.kick();
  await issueToken(c, deps, user, current.session);
  return { success: true as const };
}
