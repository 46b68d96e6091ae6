import { endpoints, isApiError } from '@cardgenius/core/contract';
import { Link, redirect } from 'react-router';
import { AUTH_MESSAGES } from '../features/auth/auth-messages';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { AuthWidget } from '../features/auth/auth-widget';
import { LINK_CLASS } from '../features/auth/form-ui';
import type { Route } from './+types/confirm-email-code';

/**
 * Confirms the address with the emailed code (accounts spec §2, §4). Confirming again with the same
 * link answers the same success, so a second click is harmless. A member already signed in goes on
 * to the dashboard.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const [status, outcome] = await Promise.all([
    context.api.call(endpoints.getAuthStatus),
    context.api.call(endpoints.confirmEmail, { body: { code: params.code } }).then(
      (result) => ({
        confirmed: true as const,
        email: result.email,
        // A confirmation that also subscribed (its redirect says so) never shows the opt-in prompt.
        optedIn: result.marketingOptIn || result.redirect.includes('subscribed'),
      }),
      (error: unknown) => {
        if (isApiError(error) && error.status < 500) return { confirmed: false as const };
        throw error;
      },
    ),
  ]);
  if (outcome.confirmed && status.isAuthenticated) throw redirect('/dashboard');
  return { ...outcome, session: status.session };
}

/** The code is used once per visit; nothing on the page should post it again. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: args.loaderData?.confirmed === false ? 'Email not confirmed' : 'Email Confirmed',
    description: 'Confirm your email address to activate your account, then log in.',
  });

export default function ConfirmEmailCode({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.confirmed) {
    return (
      <AuthPage>
        <h1 className="font-bold text-2xl sm:text-3xl">Email not confirmed</h1>
        <div role="alert" className="mt-5 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {AUTH_MESSAGES.confirmFailed}
        </div>
        <p className="mt-5 text-slate-700">
          The link may have expired or been copied only in part. Log in to have a new confirmation email sent, or{' '}
          <Link to="/contact" className={LINK_CLASS}>
            contact us
          </Link>{' '}
          and we’ll help.
        </p>
        <p className="mt-6 text-center">
          <Link to="/login" className={LINK_CLASS}>
            Go to login
          </Link>
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <h1 className="font-bold text-2xl sm:text-3xl">Email Confirmed</h1>
      <div role="status" className="mt-4 mb-6 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
        Your email address is now confirmed.
      </div>
      <AuthWidget
        presentation="page"
        initialMode="login"
        headingLevel={2}
        loginHeading="Log in to continue"
        initialEmail={loaderData.email}
        session={loaderData.session}
        confirmation={{ code: params.code, optedIn: loaderData.optedIn }}
      />
    </AuthPage>
  );
}
