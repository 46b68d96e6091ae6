import type { CreditScoreBand } from '../filters/credit-score-bands';
import { CREDIT_SCORE_BAND_INFO } from '../filters/credit-score-bands';

/**
 * How a visitor's credit score sits against the credit score a card's issuer recommends
 * (shell-and-browsing §3 bands):
 * - `meets`: the issuer publishes a band and the score is at or above its floor;
 * - `below`: the score is under the floor of the published band: the card likely needs a higher score;
 * - `unpublished`: the issuer publishes no recommended score (never read as "fits" nor as "needs more");
 * - `unchecked`: the visitor gave no score.
 * Only a published band marks a card: a peer estimate feeds the approval score, never a mark.
 */
export const CREDIT_FITS = ['meets', 'below', 'unpublished', 'unchecked'] as const;
export type CreditFit = (typeof CREDIT_FITS)[number];

export function creditFit(visitorScore: number | null, recommended: CreditScoreBand | null): CreditFit {
  if (recommended === null) return 'unpublished';
  if (visitorScore === null) return 'unchecked';
  return visitorScore >= CREDIT_SCORE_BAND_INFO[recommended].min ? 'meets' : 'below';
}

/** A band as readers see it: "Good (660–724)", "Excellent (760+)". */
export function creditBandLabel(band: CreditScoreBand): string {
  const { label, min, max } = CREDIT_SCORE_BAND_INFO[band];
  return band === 'excellent' ? `${label} (${min}+)` : `${label} (${min}–${max})`;
}

/** The issuer's recommendation in words: "a credit score of 660 or more (Good)". */
export function recommendedCreditText(band: CreditScoreBand): string {
  const { label, min } = CREDIT_SCORE_BAND_INFO[band];
  return `a credit score of ${min} or more (${label})`;
}

/** Null in the catalogue is "not known to us", so the wording does not claim more than that. */
export const UNPUBLISHED_CREDIT_TEXT = 'The issuer publishes no recommended credit score that we know of';

/** What a result row and a card page say about the card's recommended credit score: a lead, then the detail. */
export function creditFitNote(
  fit: CreditFit,
  recommended: CreditScoreBand | null,
): { lead: string | null; detail: string } {
  if (recommended === null) return { lead: null, detail: UNPUBLISHED_CREDIT_TEXT };
  const detail = `the issuer recommends ${recommendedCreditText(recommended)}`;
  if (fit === 'below') return { lead: 'Likely needs a higher credit score', detail };
  if (fit === 'meets') return { lead: 'Fits your credit score', detail };
  return { lead: null, detail: `The issuer recommends ${recommendedCreditText(recommended)}` };
}

/** The note as one sentence. */
export function creditFitText(fit: CreditFit, recommended: CreditScoreBand | null): string {
  const { lead, detail } = creditFitNote(fit, recommended);
  return lead ? `${lead}: ${detail}` : detail;
}
