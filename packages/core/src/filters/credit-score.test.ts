import { describe, expect, it } from 'vitest';
import {
  CREDIT_SCORE_MESSAGES,
  CreditScore,
  checkCreditScore,
  creditScoreBand,
  creditScoreFloor,
  creditScoreRangeForBandName,
  creditScoreRequired,
} from './credit-score';

describe('checkCreditScore', () => {
  it('accepts a value from 300 to 900, as a number or a numeric text', () => {
    expect(checkCreditScore(300)).toEqual({ ok: true, value: 300 });
    expect(checkCreditScore(900)).toEqual({ ok: true, value: 900 });
    expect(checkCreditScore(' 742 ')).toEqual({ ok: true, value: 742 });
  });

  it('answers the spec’s messages for values out of range', () => {
    expect(checkCreditScore(299)).toEqual({ ok: false, message: 'Credit score value must be at least 300.' });
    expect(checkCreditScore('901')).toEqual({ ok: false, message: 'Credit score value must not be greater than 900.' });
  });

  it('accepts the five ranges and nothing else', () => {
    for (const range of ['300-559', '560-659', '660-724', '725-759', '760-900']) {
      expect(checkCreditScore(range)).toEqual({ ok: true, value: range });
    }
    expect(checkCreditScore('660 - 724')).toEqual({ ok: true, value: '660-724' });
    for (const bad of ['700-800', 'good', '', '-5', '1e3', null, undefined, {}, Number.NaN]) {
      expect(checkCreditScore(bad)).toEqual({ ok: false, message: CREDIT_SCORE_MESSAGES.invalidRange });
    }
  });
});

describe('credit score bands', () => {
  it('places scores and ranges in the bands of spec §3', () => {
    expect(creditScoreBand(559)).toBe('poor');
    expect(creditScoreBand(560)).toBe('fair');
    expect(creditScoreBand(724)).toBe('good');
    expect(creditScoreBand(725)).toBe('very-good');
    expect(creditScoreBand(760)).toBe('excellent');
    expect(creditScoreBand(100)).toBe('poor');
    expect(creditScoreBand('725-759')).toBe('very-good');
  });

  it('reasons with a range’s floor, and a card band’s floor', () => {
    expect(creditScoreFloor(712)).toBe(712);
    expect(creditScoreFloor('660-724')).toBe(660);
    expect(creditScoreRequired('excellent')).toBe(760);
    expect(creditScoreRequired(null)).toBeNull();
  });

  it('reads the quick-compare credit query', () => {
    expect(creditScoreRangeForBandName('very-good')).toBe('725-759');
    expect(creditScoreRangeForBandName(' Excellent ')).toBe('760-900');
    expect(creditScoreRangeForBandName('superb')).toBeNull();
    expect(creditScoreRangeForBandName(undefined)).toBeNull();
  });
});

describe('CreditScore schema', () => {
  it('validates with the spec’s messages', () => {
    expect(CreditScore.parse(650)).toBe(650);
    expect(CreditScore.parse('760-900')).toBe('760-900');
    expect(CreditScore.safeParse(200).error?.issues[0]?.message).toBe(CREDIT_SCORE_MESSAGES.tooLow);
    expect(CreditScore.safeParse(1000).error?.issues[0]?.message).toBe(CREDIT_SCORE_MESSAGES.tooHigh);
    expect(CreditScore.safeParse('1-2').error?.issues[0]?.message).toBe(CREDIT_SCORE_MESSAGES.invalidRange);
  });
});
