import { endpoints, isApiError } from '@cardgenius/core/contract';
import { estimatedRatingParts } from '@cardgenius/core/rating';
import { reviewSummaryLabel, torontoDate } from '@cardgenius/core/rules';
import { data, Link } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { CardArt } from '../components/ui/card-art';
import { EstimatedRatingMark } from '../components/ui/estimated-rating';
import { ApplyButton, ApplyOnPhoneLink } from '../features/apply/apply-button';
import { preloadAuthModal, useAuthModal } from '../features/auth/auth-modal';
import { AwardBadges } from '../features/cards/award-badges';
import { CardFacts } from '../features/cards/card-facts';
import { FigureFreshness } from '../features/cards/figure-freshness';
import { OfferHistory } from '../features/cards/offer-history';
import { ProfileNote } from '../features/cards/profile-note';
import { RatingBreakdown } from '../features/cards/rating-breakdown';
import { RewardsChart } from '../features/cards/rewards-chart';
import { SaveCardButton } from '../features/cards/save-card-button';
import { SimilarCards } from '../features/cards/similar-card-list';
import { visitorFromRequest } from '../features/cards/visitor-profile';
import { WelcomeBonus } from '../features/cards/welcome-bonus';
import { CardOfferNote } from '../features/offers/card-offer-note';
import { CardReviewsSection } from '../features/reviews/card-reviews-section';
import { fieldList } from '../lib/field-labels';
import { formatDollars, formatFee, UNKNOWN } from '../lib/format';
import { paths } from '../lib/paths';
import { pageMeta, siteFromMatches } from '../lib/seo';
import type { Route } from './+types/credit-card';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const visitor = visitorFromRequest(request);
  // The card, rated for the visitor whatever their filters (no floor, no income limit), the cards like it, its offer.
  const page = await context.api
    .call(endpoints.getCardPage, { params: { slug: params.slug }, body: { state: visitor.input } })
    .catch((error) => {
      if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  const { detail, offer, similar } = page;
  const { card, issuer, rewardProgram, goUrl, defaultRating, offerHistory, figureDates, awards, userReviews } = detail;
  const today = torontoDate(new Date());
  // Only what the page shows: loader data is inlined in the HTML for hydration.
  return {
    card: {
      slug: card.slug,
      name: card.name,
      displayName: card.displayName,
      network: card.network,
      pointsLabel: card.pointsLabel,
      hasAffiliateLink: card.hasAffiliateLink,
      temporarilyUnavailable: card.temporarilyUnavailable,
      fees: card.fees,
      rates: card.rates,
      earn: card.earn,
      partnerRates: card.partnerRates,
      welcomeBonus: card.welcomeBonus,
      requirements: card.requirements,
      insurance: card.insurance,
      perks: card.perks,
      dataAsOf: card.dataAsOf,
      checkedOn: card.checkedOn,
      sourceUrl: card.sourceUrl,
      fieldSources: card.fieldSources,
    },
    issuer: { name: issuer.name, websiteUrl: issuer.websiteUrl, colors: issuer.colors },
    rewardProgram: { slug: rewardProgram.slug, name: rewardProgram.name },
    goUrl,
    awards: awards.map(({ key, name, category }) => ({ key, name, category })),
    typicalRating: defaultRating.rating,
    rating: page.rating ?? defaultRating,
    profile: { ...visitor.summary, personal: visitor.summary.personal && page.rating !== null },
    offer: offer ? { amount: offer.amount, lastDay: offer.lastDay, isBonus: offer.isBonus } : null,
    welcomeBonusOpen: card.welcomeBonus.endsOn === null || card.welcomeBonus.endsOn >= today,
    figureDates: figureDates.map(({ field, label, asOf, stale, sourceUrl }) => ({
      field,
      label,
      asOf,
      stale,
      sourceUrl,
    })),
    offerHistory:
      offerHistory.periods.length === 0
        ? null
        : {
            periods: offerHistory.periods.map(({ startsOn, endsOn, points, requiredSpend, note }) => ({
              startsOn,
              endsOn,
              points,
              requiredSpend,
              note,
            })),
            summary: offerHistory.summary,
            sources: [
              ...new Map(
                offerHistory.periods.map((period) => [period.sourceUrl, { url: period.sourceUrl, asOf: period.asOf }]),
              ).values(),
            ],
            today,
          },
    // Approved reviews only: a member's own pending review is read by the member call, in their browser.
    reviews: userReviews,
    similar: similar.map((entry) => ({
      slug: entry.slug,
      displayName: entry.displayName,
      network: entry.network,
      issuerName: entry.issuer.name,
      colors: entry.issuer.colors,
      rating: entry.rating,
      netAnnualRewards: entry.netAnnualRewards,
      annualFee: entry.annualFee,
      estimatedParts: estimatedRatingParts(entry.breakdown.components),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const detail = args.loaderData;
  if (!detail) return [];
  const { card, typicalRating, issuer, reviews } = detail;
  const site = siteFromMatches(args.matches);
  const url = `${site?.siteUrl ?? ''}${paths.creditCard(card.slug)}`;
  return [
    ...pageMeta(args, {
      title: `${card.displayName} review: rating, fees and rewards`,
      description: `${card.name} by ${issuer.name}: rated ${typicalRating.toFixed(1)} out of 5 for a typical profile. Annual fee ${card.fees.annual === null ? 'unknown' : formatFee(card.fees.annual)}, earn rates, insurance and perks, with sources.`,
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
        // Members' approved reviews only, and only when there are some: never a rating without reviews.
        ...(reviews.summary.count > 0 && reviews.summary.average !== null
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: reviews.summary.average,
                reviewCount: reviews.summary.count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
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
  const { card, issuer, rating, rewardProgram, goUrl, profile, similar } = loaderData;
  const estimatedFee = rating.breakdown.estimated.find((fact) => fact.field === 'fees.annual');
  const cashBack = rewardProgram.slug === 'cash-back';
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        steps={[
          { to: paths.home(), label: 'Home' },
          { to: paths.creditCards(), label: 'Credit cards' },
        ]}
        current={card.displayName}
      />

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
          <AwardBadges awards={loaderData.awards} className="mt-3" />
          <div className="mt-4 flex flex-wrap items-end gap-6">
            <p>
              <span className="block text-slate-600 text-sm">Our rating</span>
              <span className="font-extrabold text-4xl text-brand-700">{rating.rating.toFixed(1)}</span>
              <span className="text-slate-600"> / 5</span>
              <EstimatedRatingMark parts={estimatedRatingParts(rating.breakdown.components)} below />
            </p>
            <p>
              <span className="block text-slate-600 text-sm">Rewards a year, net of fee</span>
              <span className="font-bold text-2xl">{formatDollars(rating.netAnnualRewards)}</span>
            </p>
            <p>
              <span className="block text-slate-600 text-sm">First-year value</span>
              <span className="font-bold text-2xl">{formatDollars(rating.firstYearValue)}</span>
            </p>
            <p>
              <span className="block text-slate-600 text-sm">Annual fee</span>
              <span className="font-bold text-2xl">
                {card.fees.annual === null ? UNKNOWN : formatFee(card.fees.annual)}
              </span>
              {estimatedFee === undefined ? null : (
                <span className="block text-amber-800 text-xs">
                  Rated on an estimate of {formatFee(estimatedFee.value)} from similar cards
                </span>
              )}
            </p>
          </div>
          {loaderData.reviews.summary.count > 0 ? (
            <p className="mt-3 text-sm">
              <a href="#reviews" className="font-medium text-brand-700 underline hover:text-brand-900">
                Members: {reviewSummaryLabel(loaderData.reviews.summary)}
              </a>
            </p>
          ) : null}
          {profile.personal ? <ProfileNote profile={profile} className="mt-3" /> : null}
          {loaderData.offer && !card.temporarilyUnavailable ? (
            <CardOfferNote offer={loaderData.offer} cardSlug={card.slug} issuerName={issuer.name} />
          ) : null}
          {card.temporarilyUnavailable ? (
            <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-sm">
              {issuer.name} is not taking new applications for this card at the moment.
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {card.temporarilyUnavailable ? null : (
              <>
                <ApplyButton
                  card={{ ...card, goUrl }}
                  context="Card Page"
                  className="inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
                >
                  Apply on {issuer.name}’s site
                </ApplyButton>
                <ApplyOnPhoneLink card={{ ...card, goUrl }} />
              </>
            )}
            {/* Keyed by card: moving to another card's page starts unsaved. */}
            <SaveCard key={card.slug} slug={card.slug} />
          </div>
        </div>
      </header>

      {loaderData.welcomeBonusOpen && card.welcomeBonus.tiers.length > 0 ? (
        <WelcomeBonus
          bonus={card.welcomeBonus}
          pointsLabel={card.pointsLabel}
          cashBack={cashBack}
          countedDollars={rating.breakdown.welcomeBonus.dollars}
          verdict={loaderData.offerHistory?.summary.verdict ?? null}
        />
      ) : null}

      {loaderData.offerHistory ? (
        <OfferHistory history={loaderData.offerHistory} pointsLabel={card.pointsLabel} cashBack={cashBack} />
      ) : null}

      <section aria-labelledby="rewards-heading" className="mt-10">
        <h2 id="rewards-heading" className="font-bold text-2xl">
          Rewards by category
        </h2>
        {rewardProgram.slug === 'none' ? (
          <p className="mt-1 text-slate-600 text-sm">This card earns no points or cash back.</p>
        ) : (
          <>
            <p className="mt-1 text-slate-600 text-sm">
              For {profile.personal ? 'your ' : ''}
              {formatDollars(profile.monthlyTotal)} of monthly spending,{' '}
              {cashBack
                ? 'cash back'
                : `${rewardProgram.name} points valued at ${(rating.breakdown.pointValue * 100).toFixed(2)}¢ each`}
              : {formatDollars(rating.annualRewards)} a year before the annual fee.
            </p>
            <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <RewardsChart breakdown={rating.breakdown} />
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="why-heading" className="mt-10">
        <h2 id="why-heading" className="font-bold text-2xl">
          Why this rating
        </h2>
        <p className="mt-1 text-slate-600 text-sm">
          Each component is scored from 0 to 5 and weighted; the weights follow{' '}
          {profile.personal ? 'your preferences' : 'the default preferences'}.{' '}
          <Link className="underline" to={paths.methodology()}>
            How we rate
          </Link>
        </p>
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <RatingBreakdown rating={rating} />
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

      <FigureFreshness figures={loaderData.figureDates} />

      <CardReviewsSection cardSlug={card.slug} cardName={card.displayName} first={loaderData.reviews} />

      {similar.length > 0 ? <SimilarCards cards={similar} personal={profile.personal} /> : null}

      <footer className="mt-10 text-slate-600 text-sm">
        <p>
          Facts checked on {card.checkedOn}. Figures as of {card.dataAsOf}, from{' '}
          <a className="underline" href={card.sourceUrl} rel="noopener noreferrer">
            {issuer.name}’s page for this card
          </a>
          {card.fieldSources.length > 0 ? ', and:' : '.'}
        </p>
        {card.fieldSources.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {card.fieldSources.map((source) => (
              <li key={`${source.sourceUrl}-${source.fields.join()}`}>
                {fieldList(source.fields)}:{' '}
                <a className="break-all underline" href={source.sourceUrl} rel="noopener noreferrer">
                  {new URL(source.sourceUrl).hostname}
                </a>{' '}
                ({source.asOf ?? 'date unknown'})
              </li>
            ))}
          </ul>
        ) : null}
      </footer>
    </article>
  );
}

/** Save card with the sign-in dialog it opens for a visitor (asking to register first). */
function SaveCard({ slug }: { slug: string }) {
  const auth = useAuthModal();
  return (
    <>
      <SaveCardButton
        slug={slug}
        preloadSignIn={preloadAuthModal}
        askToSignIn={({ onSignedIn }) => auth.open({ context: 'saveCard', initialMode: 'register', onSignedIn })}
      />
      {auth.modal}
    </>
  );
}
