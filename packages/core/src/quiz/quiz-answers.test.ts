import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPEND_CATEGORIES } from '../catalogue/schema';
import { encodeFilterCookies, filterStateFromCookies } from '../filters/cookie-codec';
import { CREDIT_SCORE_MESSAGES, CREDIT_SCORE_RANGES } from '../filters/credit-score';
import { ANNUAL_FEE_FILTER_MAX, resolveFilterState } from '../filters/filter-state';
import { decodeFilterStateParam, encodeFilterStateParam } from '../filters/query-codec';
import { RATING_CONFIG } from '../rating/rating-config';
import {
  CREDIT_CHOICES,
  checkQuizStep,
  EMPTY_QUIZ_DRAFT,
  FEE_TOLERANCES,
  filterStateFromQuizAnswers,
  MAX_SPEND_FOCUS,
  monthlySpendForFocus,
  QUIZ_MESSAGES,
  QUIZ_PRIORITIES,
  QUIZ_REWARD_TYPES,
  QUIZ_STEPS,
  type QuizAnswers,
  type QuizDraft,
  quizAnswersFromDraft,
  quizDraftFromAnswers,
  quizDraftFromForm,
  SPEND_FOCUS_CATEGORIES,
} from './quiz-answers';

const complete: QuizDraft = {
  spendTotal: '2,500',
  spendFocus: ['grocery', 'gas'],
  rewardType: 'cash',
  feeTolerance: 'none',
  creditBand: 'good',
  creditScore: '',
  income: '$65,000',
  balance: 'no',
  balanceAmount: '',
  priority: 'perks',
};

const answersArbitrary: fc.Arbitrary<QuizAnswers> = fc.record({
  monthlySpend: fc.integer({ min: 0, max: 1_000_000 }),
  spendFocus: fc.subarray([...SPEND_FOCUS_CATEGORIES], { maxLength: MAX_SPEND_FOCUS }),
  rewardType: fc.constantFrom(...QUIZ_REWARD_TYPES),
  feeTolerance: fc.constantFrom(...FEE_TOLERANCES),
  creditScore: fc.oneof(fc.integer({ min: 300, max: 900 }), fc.constantFrom(...CREDIT_SCORE_RANGES)),
  income: fc.integer({ min: 0, max: 10_000_000 }),
  balance: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 })),
  priority: fc.constantFrom(...QUIZ_PRIORITIES),
});

describe('checkQuizStep', () => {
  it('asks for every step of an empty draft', () => {
    expect(QUIZ_STEPS.map((step) => checkQuizStep(step, { ...EMPTY_QUIZ_DRAFT }))).toEqual([
      { spendTotal: QUIZ_MESSAGES.spendTotalMissing },
      { rewardType: QUIZ_MESSAGES.rewardTypeMissing },
      { feeTolerance: QUIZ_MESSAGES.feeToleranceMissing },
      { creditBand: QUIZ_MESSAGES.creditBandMissing },
      { income: QUIZ_MESSAGES.incomeMissing },
      { balance: QUIZ_MESSAGES.balanceMissing },
      { priority: QUIZ_MESSAGES.priorityMissing },
    ]);
  });

  it('passes every step of a complete draft', () => {
    for (const step of QUIZ_STEPS) expect(checkQuizStep(step, complete)).toEqual({});
  });

  it('checks amounts', () => {
    const spend = (spendTotal: string) => checkQuizStep('spending', { ...complete, spendTotal });
    expect(spend('lots')).toEqual({ spendTotal: QUIZ_MESSAGES.spendTotalInvalid });
    expect(spend('-20')).toEqual({ spendTotal: QUIZ_MESSAGES.spendTotalInvalid });
    expect(spend('1000001')).toEqual({ spendTotal: QUIZ_MESSAGES.spendTotalTooHigh });
    expect(spend('0')).toEqual({});
    expect(checkQuizStep('income', { ...complete, income: '65k' })).toEqual({ income: QUIZ_MESSAGES.incomeInvalid });
    expect(checkQuizStep('income', { ...complete, income: '20000000' })).toEqual({
      income: QUIZ_MESSAGES.incomeTooHigh,
    });
  });

  it('allows at most three spending categories', () => {
    expect(checkQuizStep('spending', { ...complete, spendFocus: ['grocery', 'gas', 'travel', 'store'] })).toEqual({
      spendFocus: QUIZ_MESSAGES.spendFocusTooMany,
    });
  });

  it('checks a typed credit score with the site’s messages', () => {
    const score = (creditScore: string) => checkQuizStep('credit', { ...complete, creditBand: 'exact', creditScore });
    expect(score('250')).toEqual({ creditScore: CREDIT_SCORE_MESSAGES.tooLow });
    expect(score('250')).toEqual({ creditScore: 'Credit score value must be at least 300.' });
    expect(score('950')).toEqual({ creditScore: 'Credit score value must not be greater than 900.' });
    expect(score('excellent')).toEqual({ creditScore: 'The range entered is invalid.' });
    expect(score('  ')).toEqual({ creditScore: QUIZ_MESSAGES.creditScoreMissing });
    expect(score('742')).toEqual({});
    expect(score('660-724')).toEqual({});
  });

  it('needs a balance amount above 0 from a visitor who carries one', () => {
    const balance = (balanceAmount: string) => checkQuizStep('balance', { ...complete, balance: 'yes', balanceAmount });
    expect(balance('')).toEqual({ balanceAmount: QUIZ_MESSAGES.balanceAmountMissing });
    expect(balance('0')).toEqual({ balanceAmount: QUIZ_MESSAGES.balanceAmountInvalid });
    expect(balance('0.2')).toEqual({ balanceAmount: QUIZ_MESSAGES.balanceAmountInvalid });
    expect(balance('2000000')).toEqual({ balanceAmount: QUIZ_MESSAGES.balanceAmountTooHigh });
    expect(balance('3,000')).toEqual({});
  });

  it('refuses choices that are not offered', () => {
    expect(checkQuizStep('rewards', { ...complete, rewardType: 'max' })).toEqual({
      rewardType: QUIZ_MESSAGES.rewardTypeMissing,
    });
    expect(checkQuizStep('credit', { ...complete, creditBand: 'superb' })).toEqual({
      creditBand: QUIZ_MESSAGES.creditBandMissing,
    });
  });
});

describe('quizAnswersFromDraft', () => {
  it('reads a complete draft', () => {
    expect(quizAnswersFromDraft(complete)).toEqual({
      ok: true,
      answers: {
        monthlySpend: 2500,
        spendFocus: ['grocery', 'gas'],
        rewardType: 'cash',
        feeTolerance: 'none',
        creditScore: '660-724',
        income: 65_000,
        balance: 0,
        priority: 'perks',
      },
    });
  });

  it('names the first step that is not complete', () => {
    const result = quizAnswersFromDraft({ ...complete, creditBand: 'exact', creditScore: '250', priority: '' });
    expect(result).toEqual({
      ok: false,
      step: 'credit',
      stepIndex: 3,
      errors: { creditScore: CREDIT_SCORE_MESSAGES.tooLow },
    });
  });

  it('ignores categories it does not offer', () => {
    const result = quizAnswersFromDraft({ ...complete, spendFocus: ['regular', 'grocery', 'moon'] });
    expect(result.ok && result.answers.spendFocus).toEqual(['grocery']);
  });

  it('gives back the answers of the draft made from them', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const result = quizAnswersFromDraft(quizDraftFromAnswers(answers));
        expect(result).toEqual({
          ok: true,
          answers: { ...answers, spendFocus: SPEND_FOCUS_CATEGORIES.filter((c) => answers.spendFocus.includes(c)) },
        });
      }),
    );
  });
});

describe('quizDraftFromForm', () => {
  it('reads the form fields, several spending categories included', () => {
    const form = new URLSearchParams(
      'spendTotal=2000&spendFocus=grocery&spendFocus=travel&rewardType=travel&creditBand=exact&creditScore=712',
    );
    expect(quizDraftFromForm(form)).toEqual({
      ...EMPTY_QUIZ_DRAFT,
      spendTotal: '2000',
      spendFocus: ['grocery', 'travel'],
      rewardType: 'travel',
      creditBand: 'exact',
      creditScore: '712',
    });
  });
});

describe('monthlySpendForFocus', () => {
  it('keeps a bare total when no category is chosen', () => {
    expect(monthlySpendForFocus(2000, [])).toBe(2000);
  });

  it('weights chosen categories up, in whole dollars that add up to the total', () => {
    const spend = monthlySpendForFocus(2000, ['grocery']);
    expect(spend).toEqual({
      total: 2000,
      regular: 520,
      grocery: 777,
      bills: 222,
      gas: 148,
      restaurant: 111,
      drug: 74,
      travel: 74,
      store: 74,
    });
  });

  it('always adds up to the total, with every category whole and chosen ones above their default share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.subarray([...SPEND_FOCUS_CATEGORIES], { minLength: 1, maxLength: MAX_SPEND_FOCUS }),
        (total, focus) => {
          const spend = monthlySpendForFocus(total, focus) as Record<string, number>;
          const amounts = SPEND_CATEGORIES.map((category) => spend[category] as number);
          expect(amounts.every((amount) => Number.isInteger(amount) && amount >= 0)).toBe(true);
          expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
          for (const category of focus)
            expect(spend[category]).toBeGreaterThanOrEqual(
              Math.floor(total * RATING_CONFIG.spend.defaultShares[category]),
            );
        },
      ),
    );
  });
});

describe('filterStateFromQuizAnswers', () => {
  const base: QuizAnswers = {
    monthlySpend: 2000,
    spendFocus: [],
    rewardType: 'flex',
    feeTolerance: 'any',
    creditScore: 780,
    income: 90_000,
    balance: 0,
    priority: 'rewards',
  };

  it('maps each answer onto the filter state', () => {
    expect(filterStateFromQuizAnswers(base)).toEqual({
      monthlySpend: 2000,
      pointValueMode: 'flex',
      annualFeeMin: 0,
      annualFeeMax: ANNUAL_FEE_FILTER_MAX,
      creditScore: 780,
      minIncome: 90_000,
      debtAmount: 0,
      userPreferences: { rewards: 4, interest: 0, fees: 0, perks: 2, insurance: 2, approval: 0, acceptance: 2 },
      ratingFilter: 0,
    });
  });

  it('maps fee tolerance to the highest annual fee', () => {
    expect(filterStateFromQuizAnswers({ ...base, feeTolerance: 'none' }).annualFeeMax).toBe(0);
    expect(filterStateFromQuizAnswers({ ...base, feeTolerance: 'low' }).annualFeeMax).toBe(150);
  });

  it('weighs interest for a visitor who carries a balance, and counts the balance', () => {
    const state = filterStateFromQuizAnswers({ ...base, balance: 4500 });
    expect(state.debtAmount).toBe(4500);
    expect(state.userPreferences?.interest).toBe(3);
  });

  it('turns the top priority up to the most', () => {
    expect(filterStateFromQuizAnswers({ ...base, priority: 'cost' }).userPreferences).toMatchObject({
      fees: 4,
      rewards: 2,
    });
    expect(filterStateFromQuizAnswers({ ...base, priority: 'insurance' }).userPreferences?.insurance).toBe(4);
    expect(filterStateFromQuizAnswers({ ...base, priority: 'approval' }).userPreferences?.approval).toBe(4);
  });

  it('counts approval odds for a fair or poor score', () => {
    expect(filterStateFromQuizAnswers({ ...base, creditScore: '560-659' }).userPreferences?.approval).toBe(2);
    expect(filterStateFromQuizAnswers({ ...base, creditScore: 659 }).userPreferences?.approval).toBe(2);
    expect(filterStateFromQuizAnswers({ ...base, creditScore: 660 }).userPreferences?.approval).toBe(0);
  });

  it('gives, for any valid answers, a state the filter accepts, the URL keeps and the cookies keep', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const state = resolveFilterState(filterStateFromQuizAnswers(answers));
        expect(state.pointValueMode).toBe(answers.rewardType);
        expect(state.minIncome).toBe(answers.income);
        expect(state.creditScore).toBe(answers.creditScore);
        expect(decodeFilterStateParam(encodeFilterStateParam(state))).toEqual(state);
        const fromCookies = filterStateFromCookies(encodeFilterCookies(state));
        expect(fromCookies.userPreferences).toEqual(state.userPreferences);
        expect(fromCookies.monthlySpend).toEqual(state.monthlySpend);
        expect(fromCookies.debtAmount).toBe(state.debtAmount);
      }),
    );
  });

  it('offers every credit band and a typed score', () => {
    expect(CREDIT_CHOICES).toEqual(['poor', 'fair', 'good', 'very-good', 'excellent', 'exact']);
  });
});
