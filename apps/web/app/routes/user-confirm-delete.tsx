import { endpoints } from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../components/ui/form-fields';
import { TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { FormNotice, SubmitButton } from '../features/account/form-controls';
import { privatePageHeaders, privatePageMeta } from '../features/account/private-page';
import { requireMember } from '../features/account/require-member';
import { browserApi } from '../lib/browser-api';
import { useEarlyInput } from '../lib/early-input';
import { type FormResult, failureFrom, invalidBody, isSignedOut } from '../lib/form-result';
import { paths } from '../lib/paths';
import type { Route } from './+types/user-confirm-delete';

/** How long the confirmation stays on screen before the home page loads. */
const GOODBYE_MS = 3000;

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = await requireMember({ context, request });
  return { email: member.email };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Delete your account');

export default function ConfirmDelete({ loaderData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const [deleted, setDeleted] = useState(false);
  const navigate = useNavigate();
  const goodbyeRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!deleted) return;
    goodbyeRef.current?.focus();
    // A full page load: nothing of the signed-in session stays in the page's memory.
    const timer = setTimeout(() => window.location.assign('/'), GOODBYE_MS);
    return () => clearTimeout(timer);
  }, [deleted]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    const body = { password: typeof password === 'string' ? password : '' };
    const invalid = invalidBody(endpoints.deleteAccount, body);
    if (invalid) return setResult(invalid);
    setBusy(true);
    try {
      await browserApi.call(endpoints.deleteAccount, { body });
      setDeleted(true);
    } catch (error) {
      if (isSignedOut(error)) return navigate(loginPathFor('/user/confirm-delete'));
      setResult(failureFrom(error));
      setBusy(false);
    }
  };

  if (deleted) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-6">
          <h1 ref={goodbyeRef} tabIndex={-1} className="font-bold text-2xl text-emerald-950">
            Your account has been deleted
          </h1>
          <p className="mt-2 text-slate-800">
            Your personal details, saved cards and sign-ins are gone, and you are signed out. Taking you to the home
            page…
          </p>
          <a href="/" className={`${TEXT_LINK_CLASS} mt-3 inline-block`}>
            Go to the home page now
          </a>
        </div>
      </div>
    );
  }

  const fields = result && !result.ok ? result.fields : {};
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <p className="text-sm">
        <Link to="/account" className={TEXT_LINK_CLASS}>
          Your account
        </Link>
      </p>
      <h1 className="mt-2 font-bold text-2xl sm:text-3xl">Delete your account</h1>
      <p className="mt-3 text-slate-700">
        Deleting the account for <strong className="break-all text-slate-900">{loaderData.email}</strong> cannot be
        undone.
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="deleted-heading" className="rounded-xl border border-red-200 bg-white p-5">
          <h2 id="deleted-heading" className="font-bold text-slate-900">
            What is deleted
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 text-sm">
            <li>Your personal details: name, email address, password, mobile number and payout emails</li>
            <li>Your saved cards and settings</li>
            <li>Every sign-in, on every device: you are signed out everywhere</li>
          </ul>
        </section>
        <section aria-labelledby="kept-heading" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="kept-heading" className="font-bold text-slate-900">
            What is kept
          </h2>
          <p className="mt-2 text-slate-700 text-sm">
            Records of the GeniusCash offers you claimed stay in our accounts, without your personal details. Without
            your payout details we cannot send GeniusCash that is still on its way, so{' '}
            <Link to={paths.contact('geniuscash')} className={TEXT_LINK_CLASS}>
              ask us first
            </Link>{' '}
            if a payout is pending.
          </p>
        </section>
      </div>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <FormNotice result={result} />
        <div className="sm:max-w-sm">
          <TextField
            look="compact"
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            hint="To confirm it is you."
            error={fields.password}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={busy} busyLabel="Deleting…" variant="danger">
            Delete my account
          </SubmitButton>
          <Link to="/account" className={TEXT_LINK_CLASS}>
            Keep my account
          </Link>
        </div>
      </form>
    </div>
  );
}
