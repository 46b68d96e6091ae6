import { type CatalogueCard, INSURANCE_TYPES, type InsuranceType } from '../catalogue/schema';
import { type CardEstimates, NO_ESTIMATES } from './peer-estimates';
import { RATING_CONFIG, scoreOnAnchors } from './rating-config';

/** Each component's 0–5 score from its raw value, by the anchors of `RATING_CONFIG`. */
const { components } = RATING_CONFIG;

/** Net annual rewards as a share of annual spend (0 when nothing is spent). */
export function rewardsRate(netAnnualRewards: number, annualSpend: number): number {
  return annualSpend > 0 ? netAnnualRewards / annualSpend : 0;
}

/** The rewards score; in the modes that value points for travel the bar is higher (`travelAnchors`). */
export function rewardsScore(rewardsRateValue: number, pointValueMode = 'flex'): number {
  const { rewards } = components;
  return scoreOnAnchors(
    rewards.travelModes.includes(pointValueMode) ? rewards.travelAnchors : rewards.anchors,
    rewardsRateValue,
  );
}

/** Purchase rate as a fraction. */
export function interestScore(purchaseRate: number): number {
  return scoreOnAnchors(components.interest.anchors, purchaseRate);
}

export function feesScore(annualFee: number): number {
  return scoreOnAnchors(components.fees.anchors, annualFee);
}

export function perksScore(perksValue: number): number {
  return scoreOnAnchors(components.perks.anchors, perksValue);
}

export function insuranceScore(insuranceValue: number): number {
  return scoreOnAnchors(components.insurance.anchors, insuranceValue);
}

/** Sum of the perks' yearly dollar values. */
export function perksValue(card: CatalogueCard): number {
  let total = 0;
  for (const perk of card.perks) total += perk.valueDollars;
  return total;
}

/** The yearly value of one coverage the card includes: travel medical and mobile device pro rata below full cover. */
function coverageValue(type: InsuranceType, coverage: { amount: number | null; days: number | null }): number {
  const { values, travelMedicalFullDays, mobileDeviceFullAmount } = components.insurance;
  const value = values[type];
  if (type === 'travelMedical' && coverage.days !== null)
    return value * Math.min(1, coverage.days / travelMedicalFullDays);
  if (type === 'mobileDevice' && coverage.amount !== null)
    return value * Math.min(1, coverage.amount / mobileDeviceFullAmount);
  return value;
}

/**
 * The yearly dollar value of the card's insurance: each coverage included at its value, each coverage
 * the catalogue does not know at its value times the share of peers that include it (an estimate).
 */
export function insuranceValue(card: CatalogueCard, estimates: CardEstimates = NO_ESTIMATES): number {
  let total = 0;
  for (const type of INSURANCE_TYPES) {
    const coverage = card.insurance[type];
    if (coverage) total += coverageValue(type, coverage);
    else if (coverage === null) total += components.insurance.values[type] * (estimates.insurance[type] ?? 0);
  }
  return total;
}

export function acceptanceScore(network: CatalogueCard['network']): number {
  return components.acceptance.byNetwork[network];
}

/**
 * Fit of one requirement: 0 below it, `qualifyingScore` at it, rising linearly to 5 at the margin;
 * `unknownRequirementScore` when either side is unknown.
 */
function fit(have: number | null, need: number | null, margin: number): number {
  const { qualifyingScore, unknownRequirementScore } = components.approval;
  if (have === null || need === null) return unknownRequirementScore;
  if (have < need) return 0;
  if (margin <= 0 || have >= need + margin) return 5;
  return qualifyingScore + ((have - need) / margin) * (5 - qualifyingScore);
}

/**
 * Income fit. A personal income requirement is checked against the visitor's income; a household
 * one can only help (a household earns at least the visitor's income), so it counts when the
 * visitor's income alone meets it. With no personal requirement and a household one out of reach
 * (their household income is not known), the fit is unknown.
 */
function incomeFit(income: number | null, personal: number | null, household: number | null): number {
  const { incomeMarginRatio, unknownRequirementScore } = components.approval;
  if (personal === 0 || household === 0) return 5;
  const viaHousehold =
    household !== null && income !== null && income >= household
      ? fit(income, household, household * incomeMarginRatio)
      : null;
  if (personal === null) return viaHousehold ?? unknownRequirementScore;
  return Math.max(fit(income, personal, personal * incomeMarginRatio), viaHousehold ?? 0);
}

/**
 * Approval fit: the lower of the credit fit (score against the floor of the card's band, full marks
 * 60 points above it) and the income fit (income against the requirement, full marks 25 % above it;
 * no requirement scores 5).
 */
export function approvalScore(
  creditScore: number | null,
  creditRequired: number | null,
  income: number | null,
  personalIncomeRequired: number | null,
  householdIncomeRequired: number | null,
): number {
  const credit = fit(creditScore, creditRequired, components.approval.creditMarginPoints);
  return Math.min(credit, incomeFit(income, personalIncomeRequired, householdIncomeRequired));
}
