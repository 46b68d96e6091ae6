import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { NewsletterCard, Notice } from '../features/newsletter/newsletter-ui';
import { SubscribeForm } from '../features/newsletter/subscribe-form';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/unsubscribed';

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'You’re unsubscribed',
    description:
      'You will no longer get our newsletter or offer emails. Changed your mind? You can subscribe again here.',
  }),
  { name: 'robots', content: 'noindex' },
];

/** After unsubscribing: the confirmation, and a way back in (double opt-in again). */
export default function Unsubscribed() {
  return (
    <NewsletterCard>
      <h1 className="font-bold text-2xl sm:text-3xl">You’re unsubscribed</h1>
      <Notice kind="success">
        We won’t send you our newsletter, offers or wallet alerts any more. If one was already on its way, it may still
        arrive in the next few minutes.
      </Notice>
      <p className="mt-5 text-slate-700">
        Members still get the emails their account needs, such as password resets and GeniusCash payout notices.
      </p>
      <h2 className="mt-8 font-bold text-xl">Changed your mind?</h2>
      <p className="mt-1 mb-5 text-slate-700">
        Subscribe again below; we’ll email you a link to confirm first. Or{' '}
        <Link to={paths.newsletter()} className={TEXT_LINK_CLASS}>
          read what the newsletter covers
        </Link>
        .
      </p>
      <SubscribeForm source="Unsubscribed Page" submitLabel="Resubscribe" />
    </NewsletterCard>
  );
}
