import { insuranceValue, perksValue } from '../rating/component-scores';
import type { CatalogueCard, RewardProgram, SpendCategory } from './schema';

/**
 * Which best-card categories a card belongs to, from its facts alone, by published rules. The ranking
 * pages (`best`, `overall`, `rewards`) rank every card and need no membership.
 */
export const CATEGORY_RULES: Record<
  string,
  { rule: string; test: (card: CatalogueCard, program: RewardProgram | undefined) => boolean }
> = {
  'cash-back': { rule: 'Rewards paid as cash back.', test: (_card, program) => program?.kind === 'cash' },
  'cash-back-no-fee': {
    rule: 'Cash back and no annual fee.',
    test: (card, program) => program?.kind === 'cash' && card.fees.annual === 0,
  },
  travel: { rule: 'Points or miles worth more for travel than as cash.', test: (_card, program) => isTravel(program) },
  'travel-no-fee': {
    rule: 'Travel rewards and no annual fee.',
    test: (card, program) => isTravel(program) && card.fees.annual === 0,
  },
  'air-miles': {
    rule: 'Earns an airline program’s miles or points.',
    test: (_card, program) => program?.kind === 'airline',
  },
  aeroplan: { rule: 'Earns Aeroplan points.', test: (card) => card.rewardProgram === 'aeroplan' },
  insurance: {
    rule: 'Insurance worth at least $300 a year (most travel and purchase coverages).',
    test: (card) => insuranceValue(card) >= 300,
  },
  perks: { rule: 'Perks worth at least $150 a year.', test: (card) => perksValue(card) >= 150 },
  'no-fee': { rule: 'No annual fee.', test: (card) => card.fees.annual === 0 },
  'low-interest': {
    rule: 'Purchase rate of 14.99 % or less.',
    test: (card) => card.rates.purchase !== null && card.rates.purchase <= 0.1499,
  },
  fx: {
    rule: 'Foreign exchange fee below the usual 2.5 %.',
    test: (card) => card.fees.foreignExchange !== null && card.fees.foreignExchange < 0.025,
  },
  gas: { rule: 'Earns at least twice its base rate on gas.', test: (card) => boosted(card, 'gas') },
  grocery: { rule: 'Earns at least twice its base rate on groceries.', test: (card) => boosted(card, 'grocery') },
  dining: { rule: 'Earns at least twice its base rate at restaurants.', test: (card) => boosted(card, 'restaurant') },
  student: { rule: 'A card for students.', test: (card) => card.segment === 'student' },
  secured: { rule: 'Secured by a deposit.', test: (card) => card.segment === 'secured' },
  business: { rule: 'A card for a business.', test: (card) => card.segment === 'business' },
  'us-dollar': { rule: 'Billed in U.S. dollars.', test: (card) => card.segment === 'us-dollar' },
  'balance-transfer': {
    rule: 'A promotional balance transfer rate.',
    test: (card) => typeof card.rates.promoBalanceTransfer === 'object' && card.rates.promoBalanceTransfer !== null,
  },
  premium: { rule: 'Annual fee of $399 or more.', test: (card) => (card.fees.annual ?? 0) >= 399 },
  'lounge-access': {
    rule: 'Includes airport lounge access.',
    test: (card) => card.perks.some((perk) => perk.kind === 'lounge-access'),
  },
  hotel: { rule: 'Earns a hotel program’s points.', test: (_card, program) => program?.kind === 'hotel' },
  'first-year-free': {
    rule: 'Annual fee waived in the first year.',
    test: (card) => card.fees.firstYear === 0 && (card.fees.annual ?? 0) > 0,
  },
  quebec: { rule: 'Offered in Quebec.', test: (card) => card.requirements.provinces.includes('QC') },
  'low-income': {
    rule: 'Minimum personal income of $15,000 or less.',
    test: (card) => card.requirements.personalIncome !== null && card.requirements.personalIncome <= 15_000,
  },
  points: { rule: 'Earns a bank’s flexible points.', test: (_card, program) => program?.kind === 'bank-points' },
  'welcome-bonus': { rule: 'Has a welcome bonus.', test: (card) => card.welcomeBonus.tiers.length > 0 },
  newcomers: {
    rule: 'No minimum income, so a first Canadian job is not needed to qualify.',
    test: (card) => card.requirements.personalIncome === 0 && (card.requirements.householdIncome ?? 0) === 0,
  },
};

function isTravel(program: RewardProgram | undefined): boolean {
  if (!program) return false;
  return (
    program.kind === 'airline' ||
    program.kind === 'hotel' ||
    (program.kind === 'bank-points' && program.pointValues.travel > program.pointValues.cash)
  );
}

/** The first-tier rate of a category is at least twice the card's base (regular) rate. */
function boosted(card: CatalogueCard, category: SpendCategory): boolean {
  const base = card.earn.regular.at(-1)?.rate;
  const rate = card.earn[category][0]?.rate;
  return base !== undefined && rate !== undefined && base > 0 && rate >= 2 * base;
}

/** The slugs of the categories the card belongs to, among those that exist. */
export function categoriesForCard(
  card: CatalogueCard,
  program: RewardProgram | undefined,
  categorySlugs: ReadonlySet<string>,
): string[] {
  return Object.entries(CATEGORY_RULES)
    .filter(([slug, { test }]) => categorySlugs.has(slug) && test(card, program))
    .map(([slug]) => slug)
    .sort();
}
