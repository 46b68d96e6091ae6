import type { CatalogueCard, EarnTier, RewardProgram } from '../catalogue/schema';
import type { CardFact } from './article-source';

/**
 * The words an article shows for `{{card:slug.fact}}`: the card's current fact, formatted for a
 * reader. A figure the catalogue does not know reads as unpublished, never as zero.
 */

export const FACT_NOT_PUBLISHED = 'not published by the issuer';

const wholeDollars = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const number = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 2 });
const monthYear = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Dollars with cents only when there are some: `$155.88`, `$0`, `$1,200`; `-$40` below zero. */
export function formatReaderDollars(value: number): string {
  const cents = Math.round(value * 100);
  const text = cents % 100 === 0 ? wholeDollars.format(cents / 100) : dollarsAndCents.format(cents / 100);
  // Intl writes "-$40" in en-CA already; a rounded -0 must not read "-$0".
  return cents === 0 ? wholeDollars.format(0) : text;
}

/** A fraction as a percentage: 0.2099 → `20.99%`, 0.025 → `2.5%`. */
export function formatReaderRate(fraction: number): string {
  return `${number.format(Math.round(fraction * 10_000) / 100)}%`;
}

/** An ISO date as a month: `2026-11-03` → `November 2026`. */
export function formatReaderMonth(isoDate: string): string {
  return monthYear.format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}

export function formatReaderNumber(value: number): string {
  return number.format(value);
}

/** What a fact needs beyond the card: names, its program, and its rating for the default profile. */
export interface CardFactContext {
  card: CatalogueCard;
  issuerName: string;
  networkName: string;
  program: RewardProgram | undefined;
  /** The rating engine's figures for the default profile (what the card page shows). */
  rating: { rating: number; netAnnualRewards: number };
  /** The default profile's dollars per point for this card (values a bonus without a stated value). */
  dollarsPerPoint: number;
  /** Today in Toronto (YYYY-MM-DD): a welcome bonus that ended before it is not current. */
  today: string;
}

const isCashBack = (card: CatalogueCard) => card.rewardProgram === 'cash-back';

/** "5 Membership Rewards points per dollar on the first $30,000 a year, then 1"; "2% cash back". */
export function describeEarnRate(tiers: readonly EarnTier[], card: CatalogueCard): string {
  if (tiers.length === 0) return FACT_NOT_PUBLISHED;
  if (tiers.every((tier) => tier.rate === 0)) return 'no rewards';
  const cashBack = isCashBack(card);
  const rate = (value: number, first: boolean) => {
    if (cashBack) return first ? `${number.format(value)}% cash back` : `${number.format(value)}%`;
    return first ? `${number.format(value)} ${card.pointsLabel} per dollar` : number.format(value);
  };
  return tiers
    .map((tier, index) => {
      const text = rate(tier.rate, index === 0);
      if (tier.upTo !== null) return `${text} on the first ${formatReaderDollars(tier.upTo)} a year`;
      return index === 0 ? text : `then ${text}`;
    })
    .join(', ');
}

function welcomeBonusEnded(context: CardFactContext): boolean {
  const { endsOn } = context.card.welcomeBonus;
  return endsOn !== null && endsOn < context.today;
}

const NO_CURRENT_BONUS = 'no welcome bonus at the moment';

function welcomeBonusText(context: CardFactContext): string {
  const { card } = context;
  const points = card.welcomeBonus.tiers.reduce((sum, tier) => sum + tier.amount, 0);
  if (points === 0) return FACT_NOT_PUBLISHED;
  if (welcomeBonusEnded(context)) return NO_CURRENT_BONUS;
  // Cash back is counted in points of one cent.
  if (isCashBack(card)) return `${formatReaderDollars(points / 100)} cash back`;
  return `${formatReaderNumber(points)} ${card.pointsLabel}`;
}

function welcomeBonusValueText(context: CardFactContext): string {
  const { welcomeBonus } = context.card;
  const points = welcomeBonus.tiers.reduce((sum, tier) => sum + tier.amount, 0);
  if (welcomeBonus.valueDollars === null && points === 0) return FACT_NOT_PUBLISHED;
  if (welcomeBonusEnded(context)) return NO_CURRENT_BONUS;
  return formatReaderDollars(welcomeBonus.valueDollars ?? points * context.dollarsPerPoint);
}

function minimumIncomeText({ personalIncome, householdIncome }: CatalogueCard['requirements']): string {
  if (personalIncome === null && householdIncome === null) return FACT_NOT_PUBLISHED;
  if (!personalIncome && !householdIncome) return 'none';
  const parts = [
    personalIncome ? `${formatReaderDollars(personalIncome)} personal` : null,
    householdIncome ? `${formatReaderDollars(householdIncome)} household` : null,
  ];
  return parts.filter(Boolean).join(' or ');
}

const orUnpublished = <T>(value: T | null, format: (value: T) => string) =>
  value === null ? FACT_NOT_PUBLISHED : format(value);

/** The reader's text for one fact of one card. */
export function cardFactText(fact: CardFact, context: CardFactContext): string {
  const { card } = context;
  if (fact.startsWith('earn.')) {
    const category = fact.slice('earn.'.length) as keyof CatalogueCard['earn'];
    return describeEarnRate(card.earn[category], card);
  }
  switch (fact) {
    case 'name':
      return card.name;
    case 'issuer':
      return context.issuerName;
    case 'network':
      return context.networkName;
    case 'rewardProgram':
      return context.program?.name ?? FACT_NOT_PUBLISHED;
    case 'annualFee':
      return orUnpublished(card.fees.annual, formatReaderDollars);
    case 'firstYearFee':
      return orUnpublished(card.fees.firstYear, formatReaderDollars);
    case 'purchaseRate':
      return orUnpublished(card.rates.purchase, formatReaderRate);
    case 'cashAdvanceRate':
      return orUnpublished(card.rates.cashAdvance, formatReaderRate);
    case 'foreignExchangeFee':
      return orUnpublished(card.fees.foreignExchange, formatReaderRate);
    case 'welcomeBonus':
      return welcomeBonusText(context);
    case 'welcomeBonusValue':
      return welcomeBonusValueText(context);
    case 'minimumIncome':
      return minimumIncomeText(card.requirements);
    case 'rating':
      return `${context.rating.rating.toFixed(1)} out of 5`;
    case 'netAnnualRewards':
      return formatReaderDollars(context.rating.netAnnualRewards);
    case 'dataAsOf':
      return formatReaderMonth(card.dataAsOf);
    default:
      return FACT_NOT_PUBLISHED;
  }
}
