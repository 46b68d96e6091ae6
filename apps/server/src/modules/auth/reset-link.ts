import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { queueEmail } from '../../db/mail-queue';
import { accountTokens } from '../../db/schema';
import * as templates from '../../lib/email-templates';
import { greetingName } from '../../lib/email-templates';
import { RESET_TOKEN_TTL_MS } from '../../lib/one-time-codes';
import { createAccountToken, link } from './account-tokens';
import type { UserRecord } from './sessions';

/** Queues a reset link to the member's address, in the caller's transaction; it replaces any earlier one. */
export async function queueResetLink(db: Database, deps: AppDeps, user: UserRecord): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, 'reset-password'), isNull(accountTokens.usedAt)),
    );
  const token = await createAccountToken(db, user.id, 'reset-password', RESET_TOKEN_TTL_MS);
  await queueEmail(db, {
    label: 'reset',
    to: user.email,
    ...templates.resetPassword({
      name: greetingName(user),
      link: link(deps, `/reset-password/${token}`),
      brandName: deps.env.BRAND_NAME,
      ttlMinutes: RESET_TOKEN_TTL_MS / 60_000,
    }),
  });
}
