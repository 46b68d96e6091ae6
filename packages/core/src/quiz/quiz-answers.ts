import { parseAmountText } from '../calculator/amount-text';
import { CREDIT_SCORE_BANDS, SPEND_CATEGORIES, type SpendCategory } from '../catalogue/schema';
import {
  CREDIT_SCORE_BAND_INFO,
  type CreditScoreValue,
  checkCreditScore,
  creditScoreFloor,
} from '../filters/credit-score';
import { ANNUAL_FEE_FILTER_MAX, type FilterStateInput, type MonthlySpend } from '../filters/filter-state';
import { type ComponentKey, RATING_CONFIG } from '../rating/rating-config';

/**
 * The card quiz (/credit-card-quiz): seven questions, their validation, and the filter state the
 * answers describe. The form holds answers as texts (`QuizDraft`, one field per form control, so the
 * same parsing serves a script-free form post); `quizAnswersFromDraft` checks them and
 * `filterStateFromQuizAnswers` turns valid answers into a filter state for the ranking.
 */

export const QUIZ_STEPS = ['spending', 'rewards', 'fee', 'credit', 'income', 'balance', 'priority'] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

/** Categories a visitor can say most of their spending goes to ("everything else" is what is left). */
export const SPEND_FOCUS_CATEGORIES = ['grocery', 'gas', 'restaurant', 'bills', 'drug', 'travel', 'store'] as const;
export type SpendFocusCategory = (typeof SPEND_FOCUS_CATEGORIES)[number];
export const MAX_SPEND_FOCUS = 3;
/** A chosen category's default share is multiplied by this before the shares are scaled back to 100 %. */
export const SPEND_FOCUS_WEIGHT = 3;

export const QUIZ_REWARD_TYPES = ['cash', 'flex', 'travel'] as const;
export type QuizRewardType = (typeof QUIZ_REWARD_TYPES)[number];

export const FEE_TOLERANCES = ['none', 'low', 'any'] as const;
export type FeeTolerance = (typeof FEE_TOLERANCES)[number];
/** The highest annual fee each answer accepts (the filter's top means any fee). */
export const FEE_TOLERANCE_MAX: Readonly<Record<FeeTolerance, number>> = {
  none: 0,
  low: 150,
  any: ANNUAL_FEE_FILTER_MAX,
};

/** A band, or `exact` for a typed score. */
export const CREDIT_CHOICES = [...CREDIT_SCORE_BANDS, 'exact'] as const;
export type CreditChoice = (typeof CREDIT_CHOICES)[number];

export const QUIZ_PRIORITIES = ['rewards', 'perks', 'insurance', 'cost', 'approval'] as const;
export type QuizPriority = (typeof QUIZ_PRIORITIES)[number];
/** The slider each priority turns up to the top. */
const PRIORITY_SLIDER: Readonly<Record<QuizPriority, ComponentKey>> = {
  rewards: 'rewards',
  perks: 'perks',
  insurance: 'insurance',
  cost: 'fees',
  approval: 'approval',
};
/** Interest counts this much for a visitor who carries a balance ("very important"). */
export const BALANCE_INTEREST_SLIDER = 3;
/** Below this score (Fair or Poor), approval odds count at least "important". */
const MODEST_CREDIT_SCORE = CREDIT_SCORE_BAND_INFO.good.min;
const MODEST_CREDIT_APPROVAL_SLIDER = 2;

export const QUIZ_LIMITS = { monthlySpend: 1_000_000, income: 10_000_000, balance: 1_000_000 } as const;

export const QUIZ_MESSAGES = {
  spendTotalMissing: 'Enter how much you spend in a typical month.',
  spendTotalInvalid: 'Enter an amount in dollars, for example 2000.',
  spendTotalTooHigh: 'Enter a monthly amount up to $1,000,000.',
  spendFocusTooMany: 'Choose up to three categories.',
  rewardTypeMissing: 'Choose the kind of reward you prefer.',
  feeToleranceMissing: 'Choose the highest annual fee you would pay.',
  creditBandMissing: 'Choose your credit score range, or enter your score.',
  creditScoreMissing: 'Enter your credit score, a number from 300 to 900.',
  incomeMissing: 'Enter your personal income before tax, in dollars a year.',
  incomeInvalid: 'Enter an amount in dollars, for example 65000.',
  incomeTooHigh: 'Enter an income up to $10,000,000.',
  balanceMissing: 'Choose whether you carry a balance.',
  balanceAmountMissing: 'Enter about how much you usually carry, in dollars.',
  balanceAmountInvalid: 'Enter an amount in dollars greater than 0, for example 3000.',
  balanceAmountTooHigh: 'Enter a balance up to $1,000,000.',
  priorityMissing: 'Choose what matters most to you.',
} as const;

/** The quiz form as typed: every control's value as text. */
export interface QuizDraft {
  spendTotal: string;
  spendFocus: string[];
  rewardType: string;
  feeTolerance: string;
  creditBand: string;
  /** Used when `creditBand` is `exact`. */
  creditScore: string;
  income: string;
  /** `yes` or `no`. */
  balance: string;
  /** Used when `balance` is `yes`. */
  balanceAmount: string;
  priority: string;
}
export type QuizField = keyof QuizDraft;
export type QuizErrors = Partial<Record<QuizField, string>>;

/** The fields each step asks for, in the order the form shows them. */
export const QUIZ_STEP_FIELDS: Readonly<Record<QuizStep, readonly QuizField[]>> = {
  spending: ['spendTotal', 'spendFocus'],
  rewards: ['rewardType'],
  fee: ['feeTolerance'],
  credit: ['creditBand', 'creditScore'],
  income: ['income'],
  balance: ['balance', 'balanceAmount'],
  priority: ['priority'],
};

export const EMPTY_QUIZ_DRAFT: Readonly<QuizDraft> = Object.freeze({
  spendTotal: '',
  spendFocus: [],
  rewardType: '',
  feeTolerance: '',
  creditBand: '',
  creditScore: '',
  income: '',
  balance: '',
  balanceAmount: '',
  priority: '',
});

export interface QuizAnswers {
  /** Dollars a month, whole. */
  monthlySpend: number;
  /** Where most of it goes (at most three categories; none: the usual split). */
  spendFocus: SpendFocusCategory[];
  rewardType: QuizRewardType;
  feeTolerance: FeeTolerance;
  creditScore: CreditScoreValue;
  /** Personal income, dollars a year, whole. */
  income: number;
  /** The balance usually carried, whole dollars; 0 for a visitor who pays in full. */
  balance: number;
  priority: QuizPriority;
}

/** Anything with `get` and `getAll`, like `FormData` or `URLSearchParams`. */
export interface FormValues {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The draft a submitted quiz form carries (names as in `QuizDraft`). */
export function quizDraftFromForm(form: FormValues): QuizDraft {
  return {
    spendTotal: text(form.get('spendTotal')),
    spendFocus: form.getAll('spendFocus').filter((value): value is string => typeof value === 'string'),
    rewardType: text(form.get('rewardType')),
    feeTolerance: text(form.get('feeTolerance')),
    creditBand: text(form.get('creditBand')),
    creditScore: text(form.get('creditScore')),
    income: text(form.get('income')),
    balance: text(form.get('balance')),
    balanceAmount: text(form.get('balanceAmount')),
    priority: text(form.get('priority')),
  };
}

function oneOf<T extends string>(options: readonly T[], value: string): T | null {
  return (options as readonly string[]).includes(value) ? (value as T) : null;
}

type Checked<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

function wholeAmount(
  input: string,
  limit: number,
  messages: { missing: string; invalid: string; tooHigh: string },
  { positive = false } = {},
): Checked<number> {
  if (input.trim() === '') return { error: messages.missing };
  const value = parseAmountText(input);
  if (value === null || (positive && value <= 0)) return { error: messages.invalid };
  if (value > limit) return { error: messages.tooHigh };
  return { value: Math.round(value) };
}

function checkSpendTotal(draft: QuizDraft): Checked<number> {
  return wholeAmount(draft.spendTotal, QUIZ_LIMITS.monthlySpend, {
    missing: QUIZ_MESSAGES.spendTotalMissing,
    invalid: QUIZ_MESSAGES.spendTotalInvalid,
    tooHigh: QUIZ_MESSAGES.spendTotalTooHigh,
  });
}

function checkSpendFocus(draft: QuizDraft): Checked<SpendFocusCategory[]> {
  const focus = SPEND_FOCUS_CATEGORIES.filter((category) => draft.spendFocus.includes(category));
  return focus.length > MAX_SPEND_FOCUS ? { error: QUIZ_MESSAGES.spendFocusTooMany } : { value: focus };
}

function checkCredit(draft: QuizDraft): { band: Checked<CreditChoice>; score: Checked<CreditScoreValue> | null } {
  const choice = oneOf(CREDIT_CHOICES, draft.creditBand);
  if (choice === null) return { band: { error: QUIZ_MESSAGES.creditBandMissing }, score: null };
  if (choice !== 'exact') return { band: { value: choice }, score: { value: CREDIT_SCORE_BAND_INFO[choice].range } };
  if (draft.creditScore.trim() === '')
    return { band: { value: choice }, score: { error: QUIZ_MESSAGES.creditScoreMissing } };
  const checked = checkCreditScore(draft.creditScore);
  return { band: { value: choice }, score: checked.ok ? { value: checked.value } : { error: checked.message } };
}

function checkIncome(draft: QuizDraft): Checked<number> {
  return wholeAmount(draft.income, QUIZ_LIMITS.income, {
    missing: QUIZ_MESSAGES.incomeMissing,
    invalid: QUIZ_MESSAGES.incomeInvalid,
    tooHigh: QUIZ_MESSAGES.incomeTooHigh,
  });
}

function checkBalance(draft: QuizDraft): { carries: Checked<boolean>; amount: Checked<number> | null } {
  if (draft.balance !== 'yes' && draft.balance !== 'no')
    return { carries: { error: QUIZ_MESSAGES.balanceMissing }, amount: null };
  if (draft.balance === 'no') return { carries: { value: false }, amount: { value: 0 } };
  const amount = wholeAmount(
    draft.balanceAmount,
    QUIZ_LIMITS.balance,
    {
      missing: QUIZ_MESSAGES.balanceAmountMissing,
      invalid: QUIZ_MESSAGES.balanceAmountInvalid,
      tooHigh: QUIZ_MESSAGES.balanceAmountTooHigh,
    },
    { positive: true },
  );
  // "0.2" rounds to 0: still not a balance.
  return {
    carries: { value: true },
    amount: amount.value === 0 ? { error: QUIZ_MESSAGES.balanceAmountInvalid } : amount,
  };
}

/** What is wrong with one step's answers (empty when the step is complete). */
export function checkQuizStep(step: QuizStep, draft: QuizDraft): QuizErrors {
  const errors: QuizErrors = {};
  switch (step) {
    case 'spending': {
      errors.spendTotal = checkSpendTotal(draft).error;
      errors.spendFocus = checkSpendFocus(draft).error;
      break;
    }
    case 'rewards':
      if (oneOf(QUIZ_REWARD_TYPES, draft.rewardType) === null) errors.rewardType = QUIZ_MESSAGES.rewardTypeMissing;
      break;
    case 'fee':
      if (oneOf(FEE_TOLERANCES, draft.feeTolerance) === null) errors.feeTolerance = QUIZ_MESSAGES.feeToleranceMissing;
      break;
    case 'credit': {
      const { band, score } = checkCredit(draft);
      errors.creditBand = band.error;
      errors.creditScore = score?.error;
      break;
    }
    case 'income':
      errors.income = checkIncome(draft).error;
      break;
    case 'balance': {
      const { carries, amount } = checkBalance(draft);
      errors.balance = carries.error;
      errors.balanceAmount = amount?.error;
      break;
    }
    case 'priority':
      if (oneOf(QUIZ_PRIORITIES, draft.priority) === null) errors.priority = QUIZ_MESSAGES.priorityMissing;
      break;
  }
  for (const field of Object.keys(errors) as QuizField[]) if (errors[field] === undefined) delete errors[field];
  return errors;
}

export type QuizCheck =
  | { ok: true; answers: QuizAnswers }
  | { ok: false; step: QuizStep; stepIndex: number; errors: QuizErrors };

/** The answers of a complete draft, or the first step that is not complete and what is wrong with it. */
export function quizAnswersFromDraft(draft: QuizDraft): QuizCheck {
  for (const [stepIndex, step] of QUIZ_STEPS.entries()) {
    const errors = checkQuizStep(step, draft);
    if (Object.keys(errors).length > 0) return { ok: false, step, stepIndex, errors };
  }
  const { score } = checkCredit(draft);
  const { amount } = checkBalance(draft);
  return {
    ok: true,
    answers: {
      monthlySpend: checkSpendTotal(draft).value as number,
      spendFocus: checkSpendFocus(draft).value as SpendFocusCategory[],
      rewardType: draft.rewardType as QuizRewardType,
      feeTolerance: draft.feeTolerance as FeeTolerance,
      creditScore: score?.value as CreditScoreValue,
      income: checkIncome(draft).value as number,
      balance: amount?.value as number,
      priority: draft.priority as QuizPriority,
    },
  };
}

/** The draft that gives these answers back (for "change my answers" and for tests). */
export function quizDraftFromAnswers(answers: QuizAnswers): QuizDraft {
  const band =
    typeof answers.creditScore === 'string'
      ? CREDIT_SCORE_BANDS.find((entry) => CREDIT_SCORE_BAND_INFO[entry].range === answers.creditScore)
      : undefined;
  return {
    spendTotal: String(answers.monthlySpend),
    spendFocus: [...answers.spendFocus],
    rewardType: answers.rewardType,
    feeTolerance: answers.feeTolerance,
    creditBand: band ?? 'exact',
    creditScore: band ? '' : String(answers.creditScore),
    income: String(answers.income),
    balance: answers.balance > 0 ? 'yes' : 'no',
    balanceAmount: answers.balance > 0 ? String(answers.balance) : '',
    priority: answers.priority,
  };
}

/**
 * A monthly total split over the 8 categories: the default shares, with each chosen category's share
 * weighted up, in whole dollars that add up to the total (what rounding leaves goes to "everything
 * else"). No chosen category: the bare total, which the rating splits by the default shares.
 */
export function monthlySpendForFocus(total: number, focus: readonly SpendFocusCategory[]): MonthlySpend {
  if (focus.length === 0) return total;
  const { defaultShares } = RATING_CONFIG.spend;
  const weight = (category: SpendCategory) =>
    defaultShares[category] * ((focus as readonly string[]).includes(category) ? SPEND_FOCUS_WEIGHT : 1);
  const totalWeight = SPEND_CATEGORIES.reduce((sum, category) => sum + weight(category), 0);
  const split = Object.fromEntries(
    SPEND_CATEGORIES.map((category) => [category, Math.floor((total * weight(category)) / totalWeight)]),
  ) as Record<SpendCategory, number>;
  const given = SPEND_CATEGORIES.reduce((sum, category) => sum + split[category], 0);
  split.regular += total - given;
  return { total, ...split };
}

/**
 * The filter state the answers describe. Every card that fits is ranked (no rating floor): the quiz
 * should always have an answer, best first.
 */
export function filterStateFromQuizAnswers(answers: QuizAnswers): FilterStateInput {
  const sliders: Record<ComponentKey, number> = { ...RATING_CONFIG.sliders.defaults };
  sliders.interest = answers.balance > 0 ? BALANCE_INTEREST_SLIDER : 0;
  if (creditScoreFloor(answers.creditScore) < MODEST_CREDIT_SCORE)
    sliders.approval = Math.max(sliders.approval, MODEST_CREDIT_APPROVAL_SLIDER);
  sliders[PRIORITY_SLIDER[answers.priority]] = RATING_CONFIG.sliders.max;
  return {
    monthlySpend: monthlySpendForFocus(answers.monthlySpend, answers.spendFocus),
    pointValueMode: answers.rewardType,
    annualFeeMin: 0,
    annualFeeMax: FEE_TOLERANCE_MAX[answers.feeTolerance],
    creditScore: answers.creditScore,
    minIncome: answers.income,
    debtAmount: answers.balance,
    userPreferences: sliders,
    ratingFilter: 0,
  };
}
