import { type AuthStatus, endpoints, type SessionView } from '@cardgenius/core/contract';
import { DEFAULT_LOGIN_REDIRECT, loginPathFor, safeRedirectPath } from '@cardgenius/core/rules';
import { type AppLoadContext, redirect } from 'react-router';

/** The terms agreement page (accounts spec §2): members who have not agreed are sent here first. */
export const AGREE_PATH = '/agree';

/** `/agree`, carrying where to continue afterwards when that is not the dashboard anyway. */
export function agreePathFor(returnTo: string): string {
  const target = safeRedirectPath(returnTo, '');
  return target === '' || target === DEFAULT_LOGIN_REDIRECT
    ? AGREE_PATH
    : `${AGREE_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The route guard (accounts spec §2): where a visitor on `url` must go instead, or null to stay.
 * Not signed in (or part way through sign-in) → login, coming back here afterwards; signed in
 * without having agreed to the terms → /agree (except on /agree itself).
 */
export function memberGuardRedirect(status: AuthStatus, url: URL): string | null {
  const here = `${url.pathname}${url.search}`;
  if (!status.isAuthenticated || !status.session) return loginPathFor(here);
  if (!status.session.agreedToTerms && url.pathname !== AGREE_PATH) return agreePathFor(here);
  return null;
}

/** The signed-in member a page is for. */
export interface Member {
  name: string;
  email: string;
  isAdmin: boolean;
  isDev: boolean;
  session: SessionView;
}

/**
 * For the loaders of member pages: the member, or a thrown redirect to login or /agree. Reads the
 * session through the API (GET), as every loader does.
 */
export async function requireMember({
  context,
  request,
}: {
  context: AppLoadContext;
  request: Request;
}): Promise<Member> {
  const status = await context.api.call(endpoints.getAuthStatus);
  const target = memberGuardRedirect(status, new URL(request.url));
  if (target !== null || !status.session) throw redirect(target ?? loginPathFor('/'));
  return {
    name: status.username,
    email: status.session.email,
    isAdmin: status.isAdmin,
    isDev: status.isDev,
    session: status.session,
  };
}
