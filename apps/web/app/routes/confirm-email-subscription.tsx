import {
  endpoints,
  isApiError,
  SUBSCRIPTION_CONFIRM_FAILED,
  SUBSCRIPTION_SIGNUP_AGAIN,
} from '@cardgenius/core/contract';
import { safeRedirectPath } from '@cardgenius/core/rules';
import { useState } from 'react';
import { data, Form, redirect, useNavigate } from 'react-router';
import { PRIMARY_BUTTON_CLASS } from '../components/ui/form-styles';
import { NewsletterCard, Notice } from '../features/newsletter/newsletter-ui';
import { SUBSCRIBE_FAILURE, SubscribeForm } from '../features/newsletter/subscribe-form';
import { browserApi } from '../lib/browser-api';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import { useOncePerKey } from '../lib/use-once';
import type { Route } from './+types/confirm-email-subscription';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Confirm your subscription',
    description: 'Confirm your email address to start getting our newsletter of Canadian credit card news and offers.',
  }),
  { name: 'robots', content: 'noindex' },
];

/**
 * The API's message for a code it refuses, or the generic line when it could not answer. A code that is
 * not even well formed is, for a reader, one more link that does not work (§8), not "params".
 */
function messageOf(error: unknown): string {
  if (!isApiError(error) || error.status >= 500) return SUBSCRIBE_FAILURE;
  return error.code === 'VALIDATION_FAILED' ? SUBSCRIPTION_CONFIRM_FAILED : error.message;
}

/** Without scripts, the button posts here and the server confirms (a person clicked; a scanner does not). */
export async function action({ params, context }: Route.ActionArgs) {
  try {
    const result = await context.api.call(endpoints.confirmSubscription, { params: { code: params.code } });
    return redirect(safeRedirectPath(result.redirect, paths.thankYou()));
  } catch (error) {
    return data({ message: messageOf(error) }, { status: isApiError(error) ? error.status : 500 });
  }
}

/**
 * Newsletter confirmation (shell-and-browsing §2.1, §7). The page confirms from its script, not its
 * loader, so a mail scanner that fetches the link without running scripts confirms nothing. On success
 * it follows the API's redirect (with its query); on failure it shows the server's message and a form
 * to sign up again (§8).
 */
export default function ConfirmEmailSubscription({ params, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { code } = params;

  useOncePerKey(code, () => {
    browserApi.call(endpoints.confirmSubscription, { params: { code } }).then(
      (result) => navigate(safeRedirectPath(result.redirect, paths.thankYou()), { replace: true }),
      (error: unknown) => setFailure(messageOf(error)),
    );
  });

  const message = actionData?.message ?? failure;
  if (message !== null) {
    return (
      <NewsletterCard>
        <h1 className="font-bold text-2xl sm:text-3xl">We couldn’t confirm your subscription</h1>
        <Notice kind="error">
          <p>{message}</p>
          <p className="mt-1">{SUBSCRIPTION_SIGNUP_AGAIN}</p>
        </Notice>
        <div className="mt-6">
          <SubscribeForm source="Newsletter Page" />
        </div>
      </NewsletterCard>
    );
  }
  return (
    <NewsletterCard>
      <h1 className="font-bold text-2xl sm:text-3xl">Confirming your subscription…</h1>
      <p role="status" className="mt-3 text-slate-700">
        One moment while we confirm your email address.
      </p>
      <noscript>
        <Form method="post" className="mt-6">
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            Confirm my subscription
          </button>
        </Form>
      </noscript>
    </NewsletterCard>
  );
}
