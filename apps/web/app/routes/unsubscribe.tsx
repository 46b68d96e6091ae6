import { endpoints, isApiError, UNSUBSCRIBE_LINK_INVALID } from '@cardgenius/core/contract';
import { safeRedirectPath } from '@cardgenius/core/rules';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { NewsletterCard, Notice } from '../features/newsletter/newsletter-ui';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/unsubscribe';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Unsubscribe',
    description: 'Stop our newsletter and offer emails to your address in one click, without logging in.',
  }),
  { name: 'robots', content: 'noindex' },
];

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get('token') ?? '';
}

/** The API's reason for refusing a token (a 4xx), or null when the failure was on the server. */
function refusal(error: unknown): string | null {
  if (!isApiError(error) || error.status >= 500) return null;
  return error.fields?.token ?? UNSUBSCRIBE_LINK_INVALID;
}

/** Reads the link's address; opening the page never unsubscribes by itself. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  if (!token) throw redirect(paths.unsubscribeEmail());
  try {
    const link = await context.api.call(endpoints.checkUnsubscribeLink, { body: { token } });
    return { valid: true as const, email: link.email, subscribed: link.subscribed };
  } catch (error) {
    const message = refusal(error);
    if (message === null) throw error;
    return data({ valid: false as const, message }, { status: 400 });
  }
}

/**
 * The page's Unsubscribe button, and RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click`
 * to the link from the email's List-Unsubscribe header and gets a 200 (no redirect to follow, no page to
 * show). The token alone decides the address, so neither needs a login.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const oneClick = form.get('List-Unsubscribe') === 'One-Click';
  try {
    const result = await context.api.call(endpoints.unsubscribe, { body: { token: tokenOf(request) } });
    if (oneClick) return { unsubscribed: true as const, email: result.email };
    return redirect(safeRedirectPath(result.redirect, paths.unsubscribed()));
  } catch (error) {
    const message = refusal(error);
    if (message === null) throw error;
    return data({ unsubscribed: false as const, message }, { status: 400 });
  }
}

/** Each answer is for one token: nothing on the page should read it again after the button. */
export function shouldRevalidate() {
  return false;
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (actionData?.unsubscribed) {
    return (
      <NewsletterCard>
        <h1 className="font-bold text-2xl sm:text-3xl">You’re unsubscribed</h1>
        <Notice kind="success">
          We won’t send our newsletter, offers or wallet alerts to{' '}
          <strong className="break-all">{actionData.email}</strong> again.
        </Notice>
      </NewsletterCard>
    );
  }
  const message = actionData?.message ?? (loaderData.valid ? null : loaderData.message);
  if (message !== null || !loaderData.valid) {
    return (
      <NewsletterCard>
        <h1 className="font-bold text-2xl sm:text-3xl">This unsubscribe link doesn’t work</h1>
        <Notice kind="error">{message ?? UNSUBSCRIBE_LINK_INVALID}</Notice>
        <p className="mt-5 text-slate-700">
          Links can break when an email app wraps them onto two lines. We can email you a fresh one:{' '}
          <Link to={paths.unsubscribeEmail()} className={TEXT_LINK_CLASS}>
            get a new unsubscribe link
          </Link>
          .
        </p>
      </NewsletterCard>
    );
  }
  const { email, subscribed } = loaderData;
  return (
    <NewsletterCard>
      <h1 className="font-bold text-2xl sm:text-3xl">Unsubscribe</h1>
      <p className="mt-3 text-slate-700">
        Stop sending our newsletter, offers and wallet alerts to{' '}
        <strong className="break-all text-slate-900">{email}</strong>?
      </p>
      {subscribed ? null : (
        <Notice kind="info">
          This address isn’t getting our newsletter, offers or wallet alerts at the moment, so there’s nothing to stop.
          You can still confirm below to make sure.
        </Notice>
      )}
      <Form method="post" className="mt-6">
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={navigation.state === 'submitting'}>
          {navigation.state === 'submitting' ? 'Unsubscribing…' : 'Unsubscribe'}
        </button>
      </Form>
      <p className="mt-5 text-slate-600 text-sm">
        If you have an account, we’ll still send the emails it needs, such as password resets and GeniusCash payout
        notices. Changed your mind?{' '}
        <Link to={paths.home()} className={TEXT_LINK_CLASS}>
          Keep my subscription
        </Link>
        .
      </p>
    </NewsletterCard>
  );
}
