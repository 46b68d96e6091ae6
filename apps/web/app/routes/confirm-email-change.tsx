import { endpoints, isApiError } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { LINK_CLASS, PRIMARY_BUTTON_CLASS } from '../features/auth/form-ui';
import type { Route } from './+types/confirm-email-change';

const FAILED = 'We could not change your email address. The link may have expired or already been used.';

/** Confirms a new address with the emailed code. The change ends every session of the account. */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const result = await context.api.call(endpoints.confirmEmailChange, { body: { code: params.code } });
    return { changed: true as const, email: result.email };
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      return { changed: false as const, message: error.code === 'VALIDATION_FAILED' ? FAILED : error.message };
    }
    throw error;
  }
}

/** The code is single-use: nothing on the page should post it again. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: args.loaderData?.changed ? 'Email address changed' : 'Email address not changed',
    description: 'Confirm the new email address of your account.',
  });

export default function ConfirmEmailChange({ loaderData }: Route.ComponentProps) {
  if (!loaderData.changed) {
    return (
      <AuthPage>
        <h1 className="font-bold text-2xl sm:text-3xl">Email address not changed</h1>
        <div role="alert" className="mt-5 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {loaderData.message}
        </div>
        <p className="mt-5 text-slate-700">
          Your account still uses its previous address. You can ask for a new link from your account settings, or{' '}
          <Link to="/contact" className={LINK_CLASS}>
            contact us
          </Link>
          .
        </p>
        <p className="mt-6 text-center">
          <Link to="/account" className={LINK_CLASS}>
            Go to your account
          </Link>
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <h1 className="font-bold text-2xl sm:text-3xl">Email address changed</h1>
      <div role="status" className="mt-5 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
        Your account now uses <strong className="break-all">{loaderData.email}</strong>.
      </div>
      <p className="mt-5 text-slate-700">
        For your security we signed you out on every device. Log in again with your new email address.
      </p>
      <p className="mt-6">
        {/* A full page load: the header still knows the session that was just ended. */}
        <a href={`/login?email=${encodeURIComponent(loaderData.email)}`} className={PRIMARY_BUTTON_CLASS}>
          Log in
        </a>
      </p>
    </AuthPage>
  );
}
