import { describe, expect, it } from 'vitest';
import { AuditFilters } from './audit-log';

describe('the audit log’s filters', () => {
  it('take real days of the years the log can hold', () => {
    expect(AuditFilters.safeParse({ from: '2026-02-28', to: '2026-03-01' }).success).toBe(true);
    expect(AuditFilters.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(AuditFilters.safeParse({ to: '9999-12-31' }).success).toBe(false);
    expect(AuditFilters.safeParse({ from: '26-1-1' }).success).toBe(false);
  });

  it('take an event name or its start, and a member', () => {
    expect(AuditFilters.safeParse({ event: 'staff.', member: ' Sam@Example.ca ' }).data).toEqual({
      event: 'staff.',
      member: 'Sam@Example.ca',
    });
    expect(AuditFilters.safeParse({ event: "login%' or 1=1" }).success).toBe(false);
  });
});
