import { endpoints } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { CardArt } from '../components/ui/card-art';
import { HowGeniusCashWorks } from '../features/offers/how-it-works';
import { OfferTile } from '../features/offers/offer-tile';
import { formatFee } from '../lib/format';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/offers';

/** The go flow's context for Apply clicks on this list (shell-and-browsing §7: context, default Direct). */
const OFFERS_LIST_CONTEXT = 'Offers';

export async function loader({ context }: Route.LoaderArgs) {
  const { offers } = await context.api.call(endpoints.listOffers);
  return { offers };
}

export const meta: Route.MetaFunction = (args) => {
  const top = args.loaderData?.offers[0];
  return pageMeta(args, {
    title: 'GeniusCash offers: cash back when you are approved',
    description: top
      ? `Get up to ${formatFee(top.amount)} GeniusCash, paid by us on top of the card’s own welcome bonus, when you are approved for a card through our link.`
      : 'GeniusCash is cash back we pay you, on top of the card’s own welcome bonus, when you are approved for a card through our link.',
  });
};

export default function Offers({ loaderData, matches }: Route.ComponentProps) {
  const { offers } = loaderData;
  const brandName = matches[0].loaderData.site.brandName;
  const top = offers[0];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <header className="max-w-3xl">
        <p className="font-semibold text-emerald-700 text-sm uppercase tracking-wide">GeniusCash</p>
        <h1 className="mt-1 font-bold text-3xl text-slate-900 sm:text-4xl">
          {top ? `Up to ${formatFee(top.amount)} cash back when you are approved` : 'Cash back when you are approved'}
        </h1>
        <p className="mt-3 text-lg text-slate-700">
          Apply for one of these cards through {brandName} and, once the issuer approves you, we pay you the amount
          shown by Interac e-Transfer or PayPal. It is our money, not the bank’s, and it comes on top of the card’s own
          rewards and welcome bonus.
        </p>
      </header>

      {offers.length === 0 ? (
        <section
          aria-labelledby="no-offers"
          className="mt-8 rounded-2xl border border-slate-300 border-dashed bg-white p-6 text-slate-700"
        >
          <h2 id="no-offers" className="font-bold text-slate-900 text-xl">
            No GeniusCash offers right now
          </h2>
          <p className="mt-2 max-w-2xl">
            Our offers run for a few weeks at a time and the next ones are on their way. In the meantime, find the card
            that earns the most for your own spending.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to={paths.creditCards()}
              className="inline-flex rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Compare credit cards
            </Link>
            <Link
              to={paths.quiz()}
              className="inline-flex rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Take the card quiz
            </Link>
          </div>
        </section>
      ) : (
        <section aria-label="Current GeniusCash offers" className="mt-8">
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferTile
                  offer={offer}
                  art={<CardArt name={offer.cardName} network={offer.network} colors={offer.issuer.colors} />}
                  applyHref={paths.go(offer.affiliateId, `?context=${encodeURIComponent(OFFERS_LIST_CONTEXT)}`)}
                  detailsHref={paths.offers(offer.cardSlug)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <HowGeniusCashWorks className="mt-12" />

      <section aria-labelledby="offer-fine-print" className="mt-10 max-w-3xl text-slate-700 text-sm">
        <h2 id="offer-fine-print" className="font-semibold text-base text-slate-900">
          Good to know
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5">
          <li>
            You need a free {brandName} account to claim, and the claim has to come before you apply: the issuer can
            only tell us about an application that started from our link.
          </li>
          <li>
            Every claim gets a ticket, so you can follow it from Pending to Delivered on your{' '}
            <Link to={paths.ticket()} className="font-medium text-brand-700 underline">
              tickets page
            </Link>
            .
          </li>
          <li>
            An offer does not change a card’s rating or its place in our rankings.{' '}
            <Link to={`${paths.terms()}#geniuscash`} className="font-medium text-brand-700 underline">
              The GeniusCash rules
            </Link>{' '}
            and our{' '}
            <Link to={paths.disclosure()} className="font-medium text-brand-700 underline">
              advertiser disclosure
            </Link>{' '}
            explain the rest.
          </li>
        </ul>
      </section>
    </div>
  );
}
