export {
  type AnnualRewards,
  annualRewards,
  type CategoryEarn,
  type CategoryRewards,
  categoryPoints,
  dollarsPerPoint,
  type EarnSchedule,
  earnSchedule,
} from './annual-rewards';
export { type CardFacts, cardFacts, type EstimatedFact, welcomeBonusValue } from './card-facts';
export {
  approvalScore,
  feesScore,
  insuranceScore,
  insuranceValue,
  interestScore,
  perksScore,
  perksValue,
  rewardsRate,
  rewardsScore,
} from './component-scores';
export {
  CREDIT_FITS,
  type CreditFit,
  creditBandLabel,
  creditFit,
  creditFitNote,
  creditFitText,
  recommendedCreditText,
  UNPUBLISHED_CREDIT_TEXT,
} from './credit-fit';
export { ESTIMATE_FOOTNOTES } from './estimate-footnotes';
export { estimatedRatingParts } from './estimated-parts';
export {
  checkExpectation,
  type Expectation,
  type ExpectationResult,
  ExpertExpectation,
} from './expert-expectations';
export { figureImpact } from './figure-impact';
export { type CardEstimates, catalogueEstimates, median } from './peer-estimates';
export { type RankCardsInput, type RankCardsResult, type RankedCard, rankCards } from './rank-cards';
export {
  type CardRating,
  type CardScore,
  type ComponentBreakdown,
  type ProfileContext,
  profileContext,
  type RatingBreakdown,
  rateCard,
  roundRating,
  scoreCard,
} from './rate-card';
export {
  type Anchor,
  COMPONENT_KEYS,
  type ComponentKey,
  RATING_CONFIG,
  RATING_METHOD_VERSION,
  type RatingConfig,
  scoreOnAnchors,
  type UnknownFact,
} from './rating-config';
export {
  defaultRatingProfile,
  monthlySpendByCategory,
  profileFromFilterState,
  type RatingProfile,
} from './rating-profile';
export {
  meetsUserReviewFloors,
  NO_USER_REVIEWS,
  type StarCounts,
  summarizeStars,
  type UserReviewSummary,
} from './user-reviews';
