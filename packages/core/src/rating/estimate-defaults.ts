/**
 * The profile every estimate assumes until the visitor enters their own (shell-and-browsing §1, §9).
 * Kept apart from the rating configuration, which reads them, so the footer's notes can say them
 * without shipping the whole configuration to the browser.
 */

/** Monthly spending across the spending categories. */
export const DEFAULT_MONTHLY_SPEND = 2000;
/** The balance carried, for interest savings. */
export const DEFAULT_DEBT_AMOUNT = 8000;
/** The reference interest rate, as a fraction (19.99 %). */
export const REFERENCE_INTEREST_RATE = 0.1999;
