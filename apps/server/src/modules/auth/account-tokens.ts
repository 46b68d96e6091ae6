import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { type AccountChangeUndo, accountTokens } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/one-time-codes';

/** A link to a page of the site, for emails. */
export function link(deps: AppDeps, path: string): string {
  return `${deps.env.SITE_URL}${path}`;
}

/** A single-use emailed link, stored hashed, written with the caller's handle (a transaction). */
export async function createAccountToken(
  db: Database,
  userId: string,
  purpose: 'confirm-email' | 'reset-password' | 'change-email' | 'undo-change',
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
