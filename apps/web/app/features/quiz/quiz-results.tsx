import { CREDIT_SCORE_BAND_INFO, creditScoreBand, STATE_QUERY_PARAM } from '@cardgenius/core/filters';
import type { QuizAnswers } from '@cardgenius/core/quiz';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { formatDollars } from '../../lib/format';
import { paths } from '../../lib/paths';
import { SPEND_CATEGORY_LABELS } from '../../lib/spend-category-labels';
import { type CardSummary, TopCardList } from './top-card-list';

const REWARD_WORDS = { cash: 'Cash back', flex: 'Flexible points', travel: 'Travel rewards' } as const;
const FEE_WORDS = { none: 'No fee', low: 'Up to $150 a year', any: 'Any fee' } as const;
const PRIORITY_WORDS = {
  rewards: 'The most rewards',
  perks: 'Travel perks',
  insurance: 'Insurance',
  cost: 'The lowest cost',
  approval: 'Getting approved',
} as const;

function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The answers in a line each, so the visitor can see what the ranking is based on. */
function answerLines(answers: QuizAnswers): { term: string; detail: string }[] {
  const band = CREDIT_SCORE_BAND_INFO[creditScoreBand(answers.creditScore)];
  const focus = answers.spendFocus.map((category) => SPEND_CATEGORY_LABELS[category].toLowerCase());
  return [
    {
      term: 'Monthly spending',
      detail: `${formatDollars(answers.monthlySpend)}${focus.length ? `, mostly ${listWords(focus)}` : ''}`,
    },
    { term: 'Rewards', detail: REWARD_WORDS[answers.rewardType] },
    { term: 'Annual fee', detail: FEE_WORDS[answers.feeTolerance] },
    {
      term: 'Credit score',
      detail: typeof answers.creditScore === 'number' ? `${answers.creditScore} (${band.label})` : band.label,
    },
    { term: 'Income', detail: `${formatDollars(answers.income)} a year` },
    { term: 'Balance carried', detail: answers.balance > 0 ? formatDollars(answers.balance) : 'None' },
    { term: 'Matters most', detail: PRIORITY_WORDS[answers.priority] },
  ];
}

/** The quiz's answer: the top cards for the answers, what they were, and the way on to every result. */
export function QuizResults({
  answers,
  cards,
  total,
  belowCreditScore,
  stateParam,
  saved,
  interactive,
  headingRef,
  onChangeAnswers,
  onStartOver,
}: {
  answers: QuizAnswers;
  cards: CardSummary[];
  total: number;
  belowCreditScore: number;
  stateParam: string;
  saved: boolean;
  /** False until the page's script runs: buttons that need it stay hidden. */
  interactive: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChangeAnswers: () => void;
  onStartOver: () => void;
}) {
  const allResults = `${paths.creditCards()}?${STATE_QUERY_PARAM}=${stateParam}`;
  return (
    <div>
      <h1 id="quiz-results-heading" ref={headingRef} tabIndex={-1} className="font-bold text-3xl">
        {cards.length === 0
          ? 'No card fits every answer'
          : cards.length === 1
            ? 'The card that fits you best'
            : `Your top ${cards.length} cards`}
      </h1>
      {cards.length === 0 ? (
        <p className="mt-3 text-slate-700">
          No card in our catalogue meets all of your answers at once. Allowing an annual fee, or checking the income you
          entered, usually opens up more cards.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {total} {total === 1 ? 'card fits' : 'cards fit'} your answers. These rate highest for how you spend and
            what you told us matters.
            {belowCreditScore > 0
              ? ` ${belowCreditScore} more ${belowCreditScore === 1 ? 'card likely needs' : 'likely need'} a higher credit score, by ${belowCreditScore === 1 ? 'its issuer’s recommendation' : 'their issuers’ recommendations'}: all results list them last.`
              : ''}
          </p>
          <div className="mt-5">
            <TopCardList cards={cards} label="Cards that fit your answers" />
          </div>
        </>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {cards.length > 0 ? (
          <Link
            to={allResults}
            className="rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            See all results
          </Link>
        ) : null}
        {interactive ? (
          <button
            type="button"
            onClick={onChangeAnswers}
            className="rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Change my answers
          </button>
        ) : null}
        <Link
          to={paths.quiz()}
          onClick={(event) => {
            if (!interactive) return;
            event.preventDefault();
            onStartOver();
          }}
          className="px-2 py-2.5 font-semibold text-brand-700 underline"
        >
          Start over
        </Link>
      </div>
      {saved ? (
        <p className="mt-4 text-slate-600 text-sm">
          We saved your spending and preferences on this device, so the compare page starts from them.
        </p>
      ) : null}

      <h2 className="mt-10 font-bold text-lg">Your answers</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
        {answerLines(answers).map((line) => (
          <div key={line.term} className="flex justify-between gap-4 sm:block">
            <dt className="text-slate-600">{line.term}</dt>
            <dd className="text-right font-medium sm:text-left">{line.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
