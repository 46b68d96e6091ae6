import { describe, expect, it } from 'vitest';
import {
  CARD_REVIEW_MESSAGES,
  heldSinceDate,
  heldSinceMonth,
  heldSinceProblem,
  monthLabel,
  reviewerFirstName,
  reviewSummaryLabel,
} from './card-reviews';

describe('heldSinceProblem', () => {
  const today = '2026-11-27';

  it('accepts a month up to this one', () => {
    expect(heldSinceProblem('2024-03', today)).toBeNull();
    expect(heldSinceProblem('2026-11', today)).toBeNull();
    expect(heldSinceProblem('1950-01', today)).toBeNull();
  });

  it('refuses a month to come, one before 1950, and anything not YYYY-MM', () => {
    expect(heldSinceProblem('2026-12', today)).toBe(CARD_REVIEW_MESSAGES.heldSinceFuture);
    expect(heldSinceProblem('2027-01', today)).toBe(CARD_REVIEW_MESSAGES.heldSinceFuture);
    expect(heldSinceProblem('1949-12', today)).toBe(CARD_REVIEW_MESSAGES.heldSinceTooEarly);
    for (const bad of ['2024-3', '2024-13', '2024-00', '2024-03-01', 'March 2024', '', '２０２４-03']) {
      expect(heldSinceProblem(bad, today), bad).toBe(CARD_REVIEW_MESSAGES.heldSinceFormat);
    }
  });
});

describe('held-since months', () => {
  it('are kept as the first day of the month and read back as the month', () => {
    expect(heldSinceDate('2024-03')).toBe('2024-03-01');
    expect(heldSinceMonth('2024-03-01')).toBe('2024-03');
  });

  it('read as a month and a year', () => {
    expect(monthLabel('2024-03')).toBe('March 2024');
    expect(monthLabel('1999-12')).toBe('December 1999');
  });
});

describe('reviewerFirstName', () => {
  it('is the first word of the name, never more', () => {
    expect(reviewerFirstName('Alex Tremblay')).toBe('Alex');
    expect(reviewerFirstName('Marie-Ève O’Neil')).toBe('Marie-Ève');
    expect(reviewerFirstName('  Sam  ')).toBe('Sam');
    expect(reviewerFirstName('')).toBe('A member');
  });
});

describe('reviewSummaryLabel', () => {
  it('reads the average and the count for a reader', () => {
    expect(reviewSummaryLabel({ count: 12, average: 4.2 })).toBe('4.2 out of 5 from 12 reviews');
    expect(reviewSummaryLabel({ count: 1, average: 5 })).toBe('5.0 out of 5 from 1 review');
    expect(reviewSummaryLabel({ count: 1500, average: 3 })).toBe('3.0 out of 5 from 1,500 reviews');
    expect(reviewSummaryLabel({ count: 0, average: null })).toBe('No member reviews yet');
  });
});
