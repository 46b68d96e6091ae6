import type { Context } from 'hono';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';

/** Every change of sign-in state, as a name; details never hold a password, code or token. */
export type AuditEvent =
  | 'register'
  | 'register.existing-address'
  | 'email.confirmed'
  | 'login.succeeded'
  | 'login.failed'
  | 'login.locked'
  | 'login.refused-while-locked'
  | 'login.unconfirmed'
  | 'logout'
  | 'two-factor.setup-started'
  | 'two-factor.enabled'
  | 'two-factor.passed'
  | 'two-factor.failed'
  | 'two-factor.disabled'
  | 'mobile.code-sent'
  | 'mobile.verified'
  | 'mobile.code-failed'
  | 'mobile.skipped'
  | 'password.reset-requested'
  | 'password.reset'
  | 'password.changed'
  | 'email.change-requested'
  | 'email.changed'
  | 'terms.agreed'
  | 'account.deleted';

export async function audit(
  db: Database,
  c: Context<AppEnv>,
  event: AuditEvent,
  userId: string | null,
  detail: Record<string, string | number | boolean> = {},
): Promise<void> {
  await db.insert(auditEvents).values({ userId, event, detail, ip: c.get('clientIp'), requestId: c.get('requestId') });
}
