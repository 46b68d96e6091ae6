import { endpoints, isApiError } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { offerAmount } from '../features/offers/offer-text';
import { OfferPageFooter, OfferTopBar } from '../features/offers/offer-top-bar';
import { paths } from '../lib/paths';
import { pageMeta, siteFromMatches } from '../lib/seo';
import { BrandMark } from '../shell/brand-mark';
import type { Route } from './+types/offer-disabled';

/** Other current offers suggested in place of the one that ended. */
const SUGGESTED = 3;

export async function loader({ context, request }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get('card') ?? '';
  const [card, { offers }] = await Promise.all([
    /^[a-z0-9-]{1,120}$/.test(slug)
      ? context.api
          .call(endpoints.getCard, { params: { slug } })
          .then(({ card: found }) => (found.hidden ? null : { slug: found.slug, name: found.displayName }))
          .catch((error) => {
            if (isApiError(error) && error.status === 404) return null;
            throw error;
          })
      : Promise.resolve(null),
    context.api.call(endpoints.listOffers),
  ]);
  return {
    card,
    others: offers
      .filter((offer) => offer.cardSlug !== card?.slug)
      .slice(0, SUGGESTED)
      .map((offer) => ({ slug: offer.cardSlug, cardName: offer.cardName, amount: offer.amount })),
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: 'This GeniusCash offer has ended',
    description: 'The GeniusCash offer you followed has ended. See the offers open now.',
  }),
  // An ended offer has nothing for a search engine to keep (outside production every page says so already).
  ...(siteFromMatches(args.matches)?.isProduction ? [{ name: 'robots', content: 'noindex' }] : []),
];

export default function OfferDisabled({ loaderData, matches }: Route.ComponentProps) {
  const { card, others } = loaderData;
  const brandName = matches[0].loaderData.site.brandName;
  return (
    <div className="flex min-h-screen flex-col">
      <OfferTopBar brand={<BrandMark brandName={brandName} />} brandName={brandName} />
      <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-12 sm:py-16">
        <h1 className="font-bold text-3xl text-slate-900">This GeniusCash offer has ended</h1>
        <p className="mt-3 text-lg text-slate-700">
          {card
            ? `The GeniusCash offer on the ${card.name} is no longer open, so a new application would not earn it.`
            : 'The GeniusCash offer you followed is no longer open, so a new application would not earn it.'}{' '}
          If you claimed it while it was open, your claim stands: follow it on your{' '}
          <Link to={paths.ticket()} className="font-medium text-brand-700 underline">
            tickets page
          </Link>
          .
        </p>
        <div className="mt-6">
          <Link
            to={paths.offers()}
            className="inline-flex items-center justify-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            See the offers open now
          </Link>
          {card ? (
            <p className="mt-4 text-slate-700">
              Still interested in the card?{' '}
              <Link to={paths.creditCard(card.slug)} className="font-medium text-brand-700 underline">
                The {card.name} card page
              </Link>{' '}
              has its fees, rates and rewards.
            </p>
          ) : null}
        </div>
        {others.length > 0 ? (
          <section aria-labelledby="other-offers" className="mt-10">
            <h2 id="other-offers" className="font-bold text-lg text-slate-900">
              Open now
            </h2>
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {others.map((offer) => (
                <li key={offer.slug}>
                  <Link
                    to={paths.offers(offer.slug)}
                    className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-slate-50"
                  >
                    <span className="font-medium text-slate-900">{offer.cardName}</span>
                    <span className="shrink-0 font-bold text-emerald-700">{offerAmount(offer)} GeniusCash</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <OfferPageFooter brandName={brandName} />
    </div>
  );
}
