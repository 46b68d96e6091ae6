import { CREDIT_SCORE_BAND_INFO } from '@cardgenius/core/filters';
import {
  type CreditChoice,
  MAX_SPEND_FOCUS,
  type QuizDraft,
  type QuizErrors,
  type QuizField,
  type QuizStep,
  SPEND_FOCUS_CATEGORIES,
} from '@cardgenius/core/quiz';
import type { ReactNode } from 'react';
import { SPEND_CATEGORY_LABELS } from '../../lib/spend-category-labels';

/** Each step's question, shown as its legend. */
export const QUESTION_TITLES: Record<QuizStep, string> = {
  spending: 'How much do you put on a credit card in a typical month?',
  rewards: 'What kind of rewards do you want?',
  fee: 'How much would you pay in annual fees?',
  credit: 'What is your credit score?',
  income: 'What is your personal income before tax?',
  balance: 'Do you ever carry a balance from one month to the next?',
  priority: 'Besides rewards and fees, what matters most to you?',
};

interface Choice {
  value: string;
  label: string;
  hint?: string;
}

const REWARD_CHOICES: Choice[] = [
  { value: 'cash', label: 'Cash back', hint: 'Money back on your statement or into your account. Simple and certain.' },
  { value: 'flex', label: 'Flexible points', hint: 'Points for travel, statement credits, gift cards and more.' },
  {
    value: 'travel',
    label: 'Travel rewards',
    hint: 'Points and miles for flights and hotels, where they are usually worth the most.',
  },
];

const FEE_CHOICES: Choice[] = [
  { value: 'none', label: 'Nothing', hint: 'Show me no-fee cards only.' },
  { value: 'low', label: 'Up to $150 a year', hint: 'If the card gives more back than it costs.' },
  { value: 'any', label: 'Any fee', hint: 'Premium cards included, if they earn their fee back.' },
];

const CREDIT_CHOICES: Choice[] = [
  ...(['excellent', 'very-good', 'good', 'fair', 'poor'] as const).map((band) => {
    const info = CREDIT_SCORE_BAND_INFO[band];
    return { value: band, label: `${info.label} (${info.min}–${info.max})` };
  }),
  { value: 'exact' satisfies CreditChoice, label: 'I know my score', hint: 'Type it in for a closer match.' },
];

const BALANCE_CHOICES: Choice[] = [
  { value: 'no', label: 'No, I pay in full every month' },
  { value: 'yes', label: 'Yes, sometimes or usually' },
];

const PRIORITY_CHOICES: Choice[] = [
  { value: 'rewards', label: 'The most rewards', hint: 'Earning as much as possible on what you spend.' },
  { value: 'perks', label: 'Travel perks', hint: 'Airport lounges, free checked bags, travel credits.' },
  {
    value: 'insurance',
    label: 'Insurance',
    hint: 'Travel medical, trip cancellation, rental car and purchase coverage.',
  },
  { value: 'cost', label: 'The lowest cost', hint: 'Keeping the annual fee down.' },
  { value: 'approval', label: 'Getting approved', hint: 'Cards whose requirements you meet comfortably.' },
];

export const fieldId = (idPrefix: string, field: QuizField) => `${idPrefix}-${field}`;
const errorId = (idPrefix: string, field: QuizField) => `${idPrefix}-${field}-error`;

function FieldError({ idPrefix, field, errors }: { idPrefix: string; field: QuizField; errors: QuizErrors }) {
  const message = errors[field];
  return message ? (
    <p id={errorId(idPrefix, field)} className="mt-2 font-medium text-red-700 text-sm">
      {message}
    </p>
  ) : null;
}

/** Radio buttons or checkboxes as tappable boxes; the whole box picks the option. */
function ChoiceList({
  type,
  name,
  choices,
  selected,
  onSelect,
  idPrefix,
  describedBy,
  columns = false,
}: {
  type: 'radio' | 'checkbox';
  name: QuizField;
  choices: Choice[];
  selected: (value: string) => boolean;
  onSelect: (value: string, checked: boolean) => void;
  idPrefix: string;
  describedBy?: string;
  columns?: boolean;
}) {
  return (
    <div className={`grid gap-2 ${columns ? 'sm:grid-cols-2' : ''}`}>
      {choices.map((choice, index) => {
        const id = index === 0 ? fieldId(idPrefix, name) : `${fieldId(idPrefix, name)}-${choice.value}`;
        const hintId = `${id}-hint`;
        return (
          <div
            key={choice.value}
            className="relative flex gap-3 rounded-lg border border-slate-300 bg-white p-3 hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              id={id}
              type={type}
              name={name}
              value={choice.value}
              checked={selected(choice.value)}
              onChange={(event) => onSelect(choice.value, event.currentTarget.checked)}
              aria-describedby={[choice.hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined}
              className="relative z-10 mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            />
            <div>
              {/* The label's overlay makes the whole box clickable. */}
              <label htmlFor={id} className="cursor-pointer font-medium after:absolute after:inset-0">
                {choice.label}
              </label>
              {choice.hint ? (
                <p id={hintId} className="text-slate-600 text-sm">
                  {choice.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function AmountInput({
  field,
  label,
  hint,
  draft,
  errors,
  onChange,
  idPrefix,
}: {
  field: 'spendTotal' | 'income' | 'balanceAmount' | 'creditScore';
  label: string;
  hint?: string;
  draft: QuizDraft;
  errors: QuizErrors;
  onChange: (patch: Partial<QuizDraft>) => void;
  idPrefix: string;
}) {
  const id = fieldId(idPrefix, field);
  const dollars = field !== 'creditScore';
  const describedBy = [hint ? `${id}-hint` : null, errors[field] ? errorId(idPrefix, field) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-600 text-sm">
          {hint}
        </p>
      ) : null}
      <div className="relative mt-2 max-w-xs">
        {dollars ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
          >
            $
          </span>
        ) : null}
        <input
          id={id}
          name={field}
          type="text"
          inputMode={dollars ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.currentTarget.value })}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`block w-full rounded-md border bg-white py-2.5 pr-3 text-lg ${dollars ? 'pl-7' : 'pl-3'} ${errors[field] ? 'border-red-700' : 'border-slate-300'}`}
        />
      </div>
      <FieldError idPrefix={idPrefix} field={field} errors={errors} />
    </div>
  );
}

/** The controls of one step (the legend is the caller's). */
export function QuestionFields({
  step,
  draft,
  errors,
  onChange,
  idPrefix,
}: {
  step: QuizStep;
  draft: QuizDraft;
  errors: QuizErrors;
  onChange: (patch: Partial<QuizDraft>) => void;
  idPrefix: string;
}) {
  const common = { draft, errors, onChange, idPrefix };
  const radios = (field: QuizField, choices: Choice[], extra?: ReactNode, columns = false) => (
    <>
      <ChoiceList
        type="radio"
        name={field}
        choices={choices}
        selected={(value) => draft[field] === value}
        onSelect={(value) => onChange({ [field]: value })}
        idPrefix={idPrefix}
        describedBy={errors[field] ? errorId(idPrefix, field) : undefined}
        columns={columns}
      />
      <FieldError idPrefix={idPrefix} field={field} errors={errors} />
      {extra}
    </>
  );
  switch (step) {
    case 'spending':
      return (
        <div className="space-y-6">
          <AmountInput
            {...common}
            field="spendTotal"
            label="Monthly spending, in dollars"
            hint="Everything you could pay by card: groceries, gas, bills, shopping and travel. A round figure is fine."
          />
          <fieldset>
            <legend className="font-semibold">Where does most of it go?</legend>
            <p id={`${idPrefix}-focus-hint`} className="mb-2 text-slate-600 text-sm">
              Choose up to {MAX_SPEND_FOCUS}, or none for a typical mix. Cards that earn more there will rank higher.
            </p>
            <ChoiceList
              type="checkbox"
              name="spendFocus"
              choices={SPEND_FOCUS_CATEGORIES.map((category) => ({
                value: category,
                label: SPEND_CATEGORY_LABELS[category],
              }))}
              selected={(value) => draft.spendFocus.includes(value)}
              onSelect={(value, checked) =>
                onChange({
                  spendFocus: checked
                    ? [...draft.spendFocus, value]
                    : draft.spendFocus.filter((entry) => entry !== value),
                })
              }
              idPrefix={idPrefix}
              describedBy={[`${idPrefix}-focus-hint`, errors.spendFocus ? errorId(idPrefix, 'spendFocus') : null]
                .filter(Boolean)
                .join(' ')}
              columns
            />
            <FieldError idPrefix={idPrefix} field="spendFocus" errors={errors} />
          </fieldset>
        </div>
      );
    case 'rewards':
      return radios('rewardType', REWARD_CHOICES);
    case 'fee':
      return radios('feeTolerance', FEE_CHOICES);
    case 'credit':
      return radios(
        'creditBand',
        CREDIT_CHOICES,
        draft.creditBand === 'exact' ? (
          <div className="mt-5">
            <AmountInput {...common} field="creditScore" label="Your credit score" hint="A number from 300 to 900." />
          </div>
        ) : (
          <p className="mt-4 text-slate-600 text-sm">Not sure? Choose the range you think fits best.</p>
        ),
        true,
      );
    case 'income':
      return (
        <AmountInput
          {...common}
          field="income"
          label="Yearly income, in dollars"
          hint="Many cards ask for a minimum personal income. We leave out cards that ask for more than this."
        />
      );
    case 'balance':
      return radios(
        'balance',
        BALANCE_CHOICES,
        draft.balance === 'yes' ? (
          <div className="mt-5">
            <AmountInput
              {...common}
              field="balanceAmount"
              label="About how much do you usually carry?"
              hint="In dollars. Cards with a low interest rate will count for more, and we use the amount to estimate your interest savings."
            />
          </div>
        ) : null,
      );
    case 'priority':
      return radios('priority', PRIORITY_CHOICES);
  }
}
