import type { AuditEvent } from '@cardgenius/core/rules';
import type { Context } from 'hono';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';

export type { AuditEvent };

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
