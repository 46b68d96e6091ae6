/** Display formats for figures (Canadian English). */
const dollars = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-CA');

export const formatDollars = (value: number): string => dollars.format(value);
/** Dollars with cents only when there are some ($191.88, $120). */
export const formatFee = (value: number): string =>
  Number.isInteger(value) ? dollars.format(value) : cents.format(value);
/** A fraction as a percentage: 0.2099 → "20.99 %". */
export const formatRate = (value: number): string => `${(value * 100).toFixed(2).replace(/\.?0+$/, '')} %`;
export const formatNumber = (value: number): string => whole.format(value);
export const UNKNOWN = 'Not confirmed';
