import { AUTH_CONTEXTS, type AuthContext, endpoints } from '@cardgenius/core/contract';
import { type AppLoadContext, redirect } from 'react-router';
import { requestCookies } from '../../lib/cookies';
import { LOGIN_REDIRECT_COOKIE, signInTarget } from './sign-in-target';

/** The widget's context from `?context=` (e.g. a GeniusCash link to /register), or 'site'. */
export function authContextFrom(url: URL): AuthContext {
  const value = url.searchParams.get('context');
  return AUTH_CONTEXTS.find((context) => context === value) ?? 'site';
}

/**
 * Where a visitor who is already signed in goes instead of a sign-in form: the redirect target
 * (§2), with the loginRedirect cookie removed once used.
 */
export function signedInRedirect(request: Request): Response {
  const cookie = requestCookies(request)[LOGIN_REDIRECT_COOKIE];
  const target = signInTarget(new URL(request.url).searchParams.get('redirect'), cookie);
  return redirect(
    target,
    cookie === undefined
      ? undefined
      : { headers: { 'Set-Cookie': `${LOGIN_REDIRECT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` } },
  );
}

/**
 * The login and register pages' data: a signed-in member is sent on; a part-way session (password
 * given, second factor or mobile number pending) comes back to resume at its step.
 */
export async function signInPageData(request: Request, context: AppLoadContext) {
  const status = await context.api.call(endpoints.getAuthStatus);
  if (status.isAuthenticated) throw signedInRedirect(request);
  return { session: status.session, context: authContextFrom(new URL(request.url)) };
}
