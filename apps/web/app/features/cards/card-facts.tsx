import type { CatalogueCard, EarnTier } from '@cardgenius/core/catalogue';
import { creditFitText } from '@cardgenius/core/rating';
import type { ReactNode } from 'react';
import { formatDollars, formatFee, formatNumber, formatRate, UNKNOWN } from '../../lib/format';
import { INSURANCE_LABELS } from '../../lib/insurance-labels';
import { SPEND_CATEGORY_LABELS } from '../../lib/spend-category-labels';

/** Delay coverages state the hours of delay before they apply; the others a number of days. */
const HOURS_COVERAGES = new Set(['flightDelay', 'baggageDelay']);
const duration = (key: string, value: number) => (HOURS_COVERAGES.has(key) ? `after ${value} hours` : `${value} days`);

const fee = (value: number | null) => (value === null ? null : value === 0 ? 'No fee' : formatFee(value));
const rate = (value: number | null) => (value === null ? null : formatRate(value));
const feeWithMinimum = (value: CatalogueCard['fees']['cashAdvance']) => {
  if (value === null || (value.amount === null && value.percentage === null)) return null;
  const parts = [value.percentage ? formatRate(value.percentage) : null, value.amount ? formatFee(value.amount) : null];
  return parts.filter(Boolean).join(value.percentage && value.amount ? ', at least ' : '') || 'No fee';
};

/** "5 points per $1 on the first $50,000 a year, then 1" for a card's tiers in one category. */
export function describeEarn(tiers: EarnTier[], cashBack: boolean): string {
  if (tiers.length === 0) return UNKNOWN;
  const unit = (value: number) => (cashBack ? `${value} %` : `${value} per $1`);
  return tiers
    .map((tier, index) =>
      tier.upTo === null
        ? index === 0
          ? unit(tier.rate)
          : `then ${unit(tier.rate)}`
        : `${unit(tier.rate)} on the first ${formatDollars(tier.upTo)} a year`,
    )
    .join(', ');
}

type WelcomeTier = CatalogueCard['welcomeBonus']['tiers'][number];

const months = (count: number) => (count === 1 ? 'the first month' : `the first ${count} months`);

/** "35,000 Aeroplan points after $7,500 spent in the first 6 months" (cash back: dollars). */
export function describeWelcomeTier(tier: WelcomeTier, pointsLabel: string, cashBack: boolean): string {
  const amount = cashBack ? formatDollars(tier.amount / 100) : `${formatNumber(tier.amount)} ${pointsLabel}`;
  return tier.spendRequirement > 0
    ? `${amount} after ${formatDollars(tier.spendRequirement)} spent in ${months(tier.months)}`
    : `${amount} with no minimum spend, in ${months(tier.months)}`;
}

/** Every category known to earn nothing, and no partner rate: a card without rewards. */
const earnsNothing = (card: Pick<CatalogueCard, 'earn' | 'partnerRates'>) =>
  card.partnerRates.length === 0 &&
  Object.values(card.earn).every((tiers) => tiers.length > 0 && tiers.every((tier) => tier.rate === 0));

const earnOrNull = (tiers: EarnTier[], cashBack: boolean) =>
  tiers.length === 0 ? null : describeEarn(tiers, cashBack);

/** A fact: its value, or null when the catalogue does not know it. */
type FactRow = { label: string; value: ReactNode | null; key?: string };

/**
 * One group of facts. Known facts are listed; unknown ones are named together in one sentence rather
 * than as a column of blanks, so a reader sees at a glance what we could not confirm.
 */
function FactSection({ title, rows }: { title: string; rows: FactRow[] }) {
  const known = rows.filter((row) => row.value !== null);
  const unknown = rows.filter((row) => row.value === null).map((row) => row.label.toLowerCase());
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`facts-${title}`}>
      <h3 id={`facts-${title}`} className="font-semibold text-lg">
        {title}
      </h3>
      {known.length > 0 ? (
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          {known.map((row) => (
            <div key={row.key ?? row.label} className="grid grid-cols-2 gap-3 py-1.5">
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {unknown.length > 0 ? (
        <p className="mt-2 text-slate-600 text-sm">
          {known.length > 0
            ? 'Not confirmed on the issuer’s pages yet: '
            : 'None of these is confirmed on the issuer’s pages yet: '}
          {unknown.length === 1 ? unknown[0] : `${unknown.slice(0, -1).join(', ')} and ${unknown.at(-1)}`}.
        </p>
      ) : null}
    </section>
  );
}

/** The facts the table shows (a page may send the browser no more than these). */
export type CardFactsCard = Pick<
  CatalogueCard,
  'fees' | 'rates' | 'requirements' | 'welcomeBonus' | 'earn' | 'partnerRates' | 'insurance' | 'perks' | 'pointsLabel'
>;

const known = <T,>(value: T | null, show: (value: T) => ReactNode): ReactNode | null =>
  value === null ? null : show(value);

/** Every fact of a card, grouped; what is not known is said once per group, never guessed. */
export function CardFacts({ card, cashBack }: { card: CardFactsCard; cashBack: boolean }) {
  const { fees, rates, requirements, welcomeBonus } = card;
  const promo = rates.promoBalanceTransfer;
  const income = (value: number | null) => known(value, (amount) => (amount === 0 ? 'None' : formatDollars(amount)));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FactSection
        title="Fees"
        rows={[
          { label: 'Annual fee', value: fee(fees.annual) },
          { label: 'First-year fee', value: fee(fees.firstYear) },
          { label: 'Additional card fee', value: fee(fees.supplementaryCard) },
          { label: 'Foreign currency purchases', value: rate(fees.foreignExchange) },
          { label: 'Cash advance fee', value: feeWithMinimum(fees.cashAdvance) },
          { label: 'Balance transfer fee', value: feeWithMinimum(fees.balanceTransfer) },
        ]}
      />
      <FactSection
        title="Interest"
        rows={[
          { label: 'Purchases', value: rate(rates.purchase) },
          { label: 'Cash advances', value: rate(rates.cashAdvance) },
          { label: 'Balance transfers', value: rate(rates.balanceTransfer) },
          {
            label: 'Promotional balance transfer',
            value: known(promo, (offer) =>
              offer === false ? 'None' : `${formatRate(offer.rate)} for ${offer.months} months`,
            ),
          },
        ]}
      />
      <FactSection
        title="Earning"
        rows={
          earnsNothing(card)
            ? [{ label: 'Rewards', value: 'None: this card earns no points or cash back' }]
            : [
                ...Object.entries(SPEND_CATEGORY_LABELS).map(([category, label]) => ({
                  label,
                  value: earnOrNull(card.earn[category as keyof CatalogueCard['earn']], cashBack),
                })),
                ...card.partnerRates.map((partner) => ({
                  label: partner.merchant,
                  value: cashBack ? `${partner.rate} %` : `${partner.rate} per $1`,
                })),
              ]
        }
      />
      <FactSection
        title="Welcome bonus and requirements"
        rows={[
          ...(welcomeBonus.tiers.length === 0
            ? [{ label: 'Welcome bonus', value: 'None' }]
            : welcomeBonus.tiers.map((tier) => ({
                key: `${tier.amount}-${tier.months}-${tier.spendRequirement}`,
                label: 'Welcome bonus',
                value: describeWelcomeTier(tier, card.pointsLabel, cashBack),
              }))),
          // Said either way: an unpublished recommendation must not read like one that fits everyone.
          { label: 'Recommended credit score', value: creditFitText('unchecked', requirements.creditScore) },
          { label: 'Personal income', value: income(requirements.personalIncome) },
          { label: 'Household income', value: income(requirements.householdIncome) },
          {
            label: 'Offered in',
            value:
              requirements.provinces.length === 13 ? 'Every province and territory' : requirements.provinces.join(', '),
          },
        ]}
      />
      <FactSection
        title="Insurance"
        rows={Object.entries(INSURANCE_LABELS).map(([key, label]) => {
          const coverage = card.insurance[key as keyof CatalogueCard['insurance']];
          return {
            label,
            value: known(coverage, (cover) =>
              cover === false
                ? 'Not included'
                : [
                    'Included',
                    cover.amount ? `up to ${formatDollars(cover.amount)}` : null,
                    cover.days ? duration(key, cover.days) : null,
                  ]
                    .filter(Boolean)
                    .join(', '),
            ),
          };
        })}
      />
      <FactSection
        title="Perks"
        rows={
          card.perks.length === 0
            ? [{ label: 'Perks', value: 'None we value' }]
            : card.perks.map((perk) => ({ label: perk.label, value: `${formatDollars(perk.valueDollars)} a year` }))
        }
      />
    </div>
  );
}
