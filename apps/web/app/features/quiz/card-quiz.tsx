import { resolveFilterState } from '@cardgenius/core/filters';
import {
  checkQuizStep,
  EMPTY_QUIZ_DRAFT,
  filterStateFromQuizAnswers,
  QUIZ_STEP_FIELDS,
  QUIZ_STEPS,
  type QuizDraft,
  type QuizErrors,
  type QuizField,
  quizAnswersFromDraft,
} from '@cardgenius/core/quiz';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { track } from '../../lib/analytics';
import { useEarlyInput } from '../../lib/early-input';
import { saveFilterCookies } from '../../lib/filter-cookies';
import { LeaveGuard } from './leave-guard';
import type { QuizIntent, QuizOutcome } from './quiz-outcome';
import { fieldId, QUESTION_TITLES, QuestionFields } from './quiz-questions';
import { QuizResults } from './quiz-results';

const ID_PREFIX = 'quiz';
type Results = Extract<QuizOutcome, { kind: 'results' }>;

/** The answers of the steps not on screen, so that a script-free post carries the whole quiz. */
function HiddenAnswers({ draft, except }: { draft: QuizDraft; except: readonly QuizField[] }) {
  return (
    <>
      {(Object.keys(draft) as QuizField[])
        .filter((field) => !except.includes(field))
        .flatMap((field) => {
          const value = draft[field];
          return (Array.isArray(value) ? value : [value]).map((entry) => (
            <input key={`${field}-${entry}`} type="hidden" name={field} value={entry} />
          ));
        })}
    </>
  );
}

/**
 * The quiz: one question per step, then the top cards for the answers. With JavaScript the steps run
 * in the page and only the last one is posted (through a fetcher); without it, every Back, Next and
 * Finish is a form post and the server answers the next step or the results (`outcome`).
 */
export function CardQuiz({ outcome }: { outcome: QuizOutcome | undefined }) {
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  const [draft, setDraft] = useState<QuizDraft>(outcome?.draft ?? { ...EMPTY_QUIZ_DRAFT, spendFocus: [] });
  const [step, setStep] = useState(outcome?.kind === 'step' ? outcome.step : 0);
  const [errors, setErrors] = useState<QuizErrors>(outcome?.kind === 'step' ? outcome.errors : {});
  const [results, setResults] = useState<Results | null>(outcome?.kind === 'results' ? outcome : null);
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const fetcher = useFetcher<QuizOutcome>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  /** Focus moves only after the visitor acts, never on the first render. */
  const focusTarget = useRef<'question' | 'results' | QuizField | null>(null);

  const current = QUIZ_STEPS[Math.min(Math.max(step, 0), QUIZ_STEPS.length - 1)] ?? 'spending';
  const stepIndex = QUIZ_STEPS.indexOf(current);
  const last = stepIndex === QUIZ_STEPS.length - 1;
  const busy = fetcher.state !== 'idle';

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const data = fetcher.data;
    if (!data || fetcher.state !== 'idle') return;
    if (data.kind === 'results') {
      track('core-feature', { name: 'Quiz', instance: 'completed', options: { cards: data.cards.length } });
      saveFilterCookies(resolveFilterState(filterStateFromQuizAnswers(data.answers)));
      setSaved(true);
      setResults(data);
      setTouched(false);
      focusTarget.current = 'results';
    } else {
      setStep(data.step);
      setErrors(data.errors);
      focusTarget.current = (Object.keys(data.errors)[0] as QuizField | undefined) ?? 'question';
    }
  }, [fetcher.data, fetcher.state]);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'question') headingRef.current?.focus();
    else if (target === 'results') resultsHeadingRef.current?.focus();
    else if (target) document.getElementById(fieldId(ID_PREFIX, target))?.focus();
  });

  const change = (patch: Partial<QuizDraft>) => {
    setDraft((before) => ({ ...before, ...patch }));
    setTouched(true);
    setErrors((before) => {
      const after = { ...before };
      for (const field of Object.keys(patch) as QuizField[]) delete after[field];
      return after;
    });
  };

  const showStep = (index: number) => {
    setStep(index);
    setErrors({});
    focusTarget.current = 'question';
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = (submitter?.value ?? (last ? 'finish' : 'next')) as QuizIntent;
    if (intent === 'back') return showStep(Math.max(0, stepIndex - 1));
    const stepErrors = checkQuizStep(current, draft);
    if (Object.keys(stepErrors).length > 0) {
      setErrors(stepErrors);
      focusTarget.current = Object.keys(stepErrors)[0] as QuizField;
      return;
    }
    setTouched(true);
    if (!last) return showStep(stepIndex + 1);
    const check = quizAnswersFromDraft(draft);
    if (!check.ok) {
      setStep(check.stepIndex);
      setErrors(check.errors);
      focusTarget.current = Object.keys(check.errors)[0] as QuizField;
      return;
    }
    const form = new FormData(event.currentTarget);
    form.set('intent', 'finish');
    void fetcher.submit(form, { method: 'post' });
  };

  const restart = (keepAnswers: boolean) => {
    if (!keepAnswers) setDraft({ ...EMPTY_QUIZ_DRAFT, spendFocus: [] });
    setResults(null);
    setSaved(false);
    setTouched(false);
    showStep(0);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16">
      <LeaveGuard active={touched && results === null} />
      {results ? (
        <QuizResults
          answers={results.answers}
          cards={results.cards}
          total={results.total}
          belowCreditScore={results.belowCreditScore}
          stateParam={results.stateParam}
          saved={saved}
          interactive={hydrated}
          headingRef={resultsHeadingRef}
          onChangeAnswers={() => restart(true)}
          onStartOver={() => restart(false)}
        />
      ) : (
        <>
          <h1 className="font-bold text-3xl">Find the credit card that fits you</h1>
          <p className="mt-2 text-lg text-slate-700">
            Seven quick questions about how you spend and what you want. We rate every card in our catalogue on your
            answers and show you the best five.
          </p>
          <form ref={formRef} method="post" noValidate onSubmit={submit} className="mt-8">
            <div className="flex items-center justify-between gap-4 text-slate-600 text-sm">
              <p>
                Question {stepIndex + 1} of {QUIZ_STEPS.length}
              </p>
            </div>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${((stepIndex + 1) / QUIZ_STEPS.length) * 100}%` }}
              />
            </div>
            <input type="hidden" name="step" value={stepIndex} />
            <HiddenAnswers draft={draft} except={QUIZ_STEP_FIELDS[current]} />
            <div className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              <fieldset>
                <legend className="mb-5">
                  <h2 ref={headingRef} tabIndex={-1} className="font-bold text-xl sm:text-2xl">
                    {QUESTION_TITLES[current]}
                  </h2>
                </legend>
                <QuestionFields step={current} draft={draft} errors={errors} onChange={change} idPrefix={ID_PREFIX} />
              </fieldset>
            </div>
            <div className="mt-6 flex items-center justify-between gap-3">
              {stepIndex > 0 ? (
                <button
                  type={hydrated ? 'button' : 'submit'}
                  name="intent"
                  value="back"
                  onClick={hydrated ? () => showStep(stepIndex - 1) : undefined}
                  className="rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  Back
                </button>
              ) : (
                <span />
              )}
              <button
                type="submit"
                name="intent"
                value={last ? 'finish' : 'next'}
                aria-disabled={busy || undefined}
                className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
              >
                {last ? (busy ? 'Finding your cards…' : 'See my cards') : 'Next'}
              </button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
