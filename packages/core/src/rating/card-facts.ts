import type { CatalogueCard } from '../catalogue/schema';
import { creditScoreRequired } from '../filters/credit-score-bands';
import { type EarnSchedule, earnSchedule } from './annual-rewards';
import { acceptanceScore, insuranceValue, perksValue } from './component-scores';
import { type CardEstimates, NO_ESTIMATES } from './peer-estimates';
import type { UnknownFact } from './rating-config';

/** A fact the rating estimated because the catalogue does not know it, with the value it used. */
export interface EstimatedFact {
  /** Dotted catalogue path: `fees.annual`, `rates.purchase`, `earn.gas`, `insurance.rentalCar`, … */
  field: string;
  /** The value used (fee in dollars, rate as a fraction, earn in points per dollar, coverage as a share held). */
  value: number;
}

/**
 * What the rating needs from a card that does not depend on the visitor, computed once per card
 * object (cached; treat catalogue cards as immutable).
 */
export interface CardFacts {
  card: CatalogueCard;
  earn: EarnSchedule;
  welcome: {
    tiers: readonly { amount: number; months: number; spendRequirement: number }[];
    totalAmount: number;
    valueDollars: number | null;
    endsOn: string | null;
  };
  /** Ongoing annual fee outside Quebec, and in Quebec (the ordinary fee when no Quebec fee is known);
   * estimated from peers when unknown, null only when no peer knows one either. */
  annualFee: number | null;
  annualFeeQuebec: number | null;
  /** First-year fee outside Quebec, and in Quebec. */
  firstYearFee: number | null;
  firstYearFeeQuebec: number | null;
  purchaseRate: number | null;
  perksValue: number;
  /** Yearly dollar value of the insurance (unknown coverage estimated from peers). */
  insuranceValue: number;
  acceptanceScore: number;
  /** The floor of the issuer's recommended band; estimated from peers when unpublished, null when no peer publishes one. */
  creditRequired: number | null;
  /** Personal and household income requirements (null: unknown or none stated). */
  personalIncomeRequired: number | null;
  householdIncomeRequired: number | null;
  /** Lower-cased name and display name, for the name filter and the name tie-break. */
  nameKey: string;
  displayNameKey: string;
  /** Unknown facts, outside Quebec and in Quebec. */
  assumptions: readonly UnknownFact[];
  assumptionsQuebec: readonly UnknownFact[];
  /** The facts estimated from peers, with the values used. */
  estimated: readonly EstimatedFact[];
}

const cache = new WeakMap<CatalogueCard, { estimates: CardEstimates; facts: CardFacts }>();

function computeFacts(card: CatalogueCard, estimates: CardEstimates): CardFacts {
  const { fees, welcomeBonus, requirements } = card;
  const annualFee = fees.annual ?? estimates.annualFee;
  const annualFeeQuebec = fees.annualQuebec ?? annualFee;
  const firstYearFee = fees.firstYear ?? annualFee;
  // In Quebec a first-year waiver or discount (first-year fee below the ordinary fee) carries over.
  const firstYearFeeQuebec =
    fees.annualQuebec === null
      ? firstYearFee
      : fees.firstYear === null || annualFee === null || fees.firstYear >= annualFee
        ? fees.annualQuebec
        : Math.min(fees.firstYear, fees.annualQuebec);
  const earn = earnSchedule(card, estimates);
  const purchaseRate = card.rates.purchase ?? estimates.purchaseRate;
  const estimated: EstimatedFact[] = [];
  if (fees.annual === null && estimates.annualFee !== null)
    estimated.push({ field: 'fees.annual', value: estimates.annualFee });
  if (card.rates.purchase === null && estimates.purchaseRate !== null)
    estimated.push({ field: 'rates.purchase', value: estimates.purchaseRate });
  for (const category of earn.estimatedCategories)
    estimated.push({ field: `earn.${category}`, value: estimates.earn[category]?.[0]?.rate ?? 0 });
  for (const [type, share] of Object.entries(estimates.insurance))
    estimated.push({ field: `insurance.${type}`, value: share });
  if (card.bonuses.birthdayPercent === null && estimates.birthdayPercent !== null)
    estimated.push({ field: 'bonuses.birthdayPercent', value: estimates.birthdayPercent });
  if (card.bonuses.anniversaryPoints === null && estimates.anniversaryPoints !== null)
    estimated.push({ field: 'bonuses.anniversaryPoints', value: estimates.anniversaryPoints });
  if (requirements.creditScore === null && estimates.creditRequired !== null)
    estimated.push({ field: 'requirements.creditScore', value: estimates.creditRequired });

  const common: UnknownFact[] = [];
  if (card.rates.purchase === null) common.push('purchaseRate');
  if (earn.earnUnknown) common.push('earn');
  if (earn.bonusesUnknown) common.push('bonuses');
  if (Object.values(card.insurance).some((coverage) => coverage === null)) common.push('insurance');
  if (requirements.creditScore === null) common.push('creditRequirement');
  if (requirements.personalIncome === null && requirements.householdIncome === null) common.push('incomeRequirement');
  if (welcomeBonus.tiers.length > 0 && welcomeBonus.valueDollars === null) common.push('welcomeBonusValue');
  const assumptions: UnknownFact[] = [...common];
  if (fees.annual === null) assumptions.push('annualFee');
  else if (fees.firstYear === null) assumptions.push('firstYearFee');
  const assumptionsQuebec: UnknownFact[] = [...common];
  if (fees.annualQuebec === null && fees.annual === null) assumptionsQuebec.push('annualFee');
  else {
    if (fees.annualQuebec === null) assumptionsQuebec.push('quebecFee');
    if (fees.firstYear === null) assumptionsQuebec.push('firstYearFee');
  }

  let totalAmount = 0;
  for (const tier of welcomeBonus.tiers) totalAmount += tier.amount;
  return {
    card,
    earn,
    welcome: {
      tiers: welcomeBonus.tiers.map(({ amount, months, spendRequirement }) => ({ amount, months, spendRequirement })),
      totalAmount,
      valueDollars: welcomeBonus.valueDollars,
      endsOn: welcomeBonus.endsOn,
    },
    annualFee,
    annualFeeQuebec,
    firstYearFee,
    firstYearFeeQuebec,
    purchaseRate,
    perksValue: perksValue(card),
    insuranceValue: insuranceValue(card, estimates),
    acceptanceScore: acceptanceScore(card.network),
    creditRequired: creditScoreRequired(requirements.creditScore) ?? estimates.creditRequired,
    personalIncomeRequired: requirements.personalIncome,
    householdIncomeRequired: requirements.householdIncome,
    nameKey: card.name.toLowerCase(),
    displayNameKey: card.displayName.toLowerCase(),
    assumptions,
    assumptionsQuebec,
    estimated,
  };
}

/**
 * The card's facts, unknowns filled by `estimates` (`catalogueEstimates`); cached per card object and
 * estimates (treat catalogue cards as immutable).
 */
export function cardFacts(card: CatalogueCard, estimates: CardEstimates = NO_ESTIMATES): CardFacts {
  const cached = cache.get(card);
  if (cached && cached.estimates === estimates) return cached.facts;
  const facts = computeFacts(card, estimates);
  cache.set(card, { estimates, facts });
  return facts;
}

/**
 * Value of the welcome bonus for a monthly spend: the tiers whose spend requirement the profile
 * reaches within their window (monthly total × months), valued at the stated dollar value (pro rata
 * by points when only some tiers are reached) or else at the card's point value. A bonus that ended
 * before `today` is worth nothing.
 */
export function welcomeBonusValue(
  facts: CardFacts,
  monthlyTotal: number,
  pointValue: number,
  today: string | null | undefined,
): { points: number; dollars: number } {
  const { tiers, totalAmount, valueDollars, endsOn } = facts.welcome;
  if (today && endsOn !== null && endsOn < today) return { points: 0, dollars: 0 };
  if (tiers.length === 0) return { points: 0, dollars: valueDollars ?? 0 };
  let points = 0;
  for (const tier of tiers) if (monthlyTotal * tier.months >= tier.spendRequirement) points += tier.amount;
  const dollars =
    valueDollars === null ? points * pointValue : totalAmount > 0 ? (valueDollars * points) / totalAmount : 0;
  return { points, dollars };
}
