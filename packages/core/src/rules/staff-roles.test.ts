import { describe, expect, it } from 'vitest';
import {
  isStaffRole,
  leavesAnAdmin,
  mayUseStaffArea,
  passwordIsRecent,
  rolesFor,
  STAFF_AREA_NAMES,
  STAFF_REAUTHENTICATION_MS,
  STAFF_ROLES,
  STAFF_SESSION_TTL_MS,
  staffAreasOf,
} from './staff-roles';

describe('staff roles', () => {
  it('gives admins everything, editors content and settings, support members, tickets and payouts', () => {
    expect(staffAreasOf('admin')).toEqual(STAFF_AREA_NAMES);
    expect(staffAreasOf('editor')).toEqual(['content', 'settings', 'catalogue', 'analytics', 'any']);
    expect(staffAreasOf('support')).toEqual(['members', 'tickets', 'payouts', 'analytics', 'any']);
  });

  it('gives a member without a role nothing', () => {
    expect(staffAreasOf(null)).toEqual([]);
    expect(staffAreasOf(undefined)).toEqual([]);
    for (const area of STAFF_AREA_NAMES) expect(mayUseStaffArea(null, area)).toBe(false);
  });

  it('lets only admins change roles, and every role into the admin site', () => {
    expect(rolesFor('roles')).toEqual(['admin']);
    expect(rolesFor('any')).toEqual(STAFF_ROLES);
    expect(mayUseStaffArea('editor', 'roles')).toBe(false);
    expect(mayUseStaffArea('support', 'content')).toBe(false);
    expect(mayUseStaffArea('editor', 'payouts')).toBe(false);
  });

  it('knows its roles and nothing else', () => {
    for (const role of STAFF_ROLES) expect(isStaffRole(role)).toBe(true);
    for (const value of ['Admin', 'staff', '', null, undefined, 1, 'admin ']) expect(isStaffRole(value)).toBe(false);
  });

  it('ends a staff session after 12 hours and wants the password within 5 minutes', () => {
    expect(STAFF_SESSION_TTL_MS).toBe(12 * 60 * 60 * 1000);
    const now = Date.UTC(2026, 10, 27, 12);
    expect(passwordIsRecent(new Date(now - STAFF_REAUTHENTICATION_MS), now)).toBe(true);
    expect(passwordIsRecent(new Date(now - STAFF_REAUTHENTICATION_MS - 1), now)).toBe(false);
    expect(passwordIsRecent(null, now)).toBe(false);
    // A time in the future (a clock gone wrong) is not trusted.
    expect(passwordIsRecent(new Date(now + 60_000), now)).toBe(false);
  });

  it('never lets the last admin go', () => {
    expect(leavesAnAdmin(1, 'admin', null)).toBe(false);
    expect(leavesAnAdmin(1, 'admin', 'editor')).toBe(false);
    expect(leavesAnAdmin(1, 'admin', 'admin')).toBe(true);
    expect(leavesAnAdmin(2, 'admin', 'support')).toBe(true);
    expect(leavesAnAdmin(1, 'editor', null)).toBe(true);
    expect(leavesAnAdmin(1, null, 'admin')).toBe(true);
  });
});
