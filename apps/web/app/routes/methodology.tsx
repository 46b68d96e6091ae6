import { INSURANCE_TYPES } from '@cardgenius/core/catalogue';
import { RATING_CONFIG, RATING_METHOD_VERSION } from '@cardgenius/core/rating';
import { ArticleFeedback } from '../features/feedback/article-feedback';
import { ComponentTable } from '../features/methodology/component-table';
import { formatDollars } from '../lib/format';
import { insuranceLabel } from '../lib/insurance-labels';
import type { MethodologySection } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import { spendCategoryLabel } from '../lib/spend-category-labels';
import type { Route } from './+types/methodology';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'How we rate credit cards',
    description:
      'The open rating method behind every ranking: the components, their weights and anchors, and how unknown facts are treated.',
  });

/** The rating method, rendered from the same configuration the ranking uses. */
export default function Methodology() {
  const { spend, debt, sliders, pointValueModes, unknownFacts } = RATING_CONFIG;
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-bold text-3xl">How we rate credit cards</h1>
      <p className="mt-3 text-lg text-slate-700">
        Every card gets one rating from 0 to 5, worked out for your spending. This page is generated from the
        configuration the ranking itself uses (method version {RATING_METHOD_VERSION}), so it always describes the
        ratings you see.
      </p>

      <h2 className="mt-10 font-bold text-2xl">The rating</h2>
      <p className="mt-3 text-slate-700">
        Each component below is scored from 0 to 5, linearly between published anchors. The rating is the weighted
        average of the scores, where each weight is the component’s base weight times your slider (0 to {sliders.max};{' '}
        at 0 the component is left out), rounded to one decimal. Ties are broken by net annual rewards, then by name.
      </p>
      <div className="mt-4">
        <ComponentTable />
      </div>

      <h2 className="mt-10 font-bold text-2xl">{spend.label}</h2>
      <p className="mt-3 text-slate-700">
        {spend.explanation} By default we assume {formatDollars(spend.defaultMonthlyTotal)} a month (
        {formatDollars(spend.defaultMonthlyTotal * 12)} a year):
      </p>
      <ul className="mt-3 grid gap-1 text-slate-700 sm:grid-cols-2">
        {Object.entries(spend.defaultShares).map(([category, share]) => (
          <li key={category}>
            {spendCategoryLabel(category)}: {Math.round(share * 1000) / 10} % (
            {formatDollars(spend.defaultMonthlyTotal * share)} a month)
          </li>
        ))}
      </ul>

      <h2 className="mt-10 font-bold text-2xl">What points are worth</h2>
      <p className="mt-3 text-slate-700">
        Points are turned into dollars with the value of the mode you choose; cash back is worth exactly what it pays.
      </p>
      <dl className="mt-3 space-y-2 text-slate-700">
        {Object.values(pointValueModes).map((mode) => (
          <div key={mode.label}>
            <dt className="inline font-semibold">{mode.label}: </dt>
            <dd className="inline">{mode.explanation}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-700">{RATING_CONFIG.cardPointValues}</p>

      <h2 className="mt-10 font-bold text-2xl">{debt.label}</h2>
      <p className="mt-3 text-slate-700">
        {debt.explanation} By default, a balance of {formatDollars(debt.defaultAmount)} at{' '}
        {(debt.referenceInterestRate * 100).toFixed(2)} %.
      </p>

      <h2 className="mt-10 font-bold text-2xl">Insurance</h2>
      <p className="mt-3 text-slate-700">
        We value each of the {INSURANCE_TYPES.length} coverage types at about what it costs a typical household to buy
        on its own, a year ({formatDollars(RATING_CONFIG.components.insurance.maxValue)} for all of them):
      </p>
      <ul className="mt-3 grid gap-1 text-slate-700 sm:grid-cols-2">
        {INSURANCE_TYPES.map((type) => (
          <li key={type}>
            {insuranceLabel(type)}: {formatDollars(RATING_CONFIG.components.insurance.values[type])}
          </li>
        ))}
      </ul>

      <h2 id={'unknown-facts' satisfies MethodologySection} className="mt-10 font-bold text-2xl">
        {RATING_CONFIG.estimates.label}
      </h2>
      <p className="mt-3 text-slate-700">{RATING_CONFIG.estimates.explanation} Fact by fact:</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {Object.entries(unknownFacts).map(([key, text]) => (
          <li key={key}>{text}</li>
        ))}
      </ul>

      <h2 className="mt-10 font-bold text-2xl">Our data</h2>
      <p className="mt-3 text-slate-700">
        Every card shows the date of its figures and links to the issuer’s page they come from, plus any other source we
        used for particular details. We check our figures against public snapshots of card facts and record the reason
        wherever ours differ.
      </p>
      <ArticleFeedback category="methodology" />
    </article>
  );
}
