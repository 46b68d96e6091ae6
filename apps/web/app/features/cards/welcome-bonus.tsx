import { type CatalogueCard, currentWelcomePoints, type OfferVerdict } from '@cardgenius/core/catalogue';
import { formatDollars, formatNumber } from '../../lib/format';
import { describeWelcomeTier } from './card-facts';
import { VerdictBadge } from './offer-history';

const longDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** The welcome bonus, up front: what it adds up to, what it takes to earn, and until when. */
export function WelcomeBonus({
  bonus,
  pointsLabel,
  cashBack,
  countedDollars,
  verdict,
}: {
  bonus: CatalogueCard['welcomeBonus'];
  pointsLabel: string;
  cashBack: boolean;
  /** What the rating counts the bonus as, in the first-year value. */
  countedDollars: number;
  /** How the offer compares with the card's past offers, when its history allows a verdict. */
  verdict: OfferVerdict | null;
}) {
  const total = currentWelcomePoints({ welcomeBonus: bonus });
  const amount = cashBack ? `${formatDollars(total / 100)} cash back` : `${formatNumber(total)} ${pointsLabel}`;
  return (
    <section aria-labelledby="bonus-heading" className="mt-8 rounded-lg border border-amber-200 bg-amber-50 p-5">
      <h2 id="bonus-heading" className="font-semibold text-amber-900 text-sm uppercase tracking-wide">
        Welcome bonus
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-3">
        <span className="font-bold text-2xl text-slate-900">{bonus.tiers.length > 1 ? `Up to ${amount}` : amount}</span>
        {verdict ? (
          <a href="#offer-history-heading" className="no-underline">
            <VerdictBadge verdict={verdict} />
          </a>
        ) : null}
      </p>
      {countedDollars > 0 ? (
        <p className="mt-1 text-slate-700 text-sm">
          Counted as {formatDollars(countedDollars)} in the first-year value above.
        </p>
      ) : null}
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800 text-sm">
        {bonus.tiers.map((tier) => (
          <li key={`${tier.amount}-${tier.months}-${tier.spendRequirement}`}>
            {describeWelcomeTier(tier, pointsLabel, cashBack)}
          </li>
        ))}
      </ul>
      {bonus.endsOn ? (
        <p className="mt-3 font-medium text-amber-900 text-sm">
          Offer ends {longDate.format(new Date(`${bonus.endsOn}T00:00:00Z`))}.
        </p>
      ) : null}
    </section>
  );
}
