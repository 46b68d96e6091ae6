import type { Context } from 'hono';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';

/** Every change of sign-in state, as a name; details never hold a password, code or token. */
export type AuditEvent =
  | 'register'
  | 'register.existing-address'
  | 'email.confirmed'
  | 'email.confirmation-resent'
  | 'login.succeeded'
  | 'login.failed'
  | 'login.locked'
  | 'login.refused-while-locked'
  | 'login.unconfirmed'
  | 'logout'
  | 'social.linked'
  | 'social.refused'
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
  | 'email.change-undone'
  | 'payout.changed'
  | 'payout.change-undone'
  | 'terms.agreed'
  | 'account.deleted'
  | 'staff.role-changed'
  | 'staff.password-confirmed'
  | 'staff.password-refused'
  | 'staff.setup-link-made'
  | 'offer.created'
  | 'offer.edited'
  | 'offer.ended'
  | 'claim.status-changed'
  | 'claim.replied'
  | 'payout.approved'
  | 'payout.rejected'
  | 'payout.scheduled'
  | 'payout.marked-paid'
  | 'payout.exported';

/** Who made a request, kept for work that outlives it (mail sent after the answer). */
export interface AuditContext {
  ip: string;
  requestId: string;
}

/** A staff member acting in a request, for the audit rows of what they change. */
export interface StaffActor {
  staffId: string;
  request: AuditContext;
}

export function auditContext(c: Context<AppEnv>): AuditContext {
  return { ip: c.get('clientIp'), requestId: c.get('requestId') };
}

/** One audit row, written with the caller's handle: in a transaction, it stands or falls with the change. */
export async function auditFor(
  db: Database,
  request: AuditContext,
  event: AuditEvent,
  userId: string | null,
  detail: Record<string, string | number | boolean> = {},
): Promise<void> {
  await db.insert(auditEvents).values({ userId, event, detail, ip: request.ip, requestId: request.requestId });
}

export function audit(
  db: Database,
  c: Context<AppEnv>,
  event: AuditEvent,
  userId: string | null,
  detail: Record<string, string | number | boolean> = {},
): Promise<void> {
  return auditFor(db, auditContext(c), event, userId, detail);
}
