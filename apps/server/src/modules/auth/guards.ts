import {
  mayUseStaffArea,
  passwordIsRecent,
  rolesFor,
  STAFF_REAUTHENTICATION_MS,
  type StaffArea,
  type StaffRole,
} from '@cardgenius/core/rules';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../lib/app-error';
import { type CurrentSession, hasTwoFactor, isAuthenticated } from './sessions';

const SIGN_IN = 'Sign in to continue.';

/** Any live session, also one still waiting for its authenticator code. */
export function requireSession(c: Context<AppEnv>): CurrentSession {
  const current = c.get('session');
  if (!current) throw new AppError('UNAUTHENTICATED', SIGN_IN);
  return current;
}

/** A member signed in exactly as the accounts spec §4 defines "authenticated". */
export function requireMember(c: Context<AppEnv>, deps: AppDeps): CurrentSession {
  const current = requireSession(c);
  if (!isAuthenticated(deps, current)) throw new AppError('UNAUTHENTICATED', SIGN_IN);
  return current;
}

const ROLE_NAMES = { admin: 'an admin', editor: 'an editor', support: 'support staff' } as const;

/**
 * Staff: an authenticated member whose staff role may use this area of the admin site, with two-factor
 * on (ASVS 5 for administrative interfaces; docs/decisions/0021). The session is under 12 hours old:
 * loadSession ends older ones. Anyone else gets 403 once signed in, 401 before.
 */
export function requireStaff(c: Context<AppEnv>, deps: AppDeps, area: StaffArea): CurrentSession & { role: StaffRole } {
  const current = requireMember(c, deps);
  const { role } = current.user;
  if (role === null) throw new AppError('FORBIDDEN', 'This is for the site’s staff only.');
  if (!mayUseStaffArea(role, area)) {
    const allowed = rolesFor(area)
      .map((name) => ROLE_NAMES[name])
      .join(' or ');
    throw new AppError('FORBIDDEN', `Only ${allowed} may do this; you are signed in as ${ROLE_NAMES[role]}.`);
  }
  if (!hasTwoFactor(current.user) || current.session.twoFactorAuthenticatedAt === null)
    throw new AppError('FORBIDDEN', 'Turn on two-factor sign-in in your account before using staff tools.');
  return { ...current, role };
}

export const REENTER_PASSWORD = `Enter your password again to do this: it was last entered more than ${STAFF_REAUTHENTICATION_MS / 60_000} minutes ago.`;

/**
 * A sensitive staff action (role changes, payouts, deleting): the password was entered in this session
 * within the window, at a password sign-in or through POST /admin/confirm-password. Otherwise 403, with
 * the option that tells the admin site to ask for it.
 */
export function requireRecentPassword(
  current: CurrentSession,
  windowMs: number = STAFF_REAUTHENTICATION_MS,
  now = Date.now(),
): void {
  if (!passwordIsRecent(current.session.passwordConfirmedAt, now, windowMs)) {
    throw new AppError('FORBIDDEN', REENTER_PASSWORD, undefined, { reenterPassword: true });
  }
}
