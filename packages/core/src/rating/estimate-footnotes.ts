import { SPEND_CATEGORIES } from '../catalogue/constants';
import { DEFAULT_DEBT_AMOUNT, DEFAULT_MONTHLY_SPEND, REFERENCE_INTEREST_RATE } from './estimate-defaults';

const dollars = (amount: number) => `$${amount.toLocaleString('en-CA')}`;

/**
 * The footnotes that say what the estimates assume (shell-and-browsing §1), written from the defaults
 * the rating itself uses, so they always match the figures shown. This site serves the ca region only;
 * the U.S. site has its own. Plain constants only: the footer ships this to the browser.
 */
export const ESTIMATE_FOOTNOTES = {
  annualRewards: `Annual rewards assume ${dollars(DEFAULT_MONTHLY_SPEND)} monthly spending (${dollars(DEFAULT_MONTHLY_SPEND * 12)} a year) across ${SPEND_CATEGORIES.length} spending categories, unless you enter your own.`,
  // The engine counts the bonus tiers that spending reaches in time, not every tier on offer.
  welcomeBonus:
    'The welcome bonus adds every one-time first-year bonus that this spending reaches within its deadline.',
  interestSavings: `Annual interest savings assume a ${dollars(DEFAULT_DEBT_AMOUNT)} balance at a ${(REFERENCE_INTEREST_RATE * 100).toFixed(2)} % interest rate.`,
} as const;
