import { endpoints } from '@cardgenius/core/contract';
import { companyAgeYears, torontoDate } from '@cardgenius/core/rules';
import { Link } from 'react-router';
import FeaturedInStrip from '../features/content/featured-in-strip';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'About us',
    description: 'Who we are, how we rate Canadian credit cards, and how the site is paid for.',
  });

export async function loader({ context }: Route.LoaderArgs) {
  const global = await context.api.call(endpoints.getGlobal);
  const foundedOn = context.site.company.foundedOn;
  return {
    pressMentions: global.pressMentions,
    // Worked out here, once, so the server's page and the browser's agree.
    founded: foundedOn
      ? { year: foundedOn.slice(0, 4), ageYears: companyAgeYears(foundedOn, torontoDate(new Date())) }
      : null,
  };
}

const LINK = 'font-medium text-brand-700 underline hover:text-brand-900';

/** "since 2015, 11 years now": the configured founding day (COMPANY_FOUNDED_ON), never a made-up one. */
function foundedLine(founded: { year: string; ageYears: number }): string {
  if (founded.ageYears < 1) return `We started in ${founded.year}.`;
  return `We have been at it since ${founded.year}: ${founded.ageYears} ${founded.ageYears === 1 ? 'year' : 'years'} now.`;
}

export default function About({ loaderData, matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  const { founded, pressMentions } = loaderData;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="font-bold text-3xl">About {brandName}</h1>
        <p className="mt-4 text-lg text-slate-700">
          {brandName} helps Canadians choose a credit card on the numbers. We keep a catalogue of Canadian cards — fees,
          interest rates, earn rates and caps, welcome bonuses, insurance and perks — and rank them with one rating
          computed from your own spending.{founded ? ` ${foundedLine(founded)}` : null}
        </p>
        <h2 className="mt-10 font-bold text-xl">How we rate</h2>
        <p className="mt-3 text-slate-700">
          Each card gets a score from 0 to 5 for rewards, fees, interest, perks, insurance, approval and acceptance. The
          rating is the weighted average of those scores, with weights you can change. The formula and its anchors are
          published, and the same configuration drives both the ranking and its explanation. Read the details on our{' '}
          <Link className={LINK} to={paths.methodology()}>
            methodology page
          </Link>
          .
        </p>
        <h2 className="mt-10 font-bold text-xl">How we are paid</h2>
        <p className="mt-3 text-slate-700">
          Some issuers pay us a referral fee when you apply through our links. That never changes a rating: every card
          is rated by the same formula whether or not we are paid for it, and cards without a referral link are listed
          too. Our{' '}
          <Link className={LINK} to={paths.disclosure()}>
            advertiser disclosure
          </Link>{' '}
          explains exactly how it works.
        </p>
        <h2 className="mt-10 font-bold text-xl">Our data</h2>
        <p className="mt-3 text-slate-700">
          Every figure is dated and links to the issuer page it came from. When we are not sure of a figure, we leave it
          out rather than guess.
        </p>
        <h2 className="mt-10 font-bold text-xl">For members</h2>
        <p className="mt-3 text-slate-700">
          A free account lets you save cards and claim GeniusCash: cash back we pay, by Interac e-Transfer or PayPal,
          when you are approved for a card through one of our offers. Accounts are protected by strong password hashing
          and optional two-factor authentication; our{' '}
          <Link className={LINK} to={paths.security()}>
            security page
          </Link>{' '}
          explains how.
        </p>
        <h2 className="mt-10 font-bold text-xl">Get in touch</h2>
        <p className="mt-3 text-slate-700">
          Questions, corrections and ideas are welcome.{' '}
          <Link className={LINK} to={paths.contact()}>
            Send us a message
          </Link>{' '}
          or browse our{' '}
          <Link className={LINK} to={paths.faq()}>
            frequently asked questions
          </Link>
          .
        </p>
      </article>
      <FeaturedInStrip entries={pressMentions} />
    </>
  );
}
