import type { CatalogueCard } from '../catalogue/schema';
import { creditScoreRequired } from '../filters/credit-score';
import { type EarnSchedule, earnSchedule } from './annual-rewards';
import { acceptanceScore, insurancePoints, perksValue } from './component-scores';
import type { UnknownFact } from './rating-config';

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
  /** Ongoing annual fee outside Quebec, and in Quebec (the ordinary fee when no Quebec fee is known). */
  annualFee: number | null;
  annualFeeQuebec: number | null;
  /** First-year fee outside Quebec, and in Quebec. */
  firstYearFee: number | null;
  firstYearFeeQuebec: number | null;
  purchaseRate: number | null;
  perksValue: number;
  insurancePoints: number;
  acceptanceScore: number;
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
}

const cache = new WeakMap<CatalogueCard, CardFacts>();

function computeFacts(card: CatalogueCard): CardFacts {
  const { fees, welcomeBonus, requirements } = card;
  const annualFee = fees.annual;
  const annualFeeQuebec = fees.annualQuebec ?? annualFee;
  const firstYearFee = fees.firstYear ?? annualFee;
  // In Quebec a first-year waiver or discount (first-year fee below the ordinary fee) carries over.
  const firstYearFeeQuebec =
    fees.annualQuebec === null
      ? firstYearFee
      : fees.firstYear === null || annualFee === null || fees.firstYear >= annualFee
        ? fees.annualQuebec
        : Math.min(fees.firstYear, fees.annualQuebec);
  const earn = earnSchedule(card);

  const common: UnknownFact[] = [];
  if (card.rates.purchase === null) common.push('purchaseRate');
  if (earn.earnUnknown) common.push('earn');
  if (earn.bonusesUnknown) common.push('bonuses');
  if (Object.values(card.insurance).some((coverage) => coverage === null)) common.push('insurance');
  if (requirements.creditScore === null) common.push('creditRequirement');
  if (requirements.personalIncome === null && requirements.householdIncome === null) common.push('incomeRequirement');
  if (welcomeBonus.tiers.length > 0 && welcomeBonus.valueDollars === null) common.push('welcomeBonusValue');
  const assumptions: UnknownFact[] = [...common];
  if (annualFee === null) assumptions.push('annualFee');
  else if (fees.firstYear === null) assumptions.push('firstYearFee');
  const assumptionsQuebec: UnknownFact[] = [...common];
  if (annualFeeQuebec === null) assumptionsQuebec.push('annualFee');
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
    purchaseRate: card.rates.purchase,
    perksValue: perksValue(card),
    insurancePoints: insurancePoints(card),
    acceptanceScore: acceptanceScore(card.network),
    creditRequired: creditScoreRequired(requirements.creditScore),
    personalIncomeRequired: requirements.personalIncome,
    householdIncomeRequired: requirements.householdIncome,
    nameKey: card.name.toLowerCase(),
    displayNameKey: card.displayName.toLowerCase(),
    assumptions,
    assumptionsQuebec,
  };
}

/** The card's facts (cached per card object). */
export function cardFacts(card: CatalogueCard): CardFacts {
  let facts = cache.get(card);
  if (!facts) {
    facts = computeFacts(card);
    cache.set(card, facts);
  }
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
