import { CREDIT_SCORE_BANDS } from '../catalogue/constants';

/**
 * Credit scores: a value from 300 to 900 or one of five ranges (accounts spec §5, shell spec §3).
 * The ranges match the catalogue's requirement bands: a card that asks for a band accepts any score
 * at or above that band's floor.
 */
export type CreditScoreBand = (typeof CREDIT_SCORE_BANDS)[number];

export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 900;

export const CREDIT_SCORE_RANGES = ['300-559', '560-659', '660-724', '725-759', '760-900'] as const;
export type CreditScoreRange = (typeof CREDIT_SCORE_RANGES)[number];

/** A visitor's credit score as the filter state holds it: a value or a range. */
export type CreditScoreValue = number | CreditScoreRange;

export const CREDIT_SCORE_MESSAGES = {
  tooLow: 'Credit score value must be at least 300.',
  tooHigh: 'Credit score value must not be greater than 900.',
  invalidRange: 'The range entered is invalid.',
} as const;

export interface CreditScoreBandInfo {
  band: CreditScoreBand;
  label: string;
  range: CreditScoreRange;
  /** Lowest score in the band. */
  min: number;
  /** Highest score in the band. */
  max: number;
}

/** Poor 300-559, Fair 560-659, Good 660-724, Very Good 725-759, Excellent 760-900. */
export const CREDIT_SCORE_BAND_INFO: Readonly<Record<CreditScoreBand, CreditScoreBandInfo>> = {
  poor: { band: 'poor', label: 'Poor', range: '300-559', min: 300, max: 559 },
  fair: { band: 'fair', label: 'Fair', range: '560-659', min: 560, max: 659 },
  good: { band: 'good', label: 'Good', range: '660-724', min: 660, max: 724 },
  'very-good': { band: 'very-good', label: 'Very Good', range: '725-759', min: 725, max: 759 },
  excellent: { band: 'excellent', label: 'Excellent', range: '760-900', min: 760, max: 900 },
};

const BAND_BY_RANGE = new Map<string, CreditScoreBand>(
  CREDIT_SCORE_BANDS.map((band) => [CREDIT_SCORE_BAND_INFO[band].range, band]),
);

export function isCreditScoreRange(value: unknown): value is CreditScoreRange {
  return typeof value === 'string' && BAND_BY_RANGE.has(value);
}

/** The band a score (or a range) falls in; scores outside 300–900 fall in the nearest band. */
export function creditScoreBand(value: CreditScoreValue): CreditScoreBand {
  if (typeof value === 'string') return BAND_BY_RANGE.get(value) ?? 'poor';
  for (let index = CREDIT_SCORE_BANDS.length - 1; index >= 0; index--) {
    const band = CREDIT_SCORE_BANDS[index] as CreditScoreBand;
    if (value >= CREDIT_SCORE_BAND_INFO[band].min) return band;
  }
  return 'poor';
}

/** The score the engine reasons with: the value itself, or a range's floor (the cautious reading). */
export function creditScoreFloor(value: CreditScoreValue): number {
  if (typeof value === 'number') return value;
  const band = BAND_BY_RANGE.get(value);
  return band ? CREDIT_SCORE_BAND_INFO[band].min : CREDIT_SCORE_MIN;
}

/** The quick-compare `credit` query (poor, fair, good, very-good, excellent) as a range, or null. */
export function creditScoreRangeForBandName(name: string | null | undefined): CreditScoreRange | null {
  if (typeof name !== 'string') return null;
  const band = CREDIT_SCORE_BANDS.find((candidate) => candidate === name.trim().toLowerCase());
  return band ? CREDIT_SCORE_BAND_INFO[band].range : null;
}

/** The lowest score a card's requirement band accepts (null when the requirement is unknown). */
export function creditScoreRequired(band: CreditScoreBand | null): number | null {
  return band === null ? null : CREDIT_SCORE_BAND_INFO[band].min;
}

export type CreditScoreCheck = { ok: true; value: CreditScoreValue } | { ok: false; message: string };

/**
 * Validates what a visitor typed (or a stored value): a number from 300 to 900, or one of the five
 * ranges. A numeric text is read as a number; anything else that is not a known range is an invalid
 * range. Whitespace around the text and around the hyphen is ignored.
 */
export function checkCreditScore(input: unknown): CreditScoreCheck {
  if (typeof input === 'number') return checkValue(input);
  if (typeof input !== 'string') return { ok: false, message: CREDIT_SCORE_MESSAGES.invalidRange };
  const text = input.trim().replace(/\s*-\s*/, '-');
  if (/^\d+(\.\d+)?$/.test(text)) return checkValue(Number(text));
  return isCreditScoreRange(text)
    ? { ok: true, value: text }
    : { ok: false, message: CREDIT_SCORE_MESSAGES.invalidRange };
}

function checkValue(value: number): CreditScoreCheck {
  if (!Number.isFinite(value)) return { ok: false, message: CREDIT_SCORE_MESSAGES.invalidRange };
  if (value < CREDIT_SCORE_MIN) return { ok: false, message: CREDIT_SCORE_MESSAGES.tooLow };
  if (value > CREDIT_SCORE_MAX) return { ok: false, message: CREDIT_SCORE_MESSAGES.tooHigh };
  return { ok: true, value };
}
