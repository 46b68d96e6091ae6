import { endpoints, isApiError } from '@cardgenius/core/contract';
import { data, Link } from 'react-router';
import { CardArt } from '../features/cards/card-art';
import { CardFacts } from '../features/cards/card-facts';
import { RatingBreakdown } from '../features/cards/rating-breakdown';
import { RewardsChart } from '../features/cards/rewards-chart';
import { formatDollars, formatFee, UNKNOWN } from '../lib/format';
import { paths } from '../lib/paths';
import { pageMeta, siteFromMatches } from '../lib/seo';
import type { Route } from './+types/credit-card';

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    return await context.api.call(endpoints.getCard, { params: { slug: params.slug } });
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => {
  const detail = args.loaderData;
  if (!detail) return [];
  const { card, defaultRating, issuer } = detail;
  const site = siteFromMatches(args.matches);
  const url = `${site?.siteUrl ?? ''}${paths.creditCard(card.slug)}`;
  return [
    ...pageMeta(args, {
      title: `${card.displayName} review: rating, fees and rewards`,
      description: `${card.name} by ${issuer.name}: rated ${defaultRating.rating.toFixed(1)} out of 5 for a typical profile. Annual fee ${card.fees.annual === null ? 'unknown' : formatFee(card.fees.annual)}, earn rates, insurance and perks, with sources.`,
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'CreditCard',
        name: card.name,
        url,
        provider: { '@type': 'BankOrCreditUnion', name: issuer.name, url: issuer.websiteUrl },
        ...(card.rates.purchase === null
          ? {}
          : { annualPercentageRate: Math.round(card.rates.purchase * 10_000) / 100 }),
        ...(card.fees.annual === null
          ? {}
          : { feesAndCommissionsSpecification: `Annual fee ${formatFee(card.fees.annual)} (CAD)` }),
      },
    },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${site?.siteUrl ?? ''}/` },
          {
            '@type': 'ListItem',
            position: 2,
            name: 'Credit cards',
            item: `${site?.siteUrl ?? ''}${paths.creditCards()}`,
          },
          { '@type': 'ListItem', position: 3, name: card.displayName, item: url },
        ],
      },
    },
  ];
};

export default function CreditCard({ loaderData }: Route.ComponentProps) {
  const { card, issuer, defaultRating, rewardProgram } = loaderData;
  const cashBack = rewardProgram.slug === 'cash-back';
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-slate-600 text-sm">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link className="underline" to={paths.home()}>
              Home
            </Link>{' '}
            /
          </li>
          <li>
            <Link className="underline" to={paths.creditCards()}>
              Credit cards
            </Link>{' '}
            /
          </li>
          <li aria-current="page">{card.displayName}</li>
        </ol>
      </nav>

      <header className="mt-4 grid gap-6 md:grid-cols-[320px_1fr] md:items-center">
        <CardArt
          name={card.displayName}
          network={card.network}
          colors={issuer.colors}
          className="w-full max-w-[320px]"
        />
        <div>
          <p className="font-semibold text-brand-700 text-sm">{issuer.name}</p>
          <h1 className="mt-1 font-bold text-3xl">{card.name}</h1>
          <div className="mt-4 flex flex-wrap items-end gap-6">
            <p>
              <span className="block text-slate-600 text-sm">Our rating</span>
              <span className="font-extrabold text-4xl text-brand-700">{defaultRating.rating.toFixed(1)}</span>
              <span className="text-slate-600"> / 5</span>
            </p>
            <p>
              <span className="block text-slate-600 text-sm">Rewards a year, net of fee</span>
              <span className="font-bold text-2xl">{formatDollars(defaultRating.netAnnualRewards)}</span>
            </p>
            <p>
              <span className="block text-slate-600 text-sm">First-year value</span>
              <span className="font-bold text-2xl">{formatDollars(defaultRating.firstYearValue)}</span>
            </p>
            <p>
              <span className="block text-slate-600 text-sm">Annual fee</span>
              <span className="font-bold text-2xl">
                {card.fees.annual === null ? UNKNOWN : formatFee(card.fees.annual)}
              </span>
            </p>
          </div>
          {card.temporarilyUnavailable ? (
            <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-sm">
              {issuer.name} is not taking new applications for this card at the moment.
            </p>
          ) : (
            <a
              href={card.applyUrl}
              rel="noopener noreferrer"
              className="mt-5 inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Apply on {issuer.name}’s site
            </a>
          )}
        </div>
      </header>

      <section aria-labelledby="rewards-heading" className="mt-10">
        <h2 id="rewards-heading" className="font-bold text-2xl">
          Rewards by category
        </h2>
        <p className="mt-1 text-slate-600 text-sm">
          For $2,000 of monthly spending,{' '}
          {cashBack
            ? 'cash back'
            : `${rewardProgram.name} points valued at ${(defaultRating.breakdown.pointValue * 100).toFixed(2)}¢ each`}
          : {formatDollars(defaultRating.annualRewards)} a year before the annual fee.
        </p>
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <RewardsChart breakdown={defaultRating.breakdown} />
        </div>
      </section>

      <section aria-labelledby="why-heading" className="mt-10">
        <h2 id="why-heading" className="font-bold text-2xl">
          Why this rating
        </h2>
        <p className="mt-1 text-slate-600 text-sm">
          Each component is scored from 0 to 5 and weighted; the weights follow the default preferences.{' '}
          <Link className="underline" to={paths.methodology()}>
            How we rate
          </Link>
        </p>
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <RatingBreakdown rating={defaultRating} />
        </div>
      </section>

      <section aria-labelledby="facts-heading" className="mt-10">
        <h2 id="facts-heading" className="font-bold text-2xl">
          Card details
        </h2>
        <div className="mt-4">
          <CardFacts card={card} cashBack={cashBack} />
        </div>
      </section>

      <footer className="mt-10 text-slate-600 text-sm">
        <p>
          Figures as of {card.dataAsOf}, from{' '}
          <a className="underline" href={card.sourceUrl} rel="noopener noreferrer">
            {issuer.name}’s page for this card
          </a>
          {card.fieldSources.length > 0 ? ', and:' : '.'}
        </p>
        {card.fieldSources.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {card.fieldSources.map((source) => (
              <li key={`${source.sourceUrl}-${source.fields.join()}`}>
                {source.fields.join(', ')}:{' '}
                <a className="break-all underline" href={source.sourceUrl} rel="noopener noreferrer">
                  {new URL(source.sourceUrl).hostname}
                </a>{' '}
                ({source.asOf})
              </li>
            ))}
          </ul>
        ) : null}
      </footer>
    </article>
  );
}
