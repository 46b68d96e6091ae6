import { type CatalogueCard, type RewardProgram, SPEND_CATEGORIES, type SpendCategory } from '../catalogue/schema';
import {
  type CategoryEarn,
  type CategoryRewards,
  categoryPoints,
  dollarsPerPoint,
  recurringBonusPoints,
  sharedCapLimits,
} from './annual-rewards';
import { type CardFacts, cardFacts, type EstimatedFact, welcomeBonusValue } from './card-facts';
import {
  approvalScore,
  feesScore,
  insuranceScore,
  interestScore,
  perksScore,
  rewardsRate,
  rewardsScore,
} from './component-scores';
import { type CardEstimates, NO_ESTIMATES } from './peer-estimates';
import { COMPONENT_KEYS, type ComponentKey, RATING_CONFIG, type UnknownFact } from './rating-config';
import type { RatingProfile } from './rating-profile';

/**
 * One card's rating for one visitor (docs/rating-method.md):
 * rating = Σ (base weight × slider × score) ÷ Σ (base weight × slider) over components whose slider
 * is above 0 (all at the neutral slider when every slider is 0), rounded to one decimal.
 *
 * Unknown facts neither flatter nor sink a card: they are estimated from the card's peers
 * (`catalogueEstimates`) and listed in `breakdown.estimated`; a component read from an estimate is
 * marked `estimated`. Only when no peer knows a fee either does it count as $799 (the fees score's zero
 * anchor), and an unknown purchase rate without an estimate scores like the visitor's reference rate.
 * `breakdown.assumptions` lists every unknown and how it was treated (`RATING_CONFIG.unknownFacts`).
 */

export interface ComponentBreakdown {
  key: ComponentKey;
  label: string;
  /** The measured value the score is read from; null when unknown (then scored as the assumption says). */
  raw: number | null;
  /** 0–5. */
  score: number;
  /** Base weight × slider (0 when the slider is 0). */
  weight: number;
  /** weight × score ÷ total weight: the contributions add up to the rating before rounding. */
  contribution: number;
  /** The raw value is (partly) estimated from the card's peers. */
  estimated: boolean;
}

export interface RatingBreakdown {
  categories: CategoryRewards[];
  components: ComponentBreakdown[];
  /** Recurring bonuses (birthday, anniversary, spend thresholds) in the annual rewards. */
  recurringBonus: { points: number; dollars: number };
  /** The welcome bonus counted in the first-year value. */
  welcomeBonus: { points: number; dollars: number };
  /** Dollars per point used. */
  pointValue: number;
  /** The fee subtracted from the first-year value. */
  firstYearFee: number;
  /** Unknown facts and how they were treated (keys of `RATING_CONFIG.unknownFacts`). */
  assumptions: UnknownFact[];
  /** The facts estimated from the card's peers, with the values used. */
  estimated: EstimatedFact[];
}

export interface CardRating {
  slug: string;
  /** 0.0–5.0, one decimal. */
  rating: number;
  annualRewards: number;
  /** Annual rewards − ongoing annual fee (the Quebec fee in QC). */
  netAnnualRewards: number;
  /** Annual rewards + welcome bonus reached − first-year fee. */
  firstYearValue: number;
  /** Debt × (reference rate − purchase rate); 0 when the purchase rate is unknown. */
  interestSavings: number;
  perksValue: number;
  /** Yearly dollar value of the insurance. */
  insuranceValue: number;
  /** The ongoing annual fee that applies (Quebec fee in QC; estimated when unknown); null when not even estimated. */
  annualFee: number | null;
  breakdown: RatingBreakdown;
}

/** The numbers a ranking needs, without the breakdown. */
export interface CardScore {
  facts: CardFacts;
  rating: number;
  /** The rating before rounding: what a small change of one figure moves. */
  exactRating: number;
  annualRewards: number;
  netAnnualRewards: number;
  firstYearValue: number;
  interestSavings: number;
  annualFee: number | null;
}

/** Fee assumed when unknown: the fees component's zero anchor. */
const UNKNOWN_FEE = RATING_CONFIG.components.fees.anchors[0].raw;
const CATEGORY_COUNT = SPEND_CATEGORIES.length;

export interface ProfileContext {
  annualSpend: Float64Array;
  annualTotal: number;
  monthlyTotal: number;
  quebec: boolean;
  /** Base weight × slider per component, in `COMPONENT_KEYS` order, and their sum. */
  weights: Float64Array;
  totalWeight: number;
}

/** What the rating derives from a profile once, before rating many cards with it. */
export function profileContext(profile: RatingProfile): ProfileContext {
  const annualSpend = new Float64Array(CATEGORY_COUNT);
  let monthlyTotal = 0;
  SPEND_CATEGORIES.forEach((category, index) => {
    const monthly = Math.max(0, profile.monthlySpend[category] || 0);
    annualSpend[index] = monthly * 12;
    monthlyTotal += monthly;
  });
  const weights = new Float64Array(COMPONENT_KEYS.length);
  const anySlider = COMPONENT_KEYS.some((key) => profile.sliders[key] > 0);
  let totalWeight = 0;
  COMPONENT_KEYS.forEach((key, index) => {
    const slider = anySlider ? Math.max(0, profile.sliders[key] || 0) : RATING_CONFIG.sliders.neutral;
    const weight = RATING_CONFIG.components[key].baseWeight * slider;
    weights[index] = weight;
    totalWeight += weight;
  });
  return {
    annualSpend,
    annualTotal: monthlyTotal * 12,
    monthlyTotal,
    quebec: profile.province === 'QC',
    weights,
    totalWeight,
  };
}

// Scratch space for one evaluation at a time (the engine is synchronous).
const limitsScratch = new Float64Array(CATEGORY_COUNT);
const pointsScratch = new Float64Array(CATEGORY_COUNT);
const scoresScratch = new Float64Array(COMPONENT_KEYS.length);
const rawScratch: (number | null)[] = COMPONENT_KEYS.map(() => null);

/** Evaluates a card into the scratch arrays; returns the numbers a ranking needs. */
function evaluate(facts: CardFacts, pointValue: number, profile: RatingProfile, context: ProfileContext): CardScore {
  const { earn } = facts;
  const { annualSpend } = context;
  sharedCapLimits(earn, annualSpend, limitsScratch);
  let spendPoints = 0;
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    const points = categoryPoints(
      earn.categories[index] as CategoryEarn,
      annualSpend[index] as number,
      limitsScratch[index],
    );
    pointsScratch[index] = points;
    spendPoints += points;
  }
  const annualRewards = (spendPoints + recurringBonusPoints(earn, spendPoints, context.annualTotal)) * pointValue;
  const annualFee = context.quebec ? facts.annualFeeQuebec : facts.annualFee;
  const feeCharged = annualFee ?? UNKNOWN_FEE;
  const netAnnualRewards = annualRewards - feeCharged;
  const firstYearFee = (context.quebec ? facts.firstYearFeeQuebec : facts.firstYearFee) ?? UNKNOWN_FEE;
  const welcome = welcomeBonusValue(facts, context.monthlyTotal, pointValue, profile.today);
  const firstYearValue = annualRewards + welcome.dollars - firstYearFee;
  const purchaseRate = facts.purchaseRate;
  const interestSavings = purchaseRate === null ? 0 : profile.debtAmount * (profile.interestRate - purchaseRate);

  const rate = rewardsRate(netAnnualRewards, context.annualTotal);
  rawScratch[0] = rate;
  scoresScratch[0] = rewardsScore(rate, profile.pointValueMode);
  rawScratch[1] = purchaseRate;
  scoresScratch[1] = interestScore(purchaseRate ?? profile.interestRate);
  rawScratch[2] = annualFee;
  scoresScratch[2] = feesScore(feeCharged);
  rawScratch[3] = facts.perksValue;
  scoresScratch[3] = perksScore(facts.perksValue);
  rawScratch[4] = facts.insuranceValue;
  scoresScratch[4] = insuranceScore(facts.insuranceValue);
  const approval = approvalScore(
    profile.creditScore,
    facts.creditRequired,
    profile.income,
    facts.personalIncomeRequired,
    facts.householdIncomeRequired,
  );
  rawScratch[5] = approval;
  scoresScratch[5] = approval;
  rawScratch[6] = facts.acceptanceScore;
  scoresScratch[6] = facts.acceptanceScore;

  let sum = 0;
  const { weights, totalWeight } = context;
  for (let index = 0; index < COMPONENT_KEYS.length; index++) {
    sum += ((weights[index] as number) * (scoresScratch[index] as number)) / totalWeight;
  }
  return {
    facts,
    rating: roundRating(sum),
    exactRating: sum,
    annualRewards,
    netAnnualRewards,
    firstYearValue,
    interestSavings,
    annualFee,
  };
}

/** Rounds to the rating's decimals, within 0–5. */
export function roundRating(value: number): number {
  const factor = 10 ** RATING_CONFIG.decimals;
  return Math.min(5, Math.max(0, Math.round(value * factor) / factor));
}

/** The numbers of a card's rating (no breakdown): what `rankCards` sorts and filters on. */
export function scoreCard(
  card: CatalogueCard,
  program: RewardProgram | null | undefined,
  profile: RatingProfile,
  estimates: CardEstimates = NO_ESTIMATES,
): CardScore {
  return scoreFacts(cardFacts(card, estimates), program, profile);
}

/** `scoreCard` from the card's facts, with the profile's context when rating many cards. */
export function scoreFacts(
  facts: CardFacts,
  program: RewardProgram | null | undefined,
  profile: RatingProfile,
  context: ProfileContext = profileContext(profile),
): CardScore {
  return evaluate(facts, dollarsPerPoint(program, profile.pointValueMode, facts.card), profile, context);
}

/** Which components read an estimated fact, in `COMPONENT_KEYS` order. */
function estimatedComponents(facts: CardFacts, quebec: boolean): boolean[] {
  const fields = new Set(facts.estimated.map((fact) => fact.field.split('.')[0]));
  const feeEstimated = facts.estimated.some((fact) => fact.field === 'fees.annual');
  const feeApplies = !(quebec && facts.card.fees.annualQuebec !== null);
  const rewards = fields.has('earn') || fields.has('bonuses') || (feeEstimated && feeApplies);
  return COMPONENT_KEYS.map((key) => {
    switch (key) {
      case 'rewards':
        return rewards;
      case 'interest':
        return fields.has('rates');
      case 'fees':
        return feeEstimated && feeApplies;
      case 'insurance':
        return fields.has('insurance');
      case 'approval':
        return fields.has('requirements');
      default:
        return false;
    }
  });
}

/**
 * A card's rating for a profile, with its full breakdown. `context` (from `profileContext(profile)`)
 * saves recomputing it when rating many cards for one profile.
 */
export function rateCard(
  card: CatalogueCard,
  program: RewardProgram | null | undefined,
  profile: RatingProfile,
  context: ProfileContext = profileContext(profile),
  estimates: CardEstimates = NO_ESTIMATES,
): CardRating {
  const facts = cardFacts(card, estimates);
  const pointValue = dollarsPerPoint(program, profile.pointValueMode, card);
  const score = evaluate(facts, pointValue, profile, context);

  const categories: CategoryRewards[] = [];
  let spendPoints = 0;
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    const points = pointsScratch[index] as number;
    spendPoints += points;
    categories.push({
      category: SPEND_CATEGORIES[index] as SpendCategory,
      spend: context.annualSpend[index] as number,
      points,
      dollars: points * pointValue,
    });
  }
  const bonusPoints = recurringBonusPoints(facts.earn, spendPoints, context.annualTotal);
  const estimatedFlags = estimatedComponents(facts, context.quebec);
  const components: ComponentBreakdown[] = COMPONENT_KEYS.map((key, index) => {
    const weight = context.weights[index] as number;
    const componentScore = scoresScratch[index] as number;
    return {
      key,
      label: RATING_CONFIG.components[key].label,
      raw: rawScratch[index] ?? null,
      score: componentScore,
      weight,
      contribution: (weight * componentScore) / context.totalWeight,
      estimated: estimatedFlags[index] === true,
    };
  });
  const assumptions = [...(context.quebec ? facts.assumptionsQuebec : facts.assumptions)];
  if (!program) assumptions.push('rewardProgram');
  const firstYearFee = (context.quebec ? facts.firstYearFeeQuebec : facts.firstYearFee) ?? UNKNOWN_FEE;
  return {
    slug: card.slug,
    rating: score.rating,
    annualRewards: score.annualRewards,
    netAnnualRewards: score.netAnnualRewards,
    firstYearValue: score.firstYearValue,
    interestSavings: score.interestSavings,
    perksValue: facts.perksValue,
    insuranceValue: facts.insuranceValue,
    annualFee: score.annualFee,
    breakdown: {
      categories,
      components,
      recurringBonus: { points: bonusPoints, dollars: bonusPoints * pointValue },
      welcomeBonus: welcomeBonusValue(facts, context.monthlyTotal, pointValue, profile.today),
      pointValue,
      firstYearFee,
      assumptions,
      estimated: [...facts.estimated],
    },
  };
}
