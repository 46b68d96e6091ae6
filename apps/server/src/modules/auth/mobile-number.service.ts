import { timingSafeEqual } from 'node:crypto';
import { maskMobileNumber, toE164 } from '@cardgenius/core/rules';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { smsCodes, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import { hashToken, randomSmsCode, SMS_CODE_TTL_MS } from '../../lib/one-time-codes';
import { EVERYONE } from '../../lib/rate-limit';
import { audit } from './audit';
import { RATE_LIMITS } from './rate-limit-rules';
import { readRegistrationTicket } from './registration-ticket';
import { hasTwoFactor, issueToken, type SessionRecord, sessionViewFor, type UserRecord } from './sessions';

type Ctx = Context<AppEnv>;

/** Tries allowed on one texted code. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
const WRONG_CODE = 'That code is not right or has expired.';

/**
 * Whose number this is: a signed-in member past the second factor, or (right after a GeniusCash
 * sign-up) the holder of a registration ticket. A ticket for an address that was already taken has no
 * user: its calls answer as if they worked and change nothing.
 */
export interface MobileSubject {
  user: UserRecord | null;
  email: string;
  session: SessionRecord | null;
}

export async function mobileSubject(c: Ctx, deps: AppDeps): Promise<MobileSubject> {
  const current = c.get('session');
  if (current && (!hasTwoFactor(current.user) || current.session.twoFactorAuthenticatedAt)) {
    return { user: current.user, email: current.user.email, session: current.session };
  }
  const ticket = await readRegistrationTicket(c, deps);
  if (ticket) {
    const [user] = ticket.userId
      ? await deps.database.db.select().from(users).where(eq(users.id, ticket.userId)).limit(1)
      : [];
    return { user: user ?? null, email: ticket.email, session: null };
  }
  throw new AppError(
    'UNAUTHENTICATED',
    current ? 'Enter the code from your authenticator app first.' : 'Sign in to continue.',
  );
}

const subjectKey = (subject: MobileSubject) => subject.user?.id ?? `ticket:${subject.email}`;

async function answer(c: Ctx, deps: AppDeps, subject: MobileSubject, user: UserRecord) {
  if (!subject.session) return { session: null };
  const token = await issueToken(c, deps, user, subject.session);
  return { ...(token ? { token } : {}), session: await sessionViewFor(deps, user, subject.session) };
}

function checkEmail(current: MobileSubject, email: string | undefined): void {
  if (email !== undefined && email !== current.email) {
    throw new AppError('VALIDATION_FAILED', 'The email does not match the signed-in account.', {
      email: 'The email does not match the signed-in account.',
    });
  }
}

export async function requestSmsCode(
  c: Ctx,
  deps: AppDeps,
  subject: MobileSubject,
  input: { mobileNumber: string; email?: string | undefined },
) {
  checkEmail(subject, input.email);
  const limiter = deps.rateLimiter;
  await limiter.consume(RATE_LIMITS.smsPerNumberMinute, input.mobileNumber);
  await limiter.consume(RATE_LIMITS.smsPerNumberDay, input.mobileNumber);
  await limiter.consume(RATE_LIMITS.smsPerIpDay, c.get('clientIp'));
  await limiter.consume(RATE_LIMITS.smsPerAccountDay, subjectKey(subject));
  await limiter.consume(RATE_LIMITS.smsEveryoneDay, EVERYONE);
  const done = { success: true as const, expiresInSeconds: SMS_CODE_TTL_MS / 1000 };
  const current = subject.user;
  if (!current) return done;
  const code = randomSmsCode();
  const db = deps.database.db;
  // A new code replaces the earlier ones.
  await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.userId, current.id), isNull(smsCodes.usedAt)));
  await db.insert(smsCodes).values({
    userId: current.id,
    mobileNumber: input.mobileNumber,
    codeHash: hashToken(code),
    expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS),
  });
  await deps.sms.send(
    toE164(input.mobileNumber),
    `Your ${deps.env.BRAND_NAME} verification code is ${code}. It expires in ${SMS_CODE_TTL_MS / 60_000} minutes.`,
  );
  await audit(db, c, 'mobile.code-sent', current.id, { mobileNumber: maskMobileNumber(input.mobileNumber) });
  return done;
}

/**
 * Each try is counted before it is judged (at most five per code), and using a code is one conditional
 * update, so of many simultaneous right answers exactly one succeeds.
 */
export async function validateSmsCode(
  c: Ctx,
  deps: AppDeps,
  subject: MobileSubject,
  input: { mobileNumber: string; otpCode: string; email?: string | undefined },
) {
  checkEmail(subject, input.email);
  await deps.rateLimiter.consume(RATE_LIMITS.validateOtpPerAccount, subjectKey(subject));
  await deps.rateLimiter.consume(RATE_LIMITS.validateOtpPerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(RATE_LIMITS.validateOtpEveryone, EVERYONE);
  const current = subject.user;
  if (!current) throw new AppError('VALIDATION_FAILED', WRONG_CODE, { otpCode: WRONG_CODE });
  const db = deps.database.db;
  const [latest] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.userId, current.id),
        eq(smsCodes.mobileNumber, input.mobileNumber),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [counted] = latest
    ? await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(and(eq(smsCodes.id, latest.id), lt(smsCodes.attempts, SMS_CODE_MAX_ATTEMPTS)))
        .returning({ codeHash: smsCodes.codeHash })
    : [];
  const given = Buffer.from(hashToken(input.otpCode));
  const matches = counted !== undefined && timingSafeEqual(Buffer.from(counted.codeHash), given);
  const used =
    matches && latest
      ? await db
          .update(smsCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
          .returning({ id: smsCodes.id })
      : [];
  if (used.length === 0) {
    await audit(db, c, 'mobile.code-failed', current.id);
    throw new AppError('VALIDATION_FAILED', WRONG_CODE, { otpCode: WRONG_CODE });
  }
  const [user] = await db
    .update(users)
    .set({ mobileNumber: input.mobileNumber, mobileVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, current.id))
    .returning();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  await audit(db, c, 'mobile.verified', user.id, { mobileNumber: maskMobileNumber(input.mobileNumber) });
  return answer(c, deps, subject, user);
}

export async function skipMobileNumber(c: Ctx, deps: AppDeps, subject: MobileSubject) {
  await deps.rateLimiter.consume(RATE_LIMITS.skipMobilePerIp, c.get('clientIp'));
  await deps.rateLimiter.consume(RATE_LIMITS.skipMobileEveryone, EVERYONE);
  if (!subject.user) return { session: null };
  const [user] = await deps.database.db
    .update(users)
    .set({ skipMobileNumber: true, updatedAt: new Date() })
    .where(eq(users.id, subject.user.id))
    .returning();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  await audit(deps.database.db, c, 'mobile.skipped', user.id);
  return answer(c, deps, subject, user);
}
