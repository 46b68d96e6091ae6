import '../zod-setup';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { PageNumber } from './text-fields';

/**
 * The audit log (area `staff:audit`): every sign-in state change and staff action, with who, from
 * where and the request's id. Its details never hold a password, code or token.
 */
const TAG = 'Admin: audit log';

export const AUDIT_EVENTS_PER_PAGE = 50;
/** The most rows one CSV export holds: the newest of what the filters find. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const DAY_ERROR = 'A day as YYYY-MM-DD.';
/** A calendar day of the years the log can hold (others cannot be turned into a time the database reads). */
const AuditDay = z.iso.date({ error: DAY_ERROR }).regex(/^(19|20)\d\d-/, 'A day between 1900 and 2099.');

export const AuditFilters = z.strictObject({
  member: z
    .string()
    .trim()
    .max(254, 'A member’s email address or id, at most 254 characters.')
    .optional()
    .describe('The member the event is about: an email address or an id'),
  event: z
    .string()
    .trim()
    .max(60, 'An event name has at most 60 characters.')
    .regex(
      /^[a-z.-]*$/,
      'An event name has lower-case letters, dots and hyphens: login.failed, or staff. for them all.',
    )
    .optional()
    .describe('An event name, or its start (`staff.` for every staff action)'),
  from: AuditDay.optional().describe('The first day, in Toronto'),
  to: AuditDay.optional().describe('The last day, in Toronto'),
});
export type AuditFilters = z.infer<typeof AuditFilters>;

export const AuditEntry = z
  .object({
    id: z.uuid(),
    at: z.iso.datetime(),
    event: z.string(),
    member: z
      .object({ id: z.uuid(), email: z.string() })
      .nullable()
      .describe('Whom it is about; null for an unknown address or a deleted account'),
    staff: z
      .object({ id: z.uuid(), email: z.string() })
      .nullable()
      .describe('The staff member who did it, for staff actions on a member'),
    ip: z.string().nullable(),
    requestId: z.string(),
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogPage = z
  .object({
    events: z.array(AuditEntry),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    totalPages: z.number().int().nonnegative(),
  })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof AuditLogPage>;

export const listAuditEvents = defineEndpoint({
  id: 'listAuditEvents',
  method: 'get',
  path: '/admin/audit',
  summary: 'The audit log, newest first, by member, event and days',
  description: `${AUDIT_EVENTS_PER_PAGE} a page. A \`to\` day before \`from\` is a 400.`,
  tag: TAG,
  access: 'staff:audit',
  request: { query: AuditFilters.extend({ page: PageNumber.optional() }) },
  responses: { 200: AuditLogPage },
});

export const exportAuditEvents = defineEndpoint({
  id: 'exportAuditEvents',
  method: 'get',
  path: '/admin/audit/export',
  summary: 'The audit log as a CSV download, with the same filters',
  description: `The newest ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-CA')} events at most. Cells a spreadsheet would run as a formula start with an apostrophe.`,
  tag: TAG,
  access: 'staff:audit',
  mediaType: 'text/csv',
  request: { query: AuditFilters },
  responses: { 200: z.string().describe('CSV text, with a header row') },
});
