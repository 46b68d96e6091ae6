import type { QuizAnswers, QuizDraft, QuizErrors } from '@cardgenius/core/quiz';
import type { CardSummary } from './top-card-list';

/** The buttons that submit the quiz form (without JavaScript, each press is a form post). */
export const QUIZ_INTENTS = ['back', 'next', 'finish'] as const;
export type QuizIntent = (typeof QUIZ_INTENTS)[number];

/** What the quiz's form post answers: the step to show (with what to fix), or the results. */
export type QuizOutcome =
  | { kind: 'step'; step: number; draft: QuizDraft; errors: QuizErrors }
  | {
      kind: 'results';
      draft: QuizDraft;
      answers: QuizAnswers;
      /** Cards that fit the answers, the credit score included. */
      total: number;
      /** Cards left out because their issuers recommend a higher credit score than the answer. */
      belowCreditScore: number;
      cards: CardSummary[];
      /** The `state=` text of the answers' filter state, for the compare page. */
      stateParam: string;
    };
