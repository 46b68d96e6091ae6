import { DATED_FIGURES } from '@cardgenius/core/catalogue';
import { INSURANCE_LABELS } from './insurance-labels';
import { SPEND_CATEGORY_LABELS } from './spend-category-labels';

/**
 * Readers' names for the catalogue's dotted field paths (`fees.cashAdvance`, `insurance.travelMedical`,
 * `earn.gas`), so a page never shows a raw path.
 */
const FIELD_LABELS: Record<string, string> = {
  // The figures the rating reads carry their labels in the catalogue (the freshness list uses them too).
  ...Object.fromEntries(DATED_FIGURES.map((figure) => [figure.field, figure.label])),
  name: 'Card name',
  cardType: 'Card type',
  rewardProgram: 'Rewards program',
  pointsLabel: 'Points name',
  pointValueOverride: 'Point value of this card',
  fees: 'Fees',
  'fees.annualQuebec': 'Annual fee in Quebec',
  'fees.supplementaryCard': 'Additional card fee',
  'fees.overLimit': 'Over-limit fee',
  'fees.dishonouredPayment': 'Returned payment fee',
  rates: 'Interest rates',
  'rates.promoBalanceTransfer': 'Promotional balance transfer',
  sharedCaps: 'Shared spending caps',
  partnerRates: 'Partner earn rates',
  requirements: 'Requirements',
  'requirements.householdIncome': 'Household income required',
  'requirements.creditScore': 'Recommended credit score',
  'requirements.provinces': 'Provinces offered',
  account: 'Account terms',
  'account.minimumCreditLimit': 'Minimum credit limit',
  'account.gracePeriodDays': 'Interest-free grace period',
  'account.applePay': 'Apple Pay',
  'account.googlePay': 'Google Pay',
  'account.samsungPay': 'Samsung Pay',
  'account.minimumRedemption': 'Smallest redemption',
  'account.rewardsExpire': 'Whether rewards expire',
};

const PART_LABELS: Record<string, string> = { amount: 'amount', days: 'duration' };

/** `cashAdvance` → "cash advance": the fallback for a path no label names yet. */
const words = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

export function fieldLabel(path: string): string {
  const known = FIELD_LABELS[path];
  if (known) return known;
  const [group, key, part] = path.split('.');
  if (group === 'earn' && key) return `Earn rate: ${(SPEND_CATEGORY_LABELS[key as 'gas'] ?? words(key)).toLowerCase()}`;
  if (group === 'insurance' && key) {
    const coverage = INSURANCE_LABELS[key as 'travelMedical'] ?? words(key);
    return part ? `${coverage} insurance ${PART_LABELS[part] ?? words(part).toLowerCase()}` : `${coverage} insurance`;
  }
  return words(path.split('.').at(-1) ?? path);
}

/** Several paths as one reader's list: "Annual fee, Cash advance fee and Travel medical insurance". */
export function fieldList(paths: readonly string[]): string {
  const labels = [...new Set(paths.map(fieldLabel))];
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
