import { maskMobileNumber, nextPayoutDate, paymentStatusLabel } from '@cardgenius/core/rules';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import { queueEmail } from '../../db/mail-queue';
import { accountTokens, cards, issuers, offerClaims, savedCards, sessions, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import * as templates from '../../lib/email-templates';
import { greetingName } from '../../lib/email-templates';
import { EMAIL_TOKEN_TTL_MS, hashToken } from '../../lib/one-time-codes';
import { hashPassword } from '../../lib/password-hash';
import { endSubscription, setMemberSubscription } from '../newsletter/member-subscription';
import { cardFigures } from '../wallet/card-figures';
import { changePayout, emailChangeUndoToken } from './account-changes';
import { claimAccountToken, createAccountToken, link } from './account-tokens';
import { audit } from './audit';
import {
  findUserByEmail,
  paymentUpdate,
  queueExistingAccountNotice,
  queuePasswordChangedNotice,
  refuseCommonPassword,
} from './auth.service';
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
      status: savedCards.status,
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
    walletAlerts: user.walletAlerts,
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

/** A sign-in this recent, with its second factor when two-factor is on, counts as re-authentication. */
const RECENT_SIGN_IN_MS = 10 * 60_000;

function signedInRecently(current: CurrentSession, now = Date.now()): boolean {
  const since = now - RECENT_SIGN_IN_MS;
  if (current.session.createdAt.getTime() < since) return false;
  return !hasTwoFactor(current.user) || (current.session.twoFactorAuthenticatedAt?.getTime() ?? 0) >= since;
}

export const PAYOUT_NEEDS_PASSWORD = 'Enter your password to change where your payouts go.';

/**
 * Name and marketing choice change freely. Where payouts go is changed only with the password (or
 * right after signing in), and the account's address is told, with a link that undoes it.
 */
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
    password?: string | undefined;
  },
) {
  const payout = paymentUpdate(input);
  if (Object.keys(payout).length > 0 && !signedInRecently(current)) {
    if (input.password === undefined) {
      throw new AppError('VALIDATION_FAILED', PAYOUT_NEEDS_PASSWORD, { password: PAYOUT_NEEDS_PASSWORD });
    }
    await confirmPassword(deps, current, input.password);
  }
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.marketingOptIn !== undefined) changes.marketingOptIn = input.marketingOptIn;
  const user = await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, current.user.id)).returning();
    if (!updated) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    if (input.marketingOptIn !== undefined) await setMemberSubscription(tx, updated, input.marketingOptIn);
    return updated;
  });
  const after = await changePayout(c, deps, user, payout);
  // The token carries the name: hand out a fresh one.
  if (input.name !== undefined) await issueToken(c, deps, after, current.session);
  return profileOf(deps, after);
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
  await deps.database.db.transaction(async (tx) => {
    await audit(tx, c, 'email.change-requested', user.id);
    if (taken) {
      // Answer as for a free address; tell the address's owner instead.
      await queueExistingAccountNotice(tx, deps, taken);
      return;
    }
    const token = await createAccountToken(tx, user.id, 'change-email', EMAIL_TOKEN_TTL_MS, {
      newEmail: input.newEmail,
    });
    // The new address is not confirmed yet: no name, as for any unconfirmed address.
    await queueEmail(tx, {
      label: 'email change confirmation',
      to: input.newEmail,
      ...templates.emailChangeConfirm({ name: '', link: link(deps, `/confirm-email-change/${token}`), brandName }),
    });
  });
  deps.mailQueue.kick();
  return { success: true as const };
}

const EMAIL_CHANGE_FAILED = 'This link is invalid or has expired. Please start the email change again.';

/**
 * Claims the code, moves the account to the new address, ends every session, and tells the old
 * address with a link that undoes it: one transaction, so none of it happens without the rest.
 */
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
  let changed: UserRecord | null;
  try {
    changed = await db.transaction(async (tx) => {
      const claimed = await claimAccountToken(tx, 'change-email', code);
      if (!claimed?.newEmail) return null;
      const [before] = await tx.select().from(users).where(eq(users.id, claimed.userId)).for('update');
      if (!before) return null;
      const [after] = await tx
        .update(users)
        .set({ email: claimed.newEmail, emailConfirmedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, claimed.userId))
        .returning();
      if (!after) return null;
      await revokeUserSessions(tx, after.id);
      await audit(tx, c, 'email.changed', after.id);
      const undo = await emailChangeUndoToken(tx, after.id, before.email);
      await queueEmail(tx, {
        label: 'email changed notice',
        to: before.email,
        ...templates.emailChangedNotice({
          name: greetingName(before),
          newEmail: after.email,
          brandName: deps.env.BRAND_NAME,
          undoLink: link(deps, `/undo-change/${undo}`),
        }),
      });
      return after;
    });
  } catch (error) {
    // Another account took the address in the meantime (unique email).
    if (isUniqueViolation(error)) throw new AppError('BAD_REQUEST', EMAIL_CHANGE_FAILED);
    throw error;
  }
  if (!changed) throw new AppError('BAD_REQUEST', EMAIL_CHANGE_FAILED);
  deps.mailQueue.kick();
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
  await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, current.user.id));
    await revokeUserSessions(tx, current.user.id, { except: current.session.id });
    await audit(tx, c, 'password.changed', current.user.id);
    await queuePasswordChangedNotice(tx, deps, current.user);
  });
  deps.mailQueue.kick();
  return { success: true as const };
}

export async function optInMember(c: Ctx, deps: AppDeps, current: CurrentSession) {
  const user = await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ marketingOptIn: true, updatedAt: new Date() })
      .where(eq(users.id, current.user.id))
      .returning();
    if (!updated) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    await setMemberSubscription(tx, updated, true);
    return updated;
  });
  const token = await issueToken(c, deps, user, current.session);
  return { success: true as const, ...(token ? { token } : {}) };
}

export async function agreeToTerms(c: Ctx, deps: AppDeps, current: CurrentSession) {
  const user = await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ agreedToTermsAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, current.user.id))
      .returning();
    if (!updated) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    await audit(tx, c, 'terms.agreed', updated.id);
    return updated;
  });
  const token = await issueToken(c, deps, user, current.session);
  return { ...(token ? { token } : {}), session: await sessionViewFor(deps, user, current.session) };
}

/**
 * Deleting an account removes the member's row and, with it, sessions, links, codes and saved cards.
 * Offer claims stay for the accounts (without the member), and the audit trail keeps no personal data.
 */
export async function deleteAccount(c: Ctx, deps: AppDeps, current: CurrentSession, password: string) {
  await confirmPassword(deps, current, password);
  await deps.database.db.transaction(async (tx) => {
    // Marketing email ends with the account (the address stays only as unsubscribed).
    await endSubscription(tx, current.user.email);
    await tx.delete(users).where(eq(users.id, current.user.id));
    await audit(tx, c, 'account.deleted', null);
  });
  endSessionCookies(c, deps);
  return { success: true as const };
}

export async function addCards(deps: AppDeps, current: CurrentSession, slugs: string[]) {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return { saved: [] };
  const db = deps.database.db;
  const known = await db.select({ slug: cards.slug }).from(cards).where(inArray(cards.slug, unique));
  if (known.length > 0) {
    // Saved cards are watched: their alerts compare with the figures of today.
    const figures = await cardFigures(
      db,
      await deps.catalogue.get(),
      known.map(({ slug }) => slug),
    );
    await db
      .insert(savedCards)
      .values(
        known.map(({ slug }) => ({ userId: current.user.id, cardSlug: slug, baseline: figures.get(slug) ?? null })),
      )
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
    await deps.database.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, current.session.id), isNull(sessions.revokedAt)));
      await audit(tx, c, 'logout', current.user.id);
    });
  }
  endSessionCookies(c, deps);
  return { success: true as const };
}
