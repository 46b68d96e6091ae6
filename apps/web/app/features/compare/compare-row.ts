import { FALLBACK_ISSUER_COLORS } from '@cardgenius/core/catalogue/issuer-colors';
import type { RankedCard } from '@cardgenius/core/contract';
import { estimatedRatingParts } from '@cardgenius/core/rating';

/** What one result of the compare page shows: only these fields travel to the browser. */
export interface CompareRow {
  slug: string;
  displayName: string;
  issuerName: string;
  network: RankedCard['network'];
  colors: { primary: string; secondary: string };
  rating: number;
  netAnnualRewards: number;
  firstYearValue: number;
  welcomeBonus: number;
  annualFee: number | null;
  firstYearFee: number | null;
  purchaseRate: number | null;
  goUrl: string;
  hasAffiliateLink: boolean;
  temporarilyUnavailable: boolean;
  programName: string;
  pinned: boolean;
  recommendedCreditScore: RankedCard['recommendedCreditScore'];
  creditFit: RankedCard['creditFit'];
  /** The parts of the rating that rest on estimated facts (empty: none). */
  estimatedParts: string[];
}

export function toCompareRow(
  card: RankedCard,
  colorsByIssuer: ReadonlyMap<string, { primary: string; secondary: string }>,
): CompareRow {
  return {
    slug: card.slug,
    displayName: card.displayName,
    issuerName: card.issuer.name,
    network: card.network,
    colors: colorsByIssuer.get(card.issuer.slug) ?? FALLBACK_ISSUER_COLORS,
    rating: card.rating,
    netAnnualRewards: card.netAnnualRewards,
    firstYearValue: card.firstYearValue,
    welcomeBonus: card.breakdown.welcomeBonus.dollars,
    annualFee: card.annualFee,
    firstYearFee: card.firstYearFee,
    purchaseRate: card.purchaseRate,
    goUrl: card.goUrl,
    hasAffiliateLink: card.hasAffiliateLink,
    temporarilyUnavailable: card.temporarilyUnavailable,
    programName: card.rewardProgram.name,
    pinned: card.pinned,
    recommendedCreditScore: card.recommendedCreditScore,
    creditFit: card.creditFit,
    estimatedParts: estimatedRatingParts(card.breakdown.components),
  };
}
