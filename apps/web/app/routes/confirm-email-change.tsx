import { endpoints, isApiError } from '@cardgenius/core/contract';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { browserApi } from '../lib/browser-api';
import { useOncePerKey } from '../lib/use-once';
import type { Route } from './+types/confirm-email-change';

const FAILED = 'We could not change your email address. The link may have expired or already been used.';

type Outcome = { state: 'confirming' } | { state: 'changed'; email: string } | { state: 'failed'; message: string };

function failure(error: unknown): { state: 'failed'; message: string } {
  if (isApiError(error) && error.status < 500) {
    return { state: 'failed', message: error.code === 'VALIDATION_FAILED' ? FAILED : error.message };
  }
  return { state: 'failed', message: FAILED };
}

/** Without scripts, the button posts here and the server confirms (a person clicked; a scanner does not). */
export async function action({ params, context }: Route.ActionArgs) {
  try {
    const result = await context.api.call(endpoints.confirmEmailChange, { body: { code: params.code } });
    return { state: 'changed' as const, email: result.email };
  } catch (error) {
    return failure(error);
  }
}

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: 'Confirm your new email address',
    description: 'Confirm the new email address of your account.',
  });

/**
 * Confirms a new address with the emailed code, from the page's script: fetching the link (as a mail
 * scanner does) changes nothing. The change ends every session of the account.
 */
export default function ConfirmEmailChange({ params, actionData }: Route.ComponentProps) {
  const [confirmed, setConfirmed] = useState<Outcome>({ state: 'confirming' });
  const { code } = params;

  useOncePerKey(code, () => {
    browserApi.call(endpoints.confirmEmailChange, { body: { code } }).then(
      (result) => setConfirmed({ state: 'changed', email: result.email }),
      (error: unknown) => setConfirmed(failure(error)),
    );
  });

  const outcome: Outcome = actionData ?? confirmed;
  if (outcome.state === 'failed') {
    return (
      <AuthPage>
        <h1 className="font-bold text-2xl sm:text-3xl">Email address not changed</h1>
        <div role="alert" className="mt-5 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {outcome.message}
        </div>
        <p className="mt-5 text-slate-700">
          Your account still uses its previous address. You can ask for a new link from your account settings, or{' '}
          <Link to="/contact" className={TEXT_LINK_CLASS}>
            contact us
          </Link>
          .
        </p>
        <p className="mt-6 text-center">
          <Link to="/account" className={TEXT_LINK_CLASS}>
            Go to your account
          </Link>
        </p>
      </AuthPage>
    );
  }
  if (outcome.state === 'changed') {
    return (
      <AuthPage>
        <h1 className="font-bold text-2xl sm:text-3xl">Email address changed</h1>
        <div role="status" className="mt-5 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900">
          Your account now uses <strong className="break-all">{outcome.email}</strong>.
        </div>
        <p className="mt-5 text-slate-700">
          For your security we signed you out on every device. Log in again with your new email address.
        </p>
        <p className="mt-6">
          {/* A full page load: the header still knows the session that was just ended. */}
          <a href={`/login?email=${encodeURIComponent(outcome.email)}`} className={PRIMARY_BUTTON_CLASS}>
            Log in
          </a>
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <h1 className="font-bold text-2xl sm:text-3xl">Confirming your new email address…</h1>
      <p role="status" className="mt-3 text-slate-700">
        One moment while we change the email address of your account.
      </p>
      <noscript>
        <Form method="post" className="mt-6">
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            Use this email address
          </button>
        </Form>
      </noscript>
    </AuthPage>
  );
}
