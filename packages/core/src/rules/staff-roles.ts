/**
 * Who may enter the admin site, and what each staff role may do there (docs/decisions/0021). A member
 * has at most one role; a member with none is not staff. Every staff call names one area, and only the
 * roles of that area get past its access check (besides two-factor, on for every staff call).
 */
export const STAFF_ROLES = ['admin', 'editor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role is for, as the admin site shows it. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin: everything, and who is staff',
  editor: 'Editor: content and settings',
  support: 'Support: members, tickets and payouts',
};

/** The areas of the admin site and the roles that may use each; `any` is every staff role. */
export const STAFF_AREAS = {
  /** Posts, comment moderation, card review moderation. */
  content: ['admin', 'editor'],
  /** Site settings (menus, redirects, offers copy). */
  settings: ['admin', 'editor'],
  /** Members' accounts. */
  members: ['admin', 'support'],
  /** GeniusCash tickets. */
  tickets: ['admin', 'support'],
  /** GeniusCash payouts. */
  payouts: ['admin', 'support'],
  /** The card catalogue: every card's facts, with their sources and history. */
  catalogue: ['admin', 'editor'],
  /** GeniusCash offers: the amounts the site pays out. */
  offers: ['admin'],
  /** The analytics dashboard: counts per day, no member's own data. */
  analytics: ['admin', 'editor', 'support'],
  /** The audit log: every staff and sign-in action, with who and from where. */
  audit: ['admin'],
  /** Who is staff, and with which role. */
  roles: ['admin'],
  /** What every staff member does for themself (confirming the password). */
  any: ['admin', 'editor', 'support'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;
export const STAFF_AREA_NAMES = Object.keys(STAFF_AREAS) as StaffArea[];

/** A staff session lasts at most this long from sign-in (members' sessions last 14 days). */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60_000;

/** Sensitive staff actions (role changes, payouts, deleting) need the password entered this recently. */
export const STAFF_REAUTHENTICATION_MS = 5 * 60_000;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The roles that may use an area. */
export function rolesFor(area: StaffArea): readonly StaffRole[] {
  return STAFF_AREAS[area];
}

/** Whether a member with this role (or none) may use the area. */
export function mayUseStaffArea(role: StaffRole | null | undefined, area: StaffArea): boolean {
  return role != null && (STAFF_AREAS[area] as readonly StaffRole[]).includes(role);
}

/** The areas a role may use, for a menu: none for a member without a role. */
export function staffAreasOf(role: StaffRole | null | undefined): StaffArea[] {
  return STAFF_AREA_NAMES.filter((area) => mayUseStaffArea(role, area));
}

/**
 * Whether the password was entered recently enough for a sensitive action: `confirmedAt` is when it
 * was last entered in this session (at sign-in, or confirmed since), null when never.
 */
export function passwordIsRecent(
  confirmedAt: Date | null,
  nowMs: number,
  windowMs: number = STAFF_REAUTHENTICATION_MS,
): boolean {
  if (!confirmedAt) return false;
  const age = nowMs - confirmedAt.getTime();
  return age >= 0 && age <= windowMs;
}

/**
 * Whether a role change leaves the site with an admin: taking the role away from (or changing the role
 * of) the only admin does not.
 */
export function leavesAnAdmin(adminCount: number, from: StaffRole | null, to: StaffRole | null): boolean {
  if (from !== 'admin' || to === 'admin') return true;
  return adminCount > 1;
}
