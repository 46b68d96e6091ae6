import type { CatalogueCard, EarnTier } from '@cardgenius/core/catalogue';
import type { ReactNode } from 'react';
import { formatDollars, formatFee, formatNumber, formatRate, UNKNOWN } from '../../lib/format';
import { INSURANCE_LABELS } from '../../lib/insurance-labels';
import { SPEND_CATEGORY_LABELS } from '../../lib/spend-category-labels';

/** Delay coverages state the hours of delay before they apply; the others a number of days. */
const HOURS_COVERAGES = new Set(['flightDelay', 'baggageDelay']);
const duration = (key: string, value: number) => (HOURS_COVERAGES.has(key) ? `after ${value} hours` : `${value} days`);

const fee = (value: number | null) => (value === null ? UNKNOWN : value === 0 ? 'No fee' : formatFee(value));
const rate = (value: number | null) => (value === null ? UNKNOWN : formatRate(value));
const feeWithMinimum = (value: CatalogueCard['fees']['cashAdvance']) => {
  if (value === null || (value.amount === null && value.percentage === null)) return UNKNOWN;
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

function FactSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`facts-${title}`}>
      <h3 id={`facts-${title}`} className="font-semibold text-lg">
        {title}
      </h3>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-2 gap-3 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The facts the table shows (a page may send the browser no more than these). */
export type CardFactsCard = Pick<
  CatalogueCard,
  'fees' | 'rates' | 'requirements' | 'welcomeBonus' | 'earn' | 'partnerRates' | 'insurance' | 'perks' | 'pointsLabel'
>;

/** Every fact of a card, grouped; unknown facts say so rather than guess. */
export function CardFacts({ card, cashBack }: { card: CardFactsCard; cashBack: boolean }) {
  const { fees, rates, requirements, welcomeBonus } = card;
  const promo = rates.promoBalanceTransfer;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FactSection title="Fees">
        <Fact label="Annual fee">{fee(fees.annual)}</Fact>
        <Fact label="First year">{fee(fees.firstYear)}</Fact>
        <Fact label="Additional card">{fee(fees.supplementaryCard)}</Fact>
        <Fact label="Foreign currency purchases">{rate(fees.foreignExchange)}</Fact>
        <Fact label="Cash advance fee">{feeWithMinimum(fees.cashAdvance)}</Fact>
        <Fact label="Balance transfer fee">{feeWithMinimum(fees.balanceTransfer)}</Fact>
      </FactSection>
      <FactSection title="Interest">
        <Fact label="Purchases">{rate(rates.purchase)}</Fact>
        <Fact label="Cash advances">{rate(rates.cashAdvance)}</Fact>
        <Fact label="Balance transfers">{rate(rates.balanceTransfer)}</Fact>
        <Fact label="Promotional balance transfer">
          {promo === null ? UNKNOWN : promo === false ? 'None' : `${formatRate(promo.rate)} for ${promo.months} months`}
        </Fact>
      </FactSection>
      <FactSection title="Earning">
        {Object.entries(SPEND_CATEGORY_LABELS).map(([category, label]) => (
          <Fact key={category} label={label}>
            {describeEarn(card.earn[category as keyof CatalogueCard['earn']], cashBack)}
          </Fact>
        ))}
        {card.partnerRates.map((partner) => (
          <Fact key={partner.merchant} label={partner.merchant}>
            {cashBack ? `${partner.rate} %` : `${partner.rate} per $1`}
          </Fact>
        ))}
      </FactSection>
      <FactSection title="Welcome bonus and requirements">
        {welcomeBonus.tiers.length === 0 ? (
          <Fact label="Welcome bonus">None</Fact>
        ) : (
          welcomeBonus.tiers.map((tier) => (
            <Fact key={`${tier.amount}-${tier.months}-${tier.spendRequirement}`} label="Welcome bonus">
              {describeWelcomeTier(tier, card.pointsLabel, cashBack)}
            </Fact>
          ))
        )}
        <Fact label="Personal income">
          {requirements.personalIncome === null
            ? UNKNOWN
            : requirements.personalIncome === 0
              ? 'None'
              : formatDollars(requirements.personalIncome)}
        </Fact>
        <Fact label="Household income">
          {requirements.householdIncome === null
            ? UNKNOWN
            : requirements.householdIncome === 0
              ? 'None'
              : formatDollars(requirements.householdIncome)}
        </Fact>
        <Fact label="Offered in">
          {requirements.provinces.length === 13 ? 'Every province and territory' : requirements.provinces.join(', ')}
        </Fact>
      </FactSection>
      <FactSection title="Insurance">
        {Object.entries(INSURANCE_LABELS).map(([key, label]) => {
          const coverage = card.insurance[key as keyof CatalogueCard['insurance']];
          return (
            <Fact key={key} label={label}>
              {coverage === null
                ? UNKNOWN
                : coverage === false
                  ? 'Not included'
                  : [
                      'Included',
                      coverage.amount ? `up to ${formatDollars(coverage.amount)}` : null,
                      coverage.days ? duration(key, coverage.days) : null,
                    ]
                      .filter(Boolean)
                      .join(', ')}
            </Fact>
          );
        })}
      </FactSection>
      <FactSection title="Perks">
        {card.perks.length === 0 ? (
          <Fact label="Perks">None we value</Fact>
        ) : (
          card.perks.map((perk) => (
            <Fact key={perk.label} label={perk.label}>
              {formatDollars(perk.valueDollars)} a year
            </Fact>
          ))
        )}
      </FactSection>
    </div>
  );
}
