import { endpoints, isApiError } from '@cardgenius/core/contract';
import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, redirect, useNavigate } from 'react-router';
import { TextField } from '../components/ui/form-fields';
import { PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { AUTH_MESSAGES } from '../features/auth/auth-messages';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { AuthWidget } from '../features/auth/auth-widget';
import { ConfirmEmailProof, type Confirmed } from '../features/auth/confirm-email-proof';
import { browserApi } from '../lib/browser-api';
import { useOncePerKey } from '../lib/use-once';
import type { Route } from './+types/confirm-email-code';

type Outcome =
  | { state: 'confirming' }
  | ({ state: 'confirmed' } & Confirmed)
  | { state: 'needs-password' }
  | { state: 'failed'; message: string };

/** What an answer of the confirmation call means for the page. */
function outcomeOf(error: unknown): Outcome {
  if (isApiError(error) && error.options?.confirmWithPassword) return { state: 'needs-password' };
  if (isApiError(error) && error.status < 500 && error.code === 'VALIDATION_FAILED') {
    return { state: 'failed', message: error.fields?.password ?? error.message };
  }
  return { state: 'failed', message: AUTH_MESSAGES.confirmFailed };
}

/** The page reads the visitor's status only: the link itself changes nothing until the code is posted. */
export async function loader({ context }: Route.LoaderArgs) {
  const status = await context.api.call(endpoints.getAuthStatus);
  return { session: status.session, signedIn: status.isAuthenticated };
}

/**
 * Without scripts the page offers a button and a password field (the server's call carries no
 * browser cookie, so it confirms with the password); a person clicks, a mail scanner does not.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const password = (await request.formData()).get('password');
  try {
    await context.api.call(endpoints.confirmEmail, {
      body: { code: params.code, ...(typeof password === 'string' && password ? { password } : {}) },
    });
    return redirect('/login');
  } catch (error) {
    const outcome = outcomeOf(error);
    const message = outcome.state === 'failed' ? outcome.message : 'Enter the password you chose when you registered.';
    return data({ message }, { status: isApiError(error) ? error.status : 500 });
  }
}

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: 'Confirm your email',
    description: 'Confirm your email address to activate your account, then log in.',
  });

/**
 * Confirms the address with the emailed code (accounts spec §2, §4) from the page's script, so a mail
 * scanner that fetches the link confirms nothing. In another browser than the one that registered,
 * it asks for the password first. Confirming again with the same link answers the same success.
 */
export default function ConfirmEmailCode({ loaderData, params, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });
  const { code } = params;
  // Signed in on arrival, not by the login form below (which revalidates the page's data).
  const signedIn = useRef(loaderData.signedIn).current;

  useOncePerKey(code, () => {
    browserApi.call(endpoints.confirmEmail, { body: { code } }).then(
      (result) =>
        setOutcome({
          state: 'confirmed',
          email: result.email,
          // A confirmation that also subscribed (its redirect says so) never shows the opt-in prompt.
          optedIn: result.marketingOptIn || result.redirect.includes('subscribed'),
        }),
      (error: unknown) => setOutcome(outcomeOf(error)),
    );
  });

  useEffect(() => {
    if (outcome.state === 'confirmed' && signedIn) void navigate('/dashboard', { replace: true });
  }, [outcome.state, signedIn, navigate]);

  if (outcome.state === 'failed') {
    return (
      <AuthPage>
        <h1 className="font-bold text-2xl sm:text-3xl">Email not confirmed</h1>
        <div role="alert" className="mt-5 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
          {outcome.message}
        </div>
        <p className="mt-5 text-slate-700">
          The link may have expired or been copied only in part. Log in to have a new confirmation email sent, or{' '}
          <Link to="/contact" className={TEXT_LINK_CLASS}>
            contact us
          </Link>{' '}
          and we’ll help.
        </p>
        <p className="mt-6 text-center">
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Go to login
          </Link>
        </p>
      </AuthPage>
    );
  }
  if (outcome.state === 'needs-password') {
    return (
      <AuthPage>
        <h1 className="sr-only">Confirm your email</h1>
        <ConfirmEmailProof code={code} onConfirmed={(result) => setOutcome({ state: 'confirmed', ...result })} />
      </AuthPage>
    );
  }
  if (outcome.state === 'confirmed') {
    return (
      <AuthPage>
        <h1 className="font-bold text-2xl sm:text-3xl">Email Confirmed</h1>
        <div
          role="status"
          className="mt-4 mb-6 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900"
        >
          Your email address is now confirmed.
        </div>
        <AuthWidget
          presentation="page"
          initialMode="login"
          headingLevel={2}
          loginHeading="Log in to continue"
          initialEmail={outcome.email}
          session={loaderData.session}
          confirmation={{ code, optedIn: outcome.optedIn }}
        />
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <h1 className="font-bold text-2xl sm:text-3xl">Confirming your email…</h1>
      <p role="status" className="mt-3 text-slate-700">
        One moment while we confirm your email address.
      </p>
      <noscript>
        <Form method="post" className="mt-6 space-y-4">
          {actionData?.message ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
              {actionData.message}
            </p>
          ) : null}
          <TextField
            id="confirm-password"
            name="password"
            label="The password you chose when you registered"
            type="password"
            autoComplete="current-password"
          />
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            Confirm my email address
          </button>
        </Form>
      </noscript>
    </AuthPage>
  );
}
