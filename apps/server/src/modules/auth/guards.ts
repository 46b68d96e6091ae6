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

/**
 * Staff: an authenticated member marked as an admin, with two-factor on (ASVS 5 for administrative
 * interfaces). Anyone else gets 403 once signed in, 401 before.
 */
export function requireStaff(c: Context<AppEnv>, deps: AppDeps): CurrentSession {
  const current = requireMember(c, deps);
  if (!current.user.isAdmin) throw new AppError('FORBIDDEN', 'This is for the site’s staff only.');
  if (!hasTwoFactor(current.user))
    throw new AppError('FORBIDDEN', 'Turn on two-factor sign-in in your account before using staff tools.');
  return current;
}
