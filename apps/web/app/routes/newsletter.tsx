import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { SubscribeForm } from '../features/newsletter/subscribe-form';
import { NEWSLETTER_FACTS } from '../lib/newsletter-facts';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Newsletter',
    description:
      'Canadian credit card news, the best new welcome bonuses and GeniusCash offers, and tips to earn more rewards, in your inbox every two weeks. Free, and one click to unsubscribe.',
  });

const WHAT_YOU_GET = [
  {
    title: 'The offers worth acting on',
    body: 'New and raised welcome bonuses, first-year fee waivers and GeniusCash cash back, checked against each card’s usual offer so you know when a deal is genuinely better.',
  },
  {
    title: 'Card news that affects your wallet',
    body: 'Fee increases, earn-rate cuts, devaluations and new cards from Canadian banks and credit unions, with what each change means for the people who hold the card.',
  },
  {
    title: 'Reviews and rankings, updated',
    body: 'Our latest reviews and the cards that moved up or down in our rankings, and why, in plain words.',
  },
  {
    title: 'Ways to earn more',
    body: 'Practical tips on combining cards, redeeming points for more than face value, travel insurance you may already have, and avoiding interest and foreign transaction fees.',
  },
];

export default function Newsletter({ matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  return (
    // On a phone the form comes right after the introduction; on a wide screen it stays beside the text.
    <article className="mx-auto grid max-w-6xl gap-x-10 gap-y-8 px-4 py-10 sm:py-14 lg:grid-cols-[1fr_22rem]">
      <header className="min-w-0">
        <h1 className="font-bold text-3xl sm:text-4xl">The {brandName} newsletter</h1>
        <p className="mt-4 text-lg text-slate-700">
          One short email {NEWSLETTER_FACTS.frequency} with what changed in Canadian credit cards and the offers worth
          your time. It’s free, written by the same team that rates the cards on this site, and you can leave with one
          click.
        </p>
      </header>

      <section aria-labelledby="newsletter-signup" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24">
          <h2 id="newsletter-signup" className="font-bold text-xl">
            Get the next issue
          </h2>
          <p className="mt-1 mb-5 text-slate-700">Free, {NEWSLETTER_FACTS.frequency}.</p>
          <SubscribeForm source="Newsletter Page" submitLabel="Sign me up" />
        </div>
      </section>

      <div className="min-w-0 lg:col-start-1">
        <h2 className="font-bold text-xl">What you’ll get</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {WHAT_YOU_GET.map((item) => (
            <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-slate-700">{item.body}</p>
            </li>
          ))}
        </ul>

        <h2 className="mt-10 font-bold text-xl">How often it arrives</h2>
        <p className="mt-3 text-slate-700">
          The newsletter goes out {NEWSLETTER_FACTS.frequency}, in the morning, Eastern time. Between issues we may send{' '}
          {NEWSLETTER_FACTS.alerts}. That’s all: no daily emails, and nothing from anyone else.
        </p>

        <h2 className="mt-10 font-bold text-xl">How signing up works</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700">
          <li>Enter your first name and email address.</li>
          <li>
            We email you a link to confirm the address is yours. Nothing else is sent until you click it, and the link
            works for 7 days.
          </li>
          <li>Once confirmed, the next issue arrives on the following newsletter day.</li>
        </ol>

        <h2 className="mt-10 font-bold text-xl">Your address stays with us</h2>
        <p className="mt-3 text-slate-700">
          We use your address only to send you this newsletter and the alerts above. We never sell or share it, and we
          keep a record of your consent as Canada’s anti-spam law requires. Offers we may earn a referral fee from are
          rated by the same formula as every other card; our{' '}
          <Link to={paths.disclosure()} className={TEXT_LINK_CLASS}>
            advertiser disclosure
          </Link>{' '}
          explains how, and our{' '}
          <Link to={paths.privacy()} className={TEXT_LINK_CLASS}>
            privacy policy
          </Link>{' '}
          covers the rest.
        </p>

        <h2 className="mt-10 font-bold text-xl">Leaving is one click</h2>
        <p className="mt-3 text-slate-700">
          Every email ends with an unsubscribe link that works at once, without logging in, and most mail apps show
          their own Unsubscribe button for it too. Lost the email?{' '}
          <Link to={paths.unsubscribeEmail()} className={TEXT_LINK_CLASS}>
            Ask for an unsubscribe link
          </Link>
          , or if you have an account,{' '}
          <Link to={paths.userUnsubscribeEmail()} className={TEXT_LINK_CLASS}>
            unsubscribe from your account
          </Link>
          .
        </p>
      </div>
    </article>
  );
}
