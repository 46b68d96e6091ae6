import { Link, useLocation } from 'react-router';
import { PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { NewsletterCard, Notice } from '../features/newsletter/newsletter-ui';
import { NEWSLETTER_FACTS } from '../lib/newsletter-facts';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/thank-you';

/** Which step the API's redirect names: `?newsletter=pending` after subscribing, `?subscribed=1` once confirmed. */
function stateOf(search: URLSearchParams): 'pending' | 'subscribed' | 'thanks' {
  if (search.has('subscribed')) return 'subscribed';
  if (search.get('newsletter') === 'pending') return 'pending';
  return 'thanks';
}

export const meta: Route.MetaFunction = (args) => {
  const state = stateOf(new URLSearchParams(args.location.search));
  return pageMeta(args, {
    title: state === 'subscribed' ? 'You’re subscribed' : state === 'pending' ? 'Check your inbox' : 'Thank you',
    description:
      'Thanks for signing up for our newsletter: Canadian credit card news, welcome bonuses and GeniusCash offers in your inbox.',
  });
};

const NEXT_STEPS = [
  { label: 'Compare every card for your spending', to: paths.creditCards() },
  { label: 'Take the 2-minute card quiz', to: paths.quiz() },
  { label: 'See the best cards by category', to: paths.bestCards() },
];

export default function ThankYou() {
  const state = stateOf(new URLSearchParams(useLocation().search));
  if (state === 'pending') {
    return (
      <NewsletterCard>
        <h1 className="font-bold text-2xl sm:text-3xl">Check your inbox</h1>
        <p className="mt-3 text-slate-700">One last step: confirm your email address.</p>
        <ol className="mt-6 space-y-4 text-slate-700">
          <Step number={1}>
            Look for an email from us titled <strong className="text-slate-900">“Confirm your subscription”</strong>. If
            it isn’t in your inbox, check your spam, junk or promotions folder.
          </Step>
          <Step number={2}>
            Click <strong className="text-slate-900">Confirm my subscription</strong>. The link works for 7 days.
          </Step>
          <Step number={3}>
            Nothing after a few minutes? You can sign up again with the same address: it’s harmless, and we’ll resend
            the link. Already subscribed? Then you’re all set and there’s nothing to confirm.
          </Step>
        </ol>
        <p className="mt-8">
          <Link to={paths.home()} className={PRIMARY_BUTTON_CLASS}>
            Back to the site
          </Link>
        </p>
      </NewsletterCard>
    );
  }
  if (state === 'subscribed') {
    return (
      <NewsletterCard>
        <h1 className="font-bold text-2xl sm:text-3xl">You’re subscribed!</h1>
        <Notice kind="success">Your email address is confirmed and you’re on the list.</Notice>
        <p className="mt-5 text-slate-700">
          Your first newsletter arrives on the next newsletter day ({NEWSLETTER_FACTS.frequency}). To make sure it lands
          in your inbox, add our sending address to your contacts.
        </p>
        <NextSteps />
      </NewsletterCard>
    );
  }
  return (
    <NewsletterCard>
      <h1 className="font-bold text-2xl sm:text-3xl">Thank you</h1>
      <p className="mt-3 text-slate-700">
        Thanks for being here. Want the best Canadian card offers in your inbox?{' '}
        <Link to={paths.newsletter()} className={TEXT_LINK_CLASS}>
          Get our newsletter
        </Link>
        .
      </p>
      <NextSteps />
    </NewsletterCard>
  );
}

function NextSteps() {
  return (
    <>
      <h2 className="mt-8 font-semibold text-lg">While you’re here</h2>
      <ul className="mt-3 space-y-2">
        {NEXT_STEPS.map((step) => (
          <li key={step.to}>
            <Link to={step.to} className={TEXT_LINK_CLASS}>
              {step.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Step({ number, children }: { number: number; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
      >
        {number}
      </span>
      <span className="pt-1">{children}</span>
    </li>
  );
}
