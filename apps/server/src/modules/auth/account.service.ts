import { maskMobileNumber, nextPayoutDate, paymentStatusLabel } from '@cardgenius/core/rules';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { accountTokens, cards, issuers, offerClaims, savedCards, sessions, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import * as templates from '../../lib/email-templates';
import { EMAIL_TOKEN_TTL_MS, hashToken, randomToken } from '../../lib/one-time-codes';
import { hashPassword } from '../../lib/password-hash';
import { endSubscription, setMemberSubscription } from '../newsletter/member-subscription';
import { audit } from './audit';
import { findUserByEmail, link, notifyPasswordChanged, refuseCommonPassword } from './auth.service';
import {
  type CurrentSession,
  endSessionCookies,
  hasTwoFactor,
  issueToken,
  revokeUserSessions,
  sessionViewFor,
  type UserRecord,
} from './sessions';
import { confirmPassword } from './two-factor.service';

type Ctx = Context<AppEnv>;

async function savedCardsOf(deps: AppDeps, userId: string) {
  const rows = await deps.database.db
    .select({
      slug: cards.slug,
      name: cards.displayName,
      issuerName: issuers.name,
      annualFee: cards.annualFee,
      savedAt: savedCards.createdAt,
    })
    .from(savedCards)
    .innerJoin(cards, eq(cards.slug, savedCards.cardSlug))
    .innerJoin(issuers, eq(issuers.slug, cards.issuerSlug))
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.createdAt));
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

export async function dashboardFor(deps: AppDeps, current: CurrentSession) {
  const { user } = current;
  const claims = await deps.database.db
    .select({ claim: offerClaims, cardName: cards.displayName })
    .from(offerClaims)
    .leftJoin(cards, eq(cards.slug, offerClaims.cardSlug))
    .where(eq(offerClaims.userId, user.id))
    .orderBy(desc(offerClaims.createdAt));
  return {
    name: user.name,
    savedCards: await savedCardsOf(deps, user.id),
    offers: claims.map(({ claim, cardName }) => ({
      id: claim.id,
      cardSlug: claim.cardSlug,
      cardName: cardName ?? claim.cardSlug,
      amount: claim.amountCents / 100,
      status: claim.status,
      statusLabel: paymentStatusLabel(claim.status),
      claimedAt: claim.createdAt.toISOString(),
    })),
    nextPayoutDate: nextPayoutDate(new Date()),
    prompts: {
      finishTwoFactorSetup: hasTwoFactor(user) && user.twoFactorValidatedAt === null,
      verifyMobileNumber: user.mobileVerifiedAt === null,
    },
  };
}

export async function profileOf(deps: AppDeps, user: UserRecord) {
  const [pending] = await deps.database.db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, 'change-email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return {
    name: user.name,
    email: user.email,
    pendingEmail: pending?.newEmail ?? null,
    emailConfirmed: user.emailConfirmedAt !== null,
    marketingOptIn: user.marketingOptIn,
    mobileNumber: user.mobileNumber ? maskMobileNumber(user.mobileNumber) : null,
    mobileVerified: user.mobileVerifiedAt !== null,
    twoFactorEnabled: user.twoFactorValidatedAt !== null,
    twoFactorPending: hasTwoFactor(user) && user.twoFactorValidatedAt === null,
    paymentMethod: user.paymentMethod ?? null,
    interacEmail: user.interacEmail,
    paypalEmail: user.paypalEmail,
    referralCode: user.referralCode,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function updateProfile(
  c: Ctx,
  deps: AppDeps,
  current: CurrentSession,
  input: {
    name?: string | undefined;
    marketingOptIn?: boolean | undefined;
    paymentMethod?: 'interac' | 'paypal' | 'none' | '' | undefined;
    interacEmail?: string | undefined;
    paypalEmail?: string | undefined;
  },
) {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.marketingOptIn !== undefined) changes.marketingOptIn = input.marketingOptIn;
  if (input.paymentMethod === 'interac') {
    changes.paymentMethod = 'interac';
    changes.interacEmail = input.interacEmail?.toLowerCase() ?? null;
  } else if (input.paymentMethod === 'paypal') {
    changes.paymentMethod = 'paypal';
    changes.paypalEmail = input.paypalEmail?.toLowerCase() ?? null;
  }
  const [user] = await deps.database.db.update(users).set(changes).where(eq(users.id, current.user.id)).returning();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  if (input.marketingOptIn !== undefined) await setMemberSubscription(deps.database.db, user, input.marketingOptIn);
  // The token carries the name: hand out a fresh one.
  if (input.name !== undefined) await issueToken(c, deps, user, current.session);
  return profileOf(deps, user);
}

/** The new address must be confirmed from its own inbox before it replaces the old one. */
export async function requestEmailChange(
  c: Ctx,
  deps: AppDeps,
  current: CurrentSession,
  input: { newEmail: string; password: string },
) {
  await confirmPassword(deps, current, input.password);
  const { user } = current;
  if (input.newEmail === user.email) {
    throw new AppError('VALIDATION_FAILED', 'That is already your email address.', {
      newEmail: 'That is already your email address.',
    });
  }
  const brandName = deps.env.BRAND_NAME;
  const taken = await findUserByEmail(deps, input.newEmail);
  await audit(deps.database.db, c, 'email.change-requested', user.id);
  if (taken) {
    // Answer as for a free address; tell the address's owner instead.
    deps.background.run('existing account notice', () =>
      deps.mailer.send({
        to: taken.email,
        ...templates.existingAccountNotice({
          name: taken.name,
          loginLink: link(deps, '/login'),
          resetLink: link(deps, '/forgot-password'),
          brandName,
        }),
      }),
    );
    return { success: true as const };
  }
  const token = randomToken();
  await deps.database.db.insert(accountTokens).values({
    userId: user.id,
    purpose: 'change-email',
    tokenHash: hashToken(token),
    newEmail: input.newEmail,
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS),
  });
  deps.background.run('email change confirmation', () =>
    deps.mailer.send({
      to: input.newEmail,
      ...templates.emailChangeConfirm({
        name: user.name,
        link: link(deps, `/confirm-email-change/${token}`),
        brandName,
      }),
    }),
  );
  return { success: true as const };
}

const EMAIL_CHANGE_FAILED = 'This link is invalid or has expired. Please start the email change again.';

export async function confirmEmailChange(c: Ctx, deps: AppDeps, code: string) {
  const db = deps.database.db;
  // A second visit to a used link (a mail scanner may have opened it first) answers the same success.
  const [used] = await db
    .select({ newEmail: accountTokens.newEmail, email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, hashToken(code)), eq(accountTokens.purpose, 'change-email')))
    .limit(1);
  if (used?.newEmail && used.newEmail === used.email) return { success: true as const, email: used.email };
  const [claimed] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(code)),
        eq(accountTokens.purpose, 'change-email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!claimed?.newEmail) throw new AppError('BAD_REQUEST', EMAIL_CHANGE_FAILED);
  const [before] = await db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
  if (!before) throw new AppError('BAD_REQUEST', EMAIL_CHANGE_FAILED);
  let after: UserRecord | undefined;
  try {
    [after] = await db
      .update(users)
      .set({ email: claimed.newEmail, emailConfirmedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, claimed.userId))
      .returning();
  } catch {
    // Another account took the address in the meantime (unique email).
    throw new AppError('BAD_REQUEST', EMAIL_CHANGE_FAILED);
  }
  if (!after) throw new AppError('BAD_REQUEST', EMAIL_CHANGE_FAILED);
  await revokeUserSessions(db, after.id);
  await audit(db, c, 'email.changed', after.id);
  const changed = after;
  deps.background.run('email changed notice', () =>
    deps.mailer.send({
      to: before.email,
      ...templates.emailChangedNotice({ name: before.name, newEmail: changed.email, brandName: deps.env.BRAND_NAME }),
    }),
  );
  return { success: true as const, email: changed.email };
}

/** A new password ends every other session; this one stays signed in. */
export async function changePassword(
  c: Ctx,
  deps: AppDeps,
  current: CurrentSession,
  input: { currentPassword: string; newPassword1: string },
) {
  await confirmPassword(deps, current, input.currentPassword).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
      throw new AppError('VALIDATION_FAILED', 'Your current password is incorrect.', {
        currentPassword: 'Your current password is incorrect.',
      });
    }
    throw error;
  });
  refuseCommonPassword(input.newPassword1, 'newPassword1');
  const passwordHash = await hashPassword(input.newPassword1);
  const db = deps.database.db;
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, current.user.id));
  await revokeUserSessions(db, current.user.id, { except: current.session.id });
  await audit(db, c, 'password.changed', current.user.id);
  notifyPasswordChanged(deps, current.user);
  return { success: true as const };
}

export async function optInMember(c: Ctx, deps: AppDeps, current: CurrentSession) {
  const [user] = await deps.database.db
    .update(users)
    .set({ marketingOptIn: true, updatedAt: new Date() })
    .where(eq(users.id, current.user.id))
    .returning();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  await setMemberSubscription(deps.database.db, user, true);
  const token = await issueToken(c, deps, user, current.session);
  return { success: true as const, ...(token ? { token } : {}) };
}

export async function agreeToTerms(c: Ctx, deps: AppDeps, current: CurrentSession) {
  const [user] = await deps.database.db
    .update(users)
    .set({ agreedToTermsAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, current.user.id))
    .returning();
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  await audit(deps.database.db, c, 'terms.agreed', user.id);
  const token = await issueToken(c, deps, user, current.session);
  return { ...(token ? { token } : {}), session: await sessionViewFor(deps, user, current.session) };
}

/**
 * Deleting an account removes the member's row and, with it, sessions, links, codes and saved cards.
 * Offer claims stay for the accounts (without the member), and the audit trail keeps no personal data.
 */
export async function deleteAccount(c: Ctx, deps: AppDeps, current: CurrentSession, password: string) {
  await confirmPassword(deps, current, password);
  // Marketing email ends with the account (the address stays only as unsubscribed).
  await endSubscription(deps.database.db, current.user.email);
  await deps.database.db.delete(users).where(eq(users.id, current.user.id));
  await audit(deps.database.db, c, 'account.deleted', null);
  endSessionCookies(c, deps);
  return { success: true as const };
}

export async function addCards(deps: AppDeps, current: CurrentSession, slugs: string[]) {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return { saved: [] };
  const db = deps.database.db;
  const known = await db.select({ slug: cards.slug }).from(cards).where(inArray(cards.slug, unique));
  if (known.length > 0) {
    await db
      .insert(savedCards)
      .values(known.map(({ slug }) => ({ userId: current.user.id, cardSlug: slug })))
      .onConflictDoNothing();
  }
  return { saved: known.map(({ slug }) => slug) };
}

export async function removeSavedCard(deps: AppDeps, current: CurrentSession, slug: string) {
  await deps.database.db
    .delete(savedCards)
    .where(and(eq(savedCards.userId, current.user.id), eq(savedCards.cardSlug, slug)));
  return { success: true as const };
}

export async function logout(c: Ctx, deps: AppDeps) {
  const current = c.get('session');
  if (current) {
    await deps.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, current.session.id), isNull(sessions.revokedAt)));
    await audit(deps.database.db, c, 'logout', current.user.id);
  }
  endSessionCookies(c, deps);
  return { success: true as const };
}
