import { type AuthTokenData, isTokenAuthenticated, STAFF_SESSION_TTL_MS } from '@cardgenius/core/rules';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { openSecret } from '../../lib/secret-box';
import { qrCodeSvg, totpUri } from '../../lib/totp';
import { clearSessionCookies, setSessionCookies } from './auth-cookies';
import { signSessionToken } from './session-token';

export type UserRecord = typeof users.$inferSelect;
export type SessionRecord = typeof sessions.$inferSelect;

/** A signed-in (or part-way signed-in) visitor, read from the database on every request. */
export interface CurrentSession {
  session: SessionRecord;
  user: UserRecord;
  /** True when the token came from the cookie (the site), false for a Bearer header (the app). */
  viaCookie: boolean;
}

/**
 * A full session lasts 14 days, a staff member's at most 12 hours from sign-in (docs/decisions/0021);
 * one waiting for its authenticator code, 10 minutes.
 */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60_000;
export { STAFF_SESSION_TTL_MS };
export const PENDING_SECOND_FACTOR_TTL_MS = 10 * 60_000;
export const TOTP_SECRET_PURPOSE = 'totp-secret';

export function hasTwoFactor(user: UserRecord): boolean {
  return user.twoFactorSecret !== null;
}

/** A member with a staff role, who may enter the admin site (what the token's `isAdmin` says). */
export function isStaff(user: UserRecord): boolean {
  return user.role !== null;
}

/** Locked by staff (members-admin.service.ts): no sign-in of any kind until they unlock it. */
export function isLockedByStaff(user: UserRecord): boolean {
  return user.lockedByStaffAt !== null;
}

/**
 * When a full session (past its second factor) ends: 14 days from now for a member, 12 hours from
 * sign-in for staff.
 */
export function fullSessionExpiresAt(user: UserRecord, session: Pick<SessionRecord, 'createdAt'>, now = Date.now()) {
  return isStaff(user) ? new Date(session.createdAt.getTime() + STAFF_SESSION_TTL_MS) : new Date(now + SESSION_TTL_MS);
}

export function otpAuthUrlFor(deps: AppDeps, user: UserRecord): string | undefined {
  if (!user.twoFactorSecret || user.twoFactorValidatedAt) return undefined;
  const secret = openSecret(user.twoFactorSecret, deps.authSecret, TOTP_SECRET_PURPOSE);
  return totpUri({ secret, accountName: user.email, issuer: deps.env.BRAND_NAME });
}

/** The token's data (accounts spec §3), from the database's current state. */
export function tokenDataFor(deps: AppDeps, user: UserRecord, session: SessionRecord): AuthTokenData {
  const data: AuthTokenData = {
    email: user.email,
    name: user.name,
    isAdmin: isStaff(user),
    agreedToTerms: user.agreedToTermsAt !== null,
    mobileNumber: { isVerified: user.mobileVerifiedAt !== null, skipMobileNumber: user.skipMobileNumber },
  };
  if (hasTwoFactor(user)) {
    const otpAuthUrl = otpAuthUrlFor(deps, user);
    data.twoFactor = {
      validated: user.twoFactorValidatedAt !== null,
      authenticated: session.twoFactorAuthenticatedAt !== null,
      ...(otpAuthUrl ? { otpAuth_url: otpAuthUrl } : {}),
    };
  }
  return data;
}

export function isAuthenticated(deps: AppDeps, current: CurrentSession, now = Date.now()): boolean {
  return isTokenAuthenticated(
    tokenDataFor(deps, current.user, current.session),
    current.session.expiresAt.getTime(),
    now,
  );
}

/** What the widget reads to choose its next mode, with the QR code while setup is unfinished. */
export async function sessionViewFor(deps: AppDeps, user: UserRecord, session: SessionRecord) {
  const data = tokenDataFor(deps, user, session);
  const otpAuthUrl = data.twoFactor?.otpAuth_url;
  return {
    ...data,
    authenticated: isTokenAuthenticated(data, session.expiresAt.getTime(), Date.now()),
    expiresAt: session.expiresAt.toISOString(),
    ...(otpAuthUrl ? { qrCodeSvg: await qrCodeSvg(otpAuthUrl) } : {}),
  };
}

/** A new sign-in; `withPassword` when the member typed their password for it (not Google or Facebook). */
export async function startSession(
  db: Database,
  user: UserRecord,
  options: { withPassword?: boolean } = {},
): Promise<SessionRecord> {
  const now = new Date();
  const expiresAt = hasTwoFactor(user)
    ? new Date(now.getTime() + PENDING_SECOND_FACTOR_TTL_MS)
    : fullSessionExpiresAt(user, { createdAt: now }, now.getTime());
  const [session] = await db
    .insert(sessions)
    .values({ userId: user.id, createdAt: now, expiresAt, passwordConfirmedAt: options.withPassword ? now : null })
    .returning();
  if (!session) throw new Error('session was not created');
  return session;
}

/**
 * The live session a verified token names: not revoked, not expired, and of the token's user, who is
 * not locked by staff; a staff member's ends 12 hours after sign-in whatever its expiry says (a member
 * given a role while signed in).
 */
export async function loadSession(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<Omit<CurrentSession, 'viaCookie'> | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.lockedByStaffAt),
        or(isNull(users.role), gt(sessions.createdAt, new Date(Date.now() - STAFF_SESSION_TTL_MS))),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset, 2FA changes), or every other one (password change). */
export async function revokeUserSessions(db: Database, userId: string, options: { except?: string } = {}) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (options.except) conditions.push(ne(sessions.id, options.except));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/**
 * The mobile app keeps the token itself (it sends a Bearer header, or asks with `X-Token-Transport:
 * body`); the site gets it only as an HttpOnly cookie, out of reach of page scripts.
 */
export function wantsTokenInBody(c: Context<AppEnv>): boolean {
  return /^Bearer\s/i.test(c.req.header('authorization') ?? '') || c.req.header('x-token-transport') === 'body';
}

/** Signs a token for the session's current state and hands it over the way the caller keeps it. */
export async function issueToken(
  c: Context<AppEnv>,
  deps: AppDeps,
  user: UserRecord,
  session: SessionRecord,
): Promise<string | undefined> {
  const token = await signSessionToken(
    {
      sessionId: session.id,
      userId: user.id,
      data: tokenDataFor(deps, user, session),
      expiresAt: session.expiresAt,
    },
    { secret: deps.authSecret, issuer: deps.env.SITE_URL },
  );
  if (wantsTokenInBody(c)) return token;
  setSessionCookies(c, deps, { token, sessionId: session.id, expiresAt: session.expiresAt });
  return undefined;
}

export function endSessionCookies(c: Context<AppEnv>, deps: AppDeps): void {
  clearSessionCookies(c, deps);
}
