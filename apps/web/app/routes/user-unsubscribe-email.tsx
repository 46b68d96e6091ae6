import { endpoints } from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { Link } from 'react-router';
import { PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { MemberUnsubscribeButton } from '../features/newsletter/member-unsubscribe-button';
import { NewsletterCard, Notice } from '../features/newsletter/newsletter-ui';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/user-unsubscribe-email';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'Unsubscribe your account’s email',
    description: 'Signed in? Stop our newsletter and offer emails to your account’s address in one click.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** Reads who is signed in (GET, with the visitor's session); the page changes nothing by itself. */
export async function loader({ context }: Route.LoaderArgs) {
  const status = await context.api.call(endpoints.getAuthStatus);
  if (!status.isAuthenticated) return { signedIn: false as const };
  const profile = await context.api.call(endpoints.getProfile);
  return { signedIn: true as const, email: profile.email, optedIn: profile.marketingOptIn };
}

/** A signed-in member unsubscribes their own address in one click (and their marketing opt-in goes off). */
export default function UserUnsubscribeEmail({ loaderData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <NewsletterCard>
        <h1 className="font-bold text-2xl sm:text-3xl">Unsubscribe your account’s email</h1>
        <p className="mt-3 text-slate-700">
          Log in and you can stop our newsletter and offers to your account’s address with one click.
        </p>
        <p className="mt-6">
          <Link to={loginPathFor(paths.userUnsubscribeEmail())} className={PRIMARY_BUTTON_CLASS}>
            Log in to unsubscribe
          </Link>
        </p>
        <p className="mt-6 text-slate-700">
          No account, or can’t log in?{' '}
          <Link to={paths.unsubscribeEmail()} className={TEXT_LINK_CLASS}>
            Get an unsubscribe link by email
          </Link>
          .
        </p>
      </NewsletterCard>
    );
  }
  return (
    <NewsletterCard>
      <h1 className="font-bold text-2xl sm:text-3xl">Unsubscribe your account’s email</h1>
      <p className="mt-3 text-slate-700">
        Stop sending our newsletter, offers and wallet alerts to{' '}
        <strong className="break-all text-slate-900">{loaderData.email}</strong>? This also turns off the marketing
        emails and wallet alerts settings of your account.
      </p>
      {loaderData.optedIn ? null : (
        <Notice kind="info">
          Your account isn’t set to get marketing emails. If you subscribed to the newsletter separately, this stops it.
        </Notice>
      )}
      <MemberUnsubscribeButton />
      <p className="mt-5 text-slate-600 text-sm">
        You’ll still get the emails your account needs, such as password resets and GeniusCash payout notices. You can
        turn offers back on from{' '}
        <Link to="/account" className={TEXT_LINK_CLASS}>
          your account
        </Link>
        .
      </p>
    </NewsletterCard>
  );
}
