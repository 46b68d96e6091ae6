import { endpoints } from '@cardgenius/core/contract';
import { FIELD_MESSAGES } from '@cardgenius/core/contract/names';
import { loginPathFor, safeRedirectPath } from '@cardgenius/core/rules';
import { Link, redirect, useFetcher } from 'react-router';
import { CheckboxField } from '../components/ui/form-fields';
import { TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { FormNotice, SubmitButton } from '../features/account/form-controls';
import { privatePageHeaders, privatePageMeta } from '../features/account/private-page';
import { requireMember } from '../features/account/require-member';
import { browserApi } from '../lib/browser-api';
import { type FormResult, failureFrom, invalidBody, isSignedOut } from '../lib/form-result';
import { paths } from '../lib/paths';
import type { Route } from './+types/agree';

const TERMS_REQUIRED = FIELD_MESSAGES.termsRequired;

/** Where to continue once agreed: the page the member was on its way to, else the dashboard. */
function continueTo(url: URL): string {
  return safeRedirectPath(url.searchParams.get('redirect'));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = await requireMember({ context, request });
  const url = new URL(request.url);
  if (member.session.agreedToTerms) throw redirect(continueTo(url));
  return { name: member.name };
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<FormResult> {
  const form = await request.formData();
  const body = { terms: form.get('terms') === 'on' };
  const invalid = invalidBody(endpoints.agreeToTerms, body);
  if (invalid) return { ok: false, message: TERMS_REQUIRED, fields: { terms: TERMS_REQUIRED } };
  // The page's own address (the fetcher posts to the route, which may drop the query).
  const url = new URL(window.location.href);
  try {
    await browserApi.call(endpoints.agreeToTerms, { body: { terms: true } });
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor(`${url.pathname}${url.search}`));
    return failureFrom(error);
  }
  throw redirect(continueTo(url));
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Agree to our terms');

export default function Agree({ loaderData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof clientAction>();
  const result = fetcher.data;
  const error = result && !result.ok ? result.fields.terms : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-bold text-2xl sm:text-3xl">One thing before you continue</h1>
      <p className="mt-3 text-slate-700">
        Hi {loaderData.name}. To use your account, please read and agree to our terms of use and privacy policy. They
        explain how the site, your account and GeniusCash offers work, and what we do with your information.
      </p>
      <fetcher.Form
        method="post"
        noValidate
        className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        {/* A missing tick is said beside the checkbox; other failures above the form. */}
        <FormNotice result={error ? null : result} />
        <CheckboxField id="agree-terms" name="terms" required error={error} look="compact">
          I have read and agree to the{' '}
          <Link to={paths.terms()} className={TEXT_LINK_CLASS}>
            Terms of use
          </Link>{' '}
          and the{' '}
          <Link to={paths.privacy()} className={TEXT_LINK_CLASS}>
            Privacy policy
          </Link>
          .
        </CheckboxField>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={fetcher.state !== 'idle'} busyLabel="Saving…">
            Agree and continue
          </SubmitButton>
          <Link to="/logout" className={TEXT_LINK_CLASS}>
            Not now, log out
          </Link>
        </div>
      </fetcher.Form>
    </div>
  );
}
