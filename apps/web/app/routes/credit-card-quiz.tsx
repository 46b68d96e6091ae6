import { endpoints } from '@cardgenius/core/contract';
import { encodeFilterStateParam, resolveFilterState } from '@cardgenius/core/filters';
import {
  checkQuizStep,
  filterStateFromQuizAnswers,
  QUIZ_STEPS,
  quizAnswersFromDraft,
  quizDraftFromForm,
} from '@cardgenius/core/quiz';
import { Link } from 'react-router';
import { CardQuiz } from '../features/quiz/card-quiz';
import type { QuizOutcome } from '../features/quiz/quiz-outcome';
import { cardSummary } from '../features/quiz/top-card-list';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import { BrandMark } from '../shell/brand-mark';
import type { Route } from './+types/credit-card-quiz';

const RESULTS_SHOWN = 5;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Credit card quiz: find the card that fits you',
    description:
      'Answer seven quick questions about your spending, rewards, fees, credit score and income, and see the Canadian credit cards that rate best for you.',
  });

/**
 * Answers the quiz form. The page's script posts only the finished quiz; without JavaScript every
 * Back, Next and Finish lands here and the next step (or the results) is rendered by the server.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<QuizOutcome> {
  const form = await request.formData();
  const draft = quizDraftFromForm(form);
  const intent = form.get('intent');
  const posted = Number(form.get('step'));
  const step = Number.isInteger(posted) ? Math.min(Math.max(posted, 0), QUIZ_STEPS.length - 1) : 0;
  if (intent === 'back') return { kind: 'step', step: Math.max(0, step - 1), draft, errors: {} };
  if (intent !== 'finish') {
    const errors = checkQuizStep(QUIZ_STEPS[step] ?? 'spending', draft);
    const complete = Object.keys(errors).length === 0;
    return { kind: 'step', step: complete ? Math.min(step + 1, QUIZ_STEPS.length - 1) : step, draft, errors };
  }
  const check = quizAnswersFromDraft(draft);
  if (!check.ok) return { kind: 'step', step: check.stepIndex, draft, errors: check.errors };
  const state = resolveFilterState(filterStateFromQuizAnswers(check.answers));
  const ranking = await context.api.call(endpoints.rankCards, {
    body: { ...state, resultsPerPage: RESULTS_SHOWN, page: 1 },
  });
  return {
    kind: 'results',
    draft,
    answers: check.answers,
    // Cards that likely need a higher credit score rank last on the compare page; the quiz leaves them out.
    total: ranking.total - ranking.belowCreditScore,
    belowCreditScore: ranking.belowCreditScore,
    cards: ranking.cards.filter((card) => card.creditFit !== 'below').map(cardSummary),
    stateParam: encodeFilterStateParam(state),
  };
}

/** The site's header and footer are hidden here (shell-and-browsing §2.5), so the quiz has its own top bar. */
function QuizTopBar({ brandName }: { brandName: string }) {
  return (
    <div className="border-slate-200 border-b bg-white">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3">
        <Link to={paths.home()} className="text-slate-900" aria-label={`${brandName} home`}>
          <BrandMark brandName={brandName} />
        </Link>
        <Link
          to={paths.home()}
          className="rounded-md px-3 py-2 font-medium text-slate-700 text-sm underline hover:bg-slate-100"
        >
          Exit quiz
        </Link>
      </div>
    </div>
  );
}

export default function CreditCardQuiz({ actionData, matches }: Route.ComponentProps) {
  return (
    <>
      <QuizTopBar brandName={matches[0].loaderData.site.brandName} />
      <CardQuiz outcome={actionData} />
    </>
  );
}
