import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { NewsletterCard } from '../features/newsletter/newsletter-ui';
import { UnsubscribeRequestForm } from '../features/newsletter/unsubscribe-request-form';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/unsubscribe-email';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Unsubscribe by email',
    description:
      'Lost our email? Enter your address and we’ll send you a one-click link to stop our newsletter and offers.',
  });

/** For a visitor without the email at hand: we send the address its own one-click link. */
export default function UnsubscribeEmail() {
  return (
    <NewsletterCard>
      <h1 className="font-bold text-2xl sm:text-3xl">Unsubscribe from our emails</h1>
      <p className="mt-3 text-slate-700">
        Enter the address that gets our newsletter and we’ll email it a link that unsubscribes it in one click. Only
        someone with access to that inbox can use it.
      </p>
      <UnsubscribeRequestForm />
      <p className="mt-6 text-slate-700">
        Have an account?{' '}
        <Link to={paths.userUnsubscribeEmail()} className={TEXT_LINK_CLASS}>
          Unsubscribe from your account
        </Link>{' '}
        instead, no email needed.
      </p>
    </NewsletterCard>
  );
}
