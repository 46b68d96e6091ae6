import { endpoints, isApiError } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { PRIMARY_BUTTON_CLASS } from '../components/ui/form-styles';
import { AUTH_MESSAGES } from '../features/auth/auth-messages';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { HeadingProvider, StepHeading } from '../features/auth/form-ui';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import type { Route } from './+types/reset-password';

/** Whether the emailed link can still be used, so a dead link says so before anything is typed. */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return await context.api.call(endpoints.checkResetToken, { body: { token: params.token } });
  } catch (error) {
    // A token the API refuses to even look at (too long) is as invalid as an expired one.
    if (isApiError(error) && error.status < 500) return { valid: false };
    throw error;
  }
}

/** The check uses the token once per visit; typing in the form must not repeat it. */
export function shouldRevalidate() {
  return false;
}

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: 'Reset your password',
    description: 'Choose a new password for your account with the link we emailed you.',
  });

export default function ResetPassword({ loaderData, params }: Route.ComponentProps) {
  return (
    <AuthPage>
      <HeadingProvider value={{ level: 1 }}>
        {loaderData.valid ? (
          <ResetPasswordForm token={params.token} />
        ) : (
          <>
            <StepHeading>This link can’t be used</StepHeading>
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
              {AUTH_MESSAGES.resetInvalid}
            </div>
            <p className="mt-6">
              <Link to="/forgot-password" className={PRIMARY_BUTTON_CLASS}>
                Forgot Password?
              </Link>
            </p>
          </>
        )}
      </HeadingProvider>
    </AuthPage>
  );
}
