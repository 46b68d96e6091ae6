import { endpoints } from '@cardgenius/core/contract';
import { RATING_CONFIG, RATING_METHOD_VERSION } from '@cardgenius/core/rating';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../features/content/content-page';
import FeaturedInStrip from '../features/content/featured-in-strip';
import { formatDollars, formatNumber } from '../lib/format';
import { paths } from '../lib/paths';
import { pageMeta, siteFromMatches } from '../lib/seo';
import type { Route } from './+types/featured-in';

export async function loader({ context }: Route.LoaderArgs) {
  const [global, { issuers }] = await Promise.all([
    context.api.call(endpoints.getGlobal),
    context.api.call(endpoints.listIssuers),
  ]);
  return {
    cardCount: global.cardCount.count,
    issuerCount: issuers.filter((issuer) => issuer.cardCount > 0).length,
    dataPoints: global.stats.dataPoints,
    categories: global.stats.categories,
    pressMentions: global.pressMentions,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Press and media',
    description: `Facts about ${siteFromMatches(args.matches)?.brandName ?? 'us'} for journalists, how to cite our card data and ratings, and how to reach us for a media request.`,
  });

export default function FeaturedIn({ loaderData, matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  const facts = [
    { label: 'Canadian credit cards rated', value: formatNumber(loaderData.cardCount) },
    { label: 'card issuers covered', value: formatNumber(loaderData.issuerCount) },
    { label: 'data points tracked per card', value: `${formatNumber(loaderData.dataPoints)}+` },
    { label: 'best-card categories', value: formatNumber(loaderData.categories) },
  ];
  return (
    <>
      <FeaturedInStrip entries={loaderData.pressMentions} />
      <ContentPage
        title="Press and media"
        lead={`Journalists, researchers and creators are welcome to use ${brandName}’s card data and ratings. Here is what we cover, how to cite us and how to reach us.`}
      >
        <section aria-labelledby="at-a-glance" className="mt-10">
          <h2 id="at-a-glance" className="font-bold text-slate-900 text-xl">
            {brandName} at a glance
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-lg border border-slate-200 bg-white p-4 text-center shadow-sm">
                <dt className="text-slate-600 text-sm">{fact.label}</dt>
                <dd className="order-first font-bold text-2xl text-brand-700">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-slate-700">
            Every card is rated by one published formula (method version {RATING_METHOD_VERSION}), and every figure is
            dated and linked to the issuer page it came from.
          </p>
        </section>

        <ContentSection id="what-we-can-help-with" title="What we can help with">
          <ul>
            <li>How a card compares with others on fees, interest, rewards, insurance and perks, with sources.</li>
            <li>Which cards rank best for a given spending profile, and why.</li>
            <li>How a card’s rating was worked out, component by component.</li>
            <li>How our rating method treats welcome bonuses, annual fees, Quebec fees and unknown facts.</li>
          </ul>
        </ContentSection>

        <ContentSection id="citing-our-data" title="Using and citing our data">
          <ul>
            <li>
              Credit {brandName} and link to the page you quote: a card’s page, a ranking, or our{' '}
              <Link to={paths.methodology()}>methodology</Link> for how ratings are made.
            </li>
            <li>
              Ratings depend on spending. Say which profile a rating is for: unless a reader changes it, we rate cards
              for {formatDollars(RATING_CONFIG.spend.defaultMonthlyTotal)} of spending a month across{' '}
              {Object.keys(RATING_CONFIG.spend.defaultShares).length} categories.
            </li>
            <li>
              Card terms change. Quote the date shown with a card’s facts, and check the issuer’s page for the latest.
            </li>
            <li>
              For larger analyses, our <a href={paths.apiDocs()}>public API</a> returns the same ratings and card facts
              the site shows.
            </li>
          </ul>
          <p>
            Some issuers pay us referral fees, which never change a rating; our{' '}
            <Link to={paths.disclosure()}>advertiser disclosure</Link> explains how we are paid.
          </p>
        </ContentSection>

        <ContentSection id="media-contact" title="Media contact">
          <p>
            For interviews, data requests or comment, <Link to={paths.contact('partnership')}>send us a message</Link>{' '}
            with “Press, media or partnerships” as the topic, your outlet and your deadline.
          </p>
        </ContentSection>
      </ContentPage>
    </>
  );
}
