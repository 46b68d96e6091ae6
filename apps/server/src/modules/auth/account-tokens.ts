import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { type AccountChangeUndo, accountTokens } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/one-time-codes';

/** A link to a page of the site, for emails. */
export function link(deps: AppDeps, path: string): string {
  return `${deps.env.SITE_URL}${path}`;
}

export type AccountTokenPurpose = 'confirm-email' | 'reset-password' | 'change-email' | 'undo-change';

/** The link of this code and purpose while it can still be used: not used, not expired. */
export function liveAccountToken(purpose: AccountTokenPurpose, code: string) {
  return and(
    eq(accountTokens.tokenHash, hashToken(code)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );
}

/**
 * Uses up a live link in one conditional update, so of many simultaneous uses exactly one gets the
 * row; the others (and a used or expired link) get undefined.
 */
export async function claimAccountToken(db: Database, purpose: AccountTokenPurpose, code: string) {
  const [claimed] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(liveAccountToken(purpose, code))
    .returning();
  return claimed;
}

/** A single-use emailed link, stored hashed, written with the caller's handle (a transaction). */
export async function createAccountToken(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
  ttlMs: number,
  extra: { newEmail?: string; undo?: AccountChangeUndo } = {},
): Promise<string> {
  const token = randomToken();
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail: extra.newEmail ?? null,
    undo: extra.undo ?? null,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}
