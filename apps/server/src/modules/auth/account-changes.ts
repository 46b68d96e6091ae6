import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { queueEmail } from '../../db/mail-queue';
import { type AccountChangeUndo, accountTokens, users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import * as templates from '../../lib/email-templates';
import { greetingName, UNDO_LINK_DAYS } from '../../lib/email-templates';

import { unusablePasswordHash } from '../../lib/password-hash';
import { claimAccountToken, createAccountToken, link } from './account-tokens';
import { audit } from './audit';
import { queueResetLink } from './reset-link';
import { revokeUserSessions, type UserRecord } from './sessions';

type Ctx = Context<AppEnv>;

const UNDO_TTL_MS = UNDO_LINK_DAYS * 24 * 60 * 60_000;
export const UNDO_FAILED = 'This link is invalid, has expired or was already used.';

type PayoutColumns = Pick<UserRecord, 'paymentMethod' | 'interacEmail' | 'paypalEmail'>;

/** The address payouts go to under these settings, or null when none is chosen. */
function payoutDestination(payout: PayoutColumns): string | null {
  if (payout.paymentMethod === 'interac') return payout.interacEmail;
  if (payout.paymentMethod === 'paypal') return payout.paypalEmail;
  return null;
}

/**
 * Changes where GeniusCash payouts go. The caller has re-authenticated the member (their password, at
 * sign-in or on the account page). When the destination really changes, the account's address gets a
 * notice with a link that puts the previous details back, written in the same transaction.
 */
export async function changePayout(
  c: Ctx,
  deps: AppDeps,
  user: UserRecord,
  update: Partial<PayoutColumns>,
): Promise<UserRecord> {
  const next = { ...user, ...update };
  if (payoutDestination(next) === payoutDestination(user) && next.paymentMethod === user.paymentMethod) return user;
  const changed = await deps.database.db.transaction(async (tx) => {
    const [after] = await tx
      .update(users)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (!after) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    const undo: AccountChangeUndo = {
      kind: 'payout',
      paymentMethod: user.paymentMethod,
      interacEmail: user.interacEmail,
      paypalEmail: user.paypalEmail,
    };
    const token = await createAccountToken(tx, user.id, 'undo-change', UNDO_TTL_MS, { undo });
    await audit(tx, c, 'payout.changed', user.id, { method: after.paymentMethod ?? 'none' });
    const destination = payoutDestination(after);
    if (after.paymentMethod && destination) {
      await queueEmail(tx, {
        label: 'payout changed notice',
        to: after.email,
        ...templates.payoutChangedNotice({
          name: greetingName(after),
          brandName: deps.env.BRAND_NAME,
          method: after.paymentMethod,
          destination,
          undoLink: link(deps, `/undo-change/${token}`),
        }),
      });
    }
    return after;
  });
  deps.mailQueue.kick();
  return changed;
}

/** Writes the undo link for an email change, to be sent to the old address. */
export function emailChangeUndoToken(db: Database, userId: string, previousEmail: string): Promise<string> {
  return createAccountToken(db, userId, 'undo-change', UNDO_TTL_MS, {
    undo: { kind: 'email', email: previousEmail },
  });
}

/**
 * Follows an undo link: puts the previous address or payout details back, ends every session (whoever
 * made the change is signed in) and replaces the password with one nobody knows, so the account opens
 * again only through the reset link emailed to the restored address. Single-use, in one transaction.
 */
export async function undoAccountChange(c: Ctx, deps: AppDeps, code: string) {
  // A password nobody knows: whoever made the change may know the current one.
  const unusablePassword = await unusablePasswordHash();
  const restored = await deps.database.db.transaction(async (tx) => {
    const claimed = await claimAccountToken(tx, 'undo-change', code);
    const undo = claimed?.undo;
    if (!claimed || !undo) return null;
    let after: UserRecord | undefined;
    try {
      [after] = await tx
        .update(users)
        .set(
          undo.kind === 'email'
            ? { email: undo.email, emailConfirmedAt: new Date(), passwordHash: unusablePassword, updatedAt: new Date() }
            : {
                paymentMethod: undo.paymentMethod,
                interacEmail: undo.interacEmail,
                paypalEmail: undo.paypalEmail,
                passwordHash: unusablePassword,
                updatedAt: new Date(),
              },
        )
        .where(eq(users.id, claimed.userId))
        .returning();
    } catch (error) {
      // The old address was taken by another account since (unique email): nothing is changed.
      if (isUniqueViolation(error)) throw new AppError('BAD_REQUEST', UNDO_FAILED);
      throw error;
    }
    if (!after) return null;
    await revokeUserSessions(tx, after.id);
    // Links sent while the change stood (a reset to the new address, say) must not outlive it.
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.userId, after.id), isNull(accountTokens.usedAt)));
    await audit(tx, c, undo.kind === 'email' ? 'email.change-undone' : 'payout.change-undone', after.id);
    // The member chooses a new password from the restored address.
    await queueResetLink(tx, deps, after);
    return { kind: undo.kind, email: after.email };
  });
  if (!restored) throw new AppError('BAD_REQUEST', UNDO_FAILED);
  deps.mailQueue.kick();
  return { success: true as const, restored: restored.kind, email: restored.email };
}
