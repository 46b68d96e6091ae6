import { AUTH_CONTEXTS, type AuthContext, endpoints } from '@cardgenius/core/contract';
import { isSocialProvider, socialSignInErrorMessage } from '@cardgenius/core/rules';
import { type AppLoadContext, redirect } from 'react-router';
import { requestCookies, setCookieHeader } from '../../lib/cookies';
import { LOGIN_REDIRECT_COOKIE, signInTarget } from '../../lib/sign-in-target';

/** The widget's context from `?context=` (e.g. a GeniusCash link to /register), or 'site'. */
export function authContextFrom(url: URL): AuthContext {
  const value = url.searchParams.get('context');
  return AUTH_CONTEXTS.find((context) => context === value) ?? 'site';
}

/**
 * Where a visitor who is already signed in goes instead of a sign-in form: the redirect target
 * (§2), with the loginRedirect cookie removed once used.
 */
export function signedInRedirect(request: Request, context: AppLoadContext): Response {
  const cookie = requestCookies(request)[LOGIN_REDIRECT_COOKIE];
  const target = signInTarget(new URL(request.url).searchParams.get('redirect'), cookie);
  return redirect(
    target,
    cookie === undefined
      ? undefined
      : { headers: { 'Set-Cookie': setCookieHeader(context.site, LOGIN_REDIRECT_COOKIE, '', 0) } },
  );
}

/**
 * The login and register pages' data: a signed-in member is sent on; a part-way session (password
 * given, second factor or mobile number pending) comes back to resume at its step. Back from a social
 * sign-in (`?socialSignIn=`), even a signed-in member stays for the steps after login (the mobile
 * number); back without signing in (`?socialError=`), the page says why.
 */
export async function signInPageData(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const status = await context.api.call(endpoints.getAuthStatus);
  const continueSignIn = isSocialProvider(url.searchParams.get('socialSignIn')) && status.session !== null;
  if (status.isAuthenticated && !continueSignIn) throw signedInRedirect(request, context);
  return {
    session: status.session,
    context: authContextFrom(url),
    continueSignIn,
    loginNotice: socialSignInErrorMessage(url.searchParams.get('socialError')),
  };
}
