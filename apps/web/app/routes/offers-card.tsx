import { endpoints, isApiError } from '@cardgenius/core/contract';
import { data, Link, redirect } from 'react-router';
import { CardArt } from '../components/ui/card-art';
import { preloadAuthModal, useAuthModal } from '../features/auth/auth-modal';
import { BonusBadge } from '../features/offers/bonus-badge';
import { ClaimPanel } from '../features/offers/claim-panel';
import { HowGeniusCashWorks } from '../features/offers/how-it-works';
import { formatOfferDayLong, offerAmount } from '../features/offers/offer-text';
import { OfferPageFooter, OfferTopBar } from '../features/offers/offer-top-bar';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import { BrandMark } from '../shell/brand-mark';
import type { Route } from './+types/offers-card';

export async function loader({ context, params }: Route.LoaderArgs) {
  const offer = await context.api.call(endpoints.getOffer, { params: { slug: params.slug } }).catch((error) => {
    // No current offer: the ended-offer page, which links back to the card (shell-and-browsing §2.3).
    if (isApiError(error) && error.status === 404) throw redirect(paths.offerDisabled(params.slug));
    if (isApiError(error) && error.status === 400) throw data(null, { status: 404 });
    throw error;
  });
  // A member's own ticket for this offer; a visitor has none.
  const tickets = await context.api.call(endpoints.listTickets).catch((error) => {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  });
  const mine = tickets?.tickets.find((ticket) => ticket.offerId === offer.id);
  return { offer, ticket: mine ? { reference: mine.reference, statusLabel: mine.statusLabel } : null };
}

export const meta: Route.MetaFunction = (args) => {
  const offer = args.loaderData?.offer;
  return pageMeta(args, {
    title: offer ? `${offerAmount(offer)} GeniusCash on the ${offer.cardName}` : 'GeniusCash offer',
    description: offer
      ? `Claim ${offerAmount(offer)} GeniusCash, then apply for the ${offer.cardName} through our link. Paid by us by Interac e-Transfer or PayPal once ${offer.issuer.name} approves you.`
      : 'A GeniusCash offer: cash back when you are approved for a card through our link.',
  });
};

export default function OfferCard({ loaderData, matches }: Route.ComponentProps) {
  const { offer, ticket } = loaderData;
  const root = matches[0].loaderData;
  const brandName = root.site.brandName;
  const auth = useAuthModal();
  const amount = offerAmount(offer);
  return (
    <div className="flex min-h-screen flex-col">
      <OfferTopBar brand={<BrandMark brandName={brandName} />} brandName={brandName} />
      <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:py-10">
        {/* On a phone the claim comes right after the offer, before its terms; beside both on a wide screen. */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
              <div className="w-48 shrink-0 sm:w-56">
                <CardArt name={offer.cardName} network={offer.network} colors={offer.issuer.colors} />
              </div>
              <div>
                <p className="font-semibold text-emerald-700 text-sm uppercase tracking-wide">GeniusCash offer</p>
                <h1 className="mt-1 font-bold text-3xl text-slate-900 leading-tight">
                  {amount} back on the {offer.cardName}
                </h1>
                <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
                  <span>{offer.issuer.name}</span>
                  {offer.isBonus ? <BonusBadge /> : null}
                </div>
                <p className="mt-2 text-slate-700">
                  {offer.lastDay
                    ? `Claim by ${formatOfferDayLong(offer.lastDay)} (Eastern time).`
                    : 'Open until further notice.'}
                </p>
              </div>
            </div>
            <p className="mt-6 text-lg text-slate-800">
              Get approved for the {offer.cardName} through our link and we pay you {amount}, by Interac e-Transfer or
              PayPal. GeniusCash is paid by {brandName}, not by {offer.issuer.name}, and comes on top of the card’s own
              rewards and welcome bonus.
            </p>
          </div>

          <div className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <ClaimPanel
              key={offer.id}
              offer={offer}
              signedIn={root.shell.auth.isAuthenticated}
              ticket={ticket}
              preloadSignIn={preloadAuthModal}
              askToSignIn={({ mode, onSignedIn }) =>
                auth.open({ context: 'geniuscash', initialMode: mode, onSignedIn })
              }
            />
            <p className="mt-4 text-center text-sm">
              <Link to={paths.creditCard(offer.cardSlug)} className="font-medium text-brand-700 underline">
                The {offer.cardName}’s fees, rates and rewards
              </Link>
            </p>
          </div>

          <section aria-labelledby="offer-terms" className="min-w-0 lg:col-start-1 lg:row-start-2">
            <h2 id="offer-terms" className="font-bold text-slate-900 text-xl">
              The offer’s terms
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
              {offer.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ol>
            <p className="mt-3 text-slate-700 text-sm">
              These add to{' '}
              <Link to={`${paths.terms()}#geniuscash`} className="font-medium text-brand-700 underline">
                the rules of every GeniusCash offer
              </Link>
              . Check the card’s current terms on {offer.issuer.name}’s page before you apply; {offer.issuer.name} alone
              decides on your application.
            </p>
          </section>
        </div>

        <HowGeniusCashWorks issuerName={offer.issuer.name} className="mt-12" />
      </div>
      <OfferPageFooter brandName={brandName} />
      {auth.modal}
    </div>
  );
}
