import '../zod-setup';
import { z } from 'zod';
import { CREDIT_SCORE_MAX, CREDIT_SCORE_MESSAGES, CREDIT_SCORE_MIN, CREDIT_SCORE_RANGES } from './credit-score-bands';

export * from './credit-score-bands';

/** The filter state's credit score: a number 300–900 or a range, with the spec's messages. */
export const CreditScore = z.union(
  [
    z.number().min(CREDIT_SCORE_MIN, CREDIT_SCORE_MESSAGES.tooLow).max(CREDIT_SCORE_MAX, CREDIT_SCORE_MESSAGES.tooHigh),
    z.enum(CREDIT_SCORE_RANGES, CREDIT_SCORE_MESSAGES.invalidRange),
  ],
  CREDIT_SCORE_MESSAGES.invalidRange,
);
