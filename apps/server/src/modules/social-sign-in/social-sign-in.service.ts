import type { AuthContext } from '@cardgenius/core/contract';
import { memberNameFrom, type ProviderProfile, type SocialProvider, verifiedEmailOf } from '@cardgenius/core/rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { registrationTickets, socialAccounts, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';

import { unusablePasswordHash } from '../../lib/password-hash';
import { audit } from '../auth/audit';
import { issueLoginDevice } from '../auth/login-device';
import { clearUnconfirmedDetails } from '../auth/pre-confirmation';
import { newReferralCode } from '../auth/referral-code';
import { isLockedByStaff, issueToken, revokeUserSessions, startSession, type UserRecord } from '../auth/sessions';

type Ctx = Context<AppEnv>;

export type SocialSignInOutcome =
  | { ok: true; user: UserRecord }
  | { ok: false; error: 'no-email' | 'unverified-email' | 'locked' };

async function memberBySubject(db: Database, provider: SocialProvider, subject: string) {
  const [row] = await db
    .select({ user: users, linkId: socialAccounts.id })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
    .limit(1);
  return row;
}

/**
 * An existing account with the provider's verified address. If its address was never confirmed,
 * whoever registered it need not own it (docs/decisions/0012): the provider has now proved the owner,
 * so, as when the owner confirms with a new password, the account is confirmed, its password replaced
 * by an unusable one, what was set before confirmation cleared and every session ended.
 */
async function linkExisting(tx: Database, c: Ctx, owner: UserRecord, provider: SocialProvider, subject: string) {
  let user = owner;
  if (!owner.emailConfirmedAt) {
    const [claimed] = await tx
      .update(users)
      .set({
        emailConfirmedAt: new Date(),
        updatedAt: new Date(),
        passwordHash: await unusablePasswordHash(),
        failedLoginCount: 0,
        lockedUntil: null,
        ...clearUnconfirmedDetails(),
      })
      .where(and(eq(users.id, owner.id), isNull(users.emailConfirmedAt)))
      .returning();
    if (claimed) {
      await revokeUserSessions(tx, claimed.id);
      await tx.delete(registrationTickets).where(eq(registrationTickets.userId, claimed.id));
      await audit(tx, c, 'email.confirmed', claimed.id, { proof: `social-${provider}` });
      user = claimed;
    }
  }
  await tx
    .insert(socialAccounts)
    .values({ userId: user.id, provider, subject, linkedEmail: user.email })
    .onConflictDoNothing();
  await audit(tx, c, 'social.linked', user.id, { provider });
  return user;
}

/** A new member: address confirmed by the provider, no password, terms still to agree to (/agree). */
async function createMember(
  tx: Database,
  c: Ctx,
  options: { email: string; profile: ProviderProfile; provider: SocialProvider; context: AuthContext },
) {
  const [created] = await tx
    .insert(users)
    .values({
      email: options.email,
      name: memberNameFrom(options.profile, options.email),
      passwordHash: await unusablePasswordHash(),
      emailConfirmedAt: new Date(),
      referralCode: newReferralCode(),
      origin: options.context,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!created) return null;
  await tx.insert(socialAccounts).values({
    userId: created.id,
    provider: options.provider,
    subject: options.profile.subject,
    linkedEmail: options.email,
  });
  await audit(tx, c, 'register', created.id, { origin: options.context, via: options.provider });
  return created;
}

/** The member a provider's profile names: by the link first, then by verified address, else a new one. */
async function memberFor(
  c: Ctx,
  deps: AppDeps,
  options: { provider: SocialProvider; profile: ProviderProfile; context: AuthContext },
): Promise<SocialSignInOutcome> {
  const db = deps.database.db;
  const { provider, profile } = options;
  const linked = await memberBySubject(db, provider, profile.subject);
  if (linked) {
    await db.update(socialAccounts).set({ lastSignInAt: new Date() }).where(eq(socialAccounts.id, linked.linkId));
    return { ok: true, user: linked.user };
  }
  const verified = verifiedEmailOf(profile);
  if (!verified.ok) {
    await audit(db, c, 'social.refused', null, { provider, reason: verified.error });
    return verified;
  }
  const user = await db.transaction(async (tx) => {
    const [owner] = await tx.select().from(users).where(eq(users.email, verified.email)).limit(1);
    if (owner) return linkExisting(tx, c, owner, provider, profile.subject);
    return createMember(tx, c, { ...options, email: verified.email });
  });
  if (user) return { ok: true, user };
  // Another request created the address a moment ago: link to it.
  const [owner] = await db.select().from(users).where(eq(users.email, verified.email)).limit(1);
  if (!owner) throw new Error('member vanished while signing in');
  return { ok: true, user: await db.transaction((tx) => linkExisting(tx, c, owner, provider, profile.subject)) };
}

/**
 * Signs in the member a provider vouched for, exactly as a password sign-in would: a new session
 * (pending its second factor when two-factor is on: it is never skipped), the audit row, and the token
 * in its cookie. The page then takes the member through the same steps as after a password.
 */
export async function signInWithProfile(
  c: Ctx,
  deps: AppDeps,
  options: { provider: SocialProvider; profile: ProviderProfile; context: AuthContext },
): Promise<SocialSignInOutcome> {
  const outcome = await memberFor(c, deps, options);
  if (!outcome.ok) return outcome;
  if (isLockedByStaff(outcome.user)) {
    await audit(deps.database.db, c, 'login.refused-while-locked', outcome.user.id, { via: options.provider });
    return { ok: false, error: 'locked' };
  }
  const session = await startSession(deps.database.db, outcome.user);
  await audit(deps.database.db, c, 'login.succeeded', outcome.user.id, { via: options.provider });
  issueLoginDevice(c, deps, outcome.user.id);
  await issueToken(c, deps, outcome.user, session);
  return outcome;
}
