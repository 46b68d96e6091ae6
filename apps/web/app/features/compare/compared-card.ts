import type { CatalogueCard } from '@cardgenius/core/catalogue';
import { INSURANCE_TYPES } from '@cardgenius/core/catalogue';
import type { RankedCardWithColors } from '@cardgenius/core/contract';
import { CREDIT_SCORE_BAND_INFO } from '@cardgenius/core/filters';
import { type CompareRow, toCompareRow } from './compare-row';

/** A card in the side-by-side table: its row plus the facts only the comparison shows. */
export interface ComparedCard extends CompareRow {
  cashAdvanceRate: number | null;
  foreignExchangeFee: number | null;
  personalIncome: number | null;
  householdIncome: number | null;
  creditScore: string | null;
  insuranceCount: number;
  perks: string[];
  /** Rewards a year by spending category, dollars, for the visitor's profile. */
  categoryDollars: Record<string, number>;
  dataAsOf: string;
  sourceUrl: string;
}

export function toComparedCard(ranked: RankedCardWithColors, card: CatalogueCard): ComparedCard {
  return {
    ...toCompareRow(ranked, new Map([[ranked.issuer.slug, ranked.issuer.colors]])),
    cashAdvanceRate: card.rates.cashAdvance,
    foreignExchangeFee: card.fees.foreignExchange,
    personalIncome: card.requirements.personalIncome,
    householdIncome: card.requirements.householdIncome,
    creditScore: card.requirements.creditScore
      ? `${CREDIT_SCORE_BAND_INFO[card.requirements.creditScore].min} or more (${CREDIT_SCORE_BAND_INFO[card.requirements.creditScore].label})`
      : null,
    insuranceCount: INSURANCE_TYPES.filter((type) => {
      const coverage = card.insurance[type];
      return coverage !== null && coverage !== false;
    }).length,
    perks: card.perks.map((perk) => perk.label),
    categoryDollars: Object.fromEntries(
      ranked.breakdown.categories.map((category) => [category.category, category.dollars]),
    ),
    dataAsOf: card.dataAsOf,
    sourceUrl: card.sourceUrl,
  };
}
