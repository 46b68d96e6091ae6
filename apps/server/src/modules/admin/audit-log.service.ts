import {
  AUDIT_EVENTS_PER_PAGE,
  AUDIT_EXPORT_MAX_ROWS,
  type AuditEntry,
  type AuditFilters,
  type AuditLogPage,
} from '@cardgenius/core/contract';
import { addCalendarDays, dayStartInZone, escapeLike, isUuid, toCsv, torontoDate } from '@cardgenius/core/rules';
import { and, count, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The audit log as staff read it (area `staff:audit`): newest first, narrowed by member, event name
 * (or its start) and days in Toronto, a page at a time or as a CSV download.
 */

const TO_BEFORE_FROM = 'The last day comes before the first.';

/** The conditions of the filters; null when they can match nothing (an address without an account). */
async function conditionsOf(db: Database, filters: AuditFilters): Promise<SQL[] | null> {
  if (filters.from && filters.to && filters.to < filters.from) {
    throw new AppError('VALIDATION_FAILED', TO_BEFORE_FROM, { to: TO_BEFORE_FROM });
  }
  const conditions: SQL[] = [];
  const member = filters.member?.toLowerCase();
  if (member) {
    if (isUuid(member)) conditions.push(eq(auditEvents.userId, member));
    else {
      const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, member)).limit(1);
      if (!found) return null;
      conditions.push(eq(auditEvents.userId, found.id));
    }
  }
  if (filters.event) conditions.push(like(auditEvents.event, `${escapeLike(filters.event)}%`));
  if (filters.from) conditions.push(gte(auditEvents.createdAt, dayStartInZone(filters.from)));
  if (filters.to) conditions.push(lt(auditEvents.createdAt, dayStartInZone(addCalendarDays(filters.to, 1))));
  return conditions;
}

const member = alias(users, 'member');
const staff = alias(users, 'staff');

/** The events the conditions find, newest first, with whom each is about and which staff member did it. */
function entries(db: Database, conditions: SQL[], limit: number, offset: number): Promise<AuditEntry[]> {
  return (
    db
      .select({
        id: auditEvents.id,
        at: auditEvents.createdAt,
        event: auditEvents.event,
        memberId: member.id,
        memberEmail: member.email,
        staffId: staff.id,
        staffEmail: staff.email,
        ip: auditEvents.ip,
        requestId: auditEvents.requestId,
        detail: auditEvents.detail,
      })
      .from(auditEvents)
      .leftJoin(member, eq(member.id, auditEvents.userId))
      // Staff actions name their author in the detail (`by`), as an id.
      .leftJoin(staff, sql`${staff.id}::text = ${auditEvents.detail}->>'by'`)
      .where(and(...conditions))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset(offset)
      .then((rows) =>
        rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          event: row.event,
          member: row.memberId && row.memberEmail ? { id: row.memberId, email: row.memberEmail } : null,
          staff: row.staffId && row.staffEmail ? { id: row.staffId, email: row.staffEmail } : null,
          ip: row.ip,
          requestId: row.requestId,
          detail: row.detail,
        })),
      )
  );
}

export async function listAuditEvents(db: Database, filters: AuditFilters & { page?: number | undefined }) {
  const page = filters.page ?? 1;
  const conditions = await conditionsOf(db, filters);
  if (!conditions) return { events: [], total: 0, page, totalPages: 0 } satisfies AuditLogPage;
  const [total] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(...conditions));
  const n = total?.n ?? 0;
  return {
    events: await entries(db, conditions, AUDIT_EVENTS_PER_PAGE, (page - 1) * AUDIT_EVENTS_PER_PAGE),
    total: n,
    page,
    totalPages: Math.ceil(n / AUDIT_EVENTS_PER_PAGE),
  } satisfies AuditLogPage;
}

export const AUDIT_CSV_HEADER = [
  'When (UTC)',
  'Event',
  'Member id',
  'Member email',
  'Staff id',
  'Staff email',
  'IP address',
  'Request id',
  'Detail',
] as const;

/** The detail as one cell: `key=value` pairs, in the order written. */
export function detailText(detail: AuditEntry['detail']): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${value}`)
    .join('; ');
}

/** The filtered log as CSV (the newest AUDIT_EXPORT_MAX_ROWS events), and the file name to save it as. */
export async function exportAuditEvents(db: Database, filters: AuditFilters, now = new Date()) {
  const conditions = await conditionsOf(db, filters);
  const rows = conditions ? await entries(db, conditions, AUDIT_EXPORT_MAX_ROWS, 0) : [];
  const csv = toCsv(
    AUDIT_CSV_HEADER,
    rows.map((row) => [
      row.at,
      row.event,
      row.member?.id ?? '',
      row.member?.email ?? '',
      row.staff?.id ?? '',
      row.staff?.email ?? '',
      row.ip ?? '',
      row.requestId,
      detailText(row.detail),
    ]),
  );
  return { csv, fileName: `audit-log-${torontoDate(now)}.csv` };
}
