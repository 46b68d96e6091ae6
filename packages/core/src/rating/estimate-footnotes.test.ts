import { describe, expect, it } from 'vitest';
import { ESTIMATE_FOOTNOTES } from './estimate-footnotes';
import { RATING_CONFIG } from './rating-config';

describe('ESTIMATE_FOOTNOTES', () => {
  it('states the spec’s assumptions (shell-and-browsing §1), which are the rating’s own defaults', () => {
    expect(ESTIMATE_FOOTNOTES.annualRewards).toMatch(
      /^Annual rewards assume \$2,000 monthly spending \(\$24,000 a year\) across 8 spending categories/,
    );
    expect(ESTIMATE_FOOTNOTES.welcomeBonus).toContain('one-time first-year bonus');
    expect(ESTIMATE_FOOTNOTES.interestSavings).toBe(
      'Annual interest savings assume a $8,000 balance at a 19.99 % interest rate.',
    );
    expect(Object.keys(RATING_CONFIG.spend.defaultShares)).toHaveLength(8);
    expect([RATING_CONFIG.spend.defaultMonthlyTotal, RATING_CONFIG.debt.defaultAmount]).toEqual([2000, 8000]);
  });
});
