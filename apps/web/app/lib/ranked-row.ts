import type { RankedCard } from '@cardgenius/core/contract';
import { estimatedRatingParts } from '@cardgenius/core/rating';

/**
 * A ranked card as a table row shows it: its name, issuer and the figures of its rating, nothing more.
 * Loader data is inlined in the page, so a row carries only what is drawn.
 */
export interface RankedRow {
  slug: string;
  displayName: string;
  issuerName: string;
  rating: number;
  netAnnualRewards: number;
  firstYearValue: number;
  annualFee: number | null;
  /** The parts of the rating that rest on estimated facts (empty: none). */
  estimatedParts: string[];
}

export const rankedRow = (card: RankedCard): RankedRow => ({
  slug: card.slug,
  displayName: card.displayName,
  issuerName: card.issuer.name,
  rating: card.rating,
  netAnnualRewards: card.netAnnualRewards,
  firstYearValue: card.firstYearValue,
  annualFee: card.annualFee,
  estimatedParts: estimatedRatingParts(card.breakdown.components),
});
