import { ANNUAL_FEE_FILTER_MAX, REWARD_PROGRAM_KINDS } from '../filters/filter-defaults';
import type { FilterStateInput } from '../filters/filter-state';

/**
 * Annual fee bands for "similar cards" (ours): no fee, under $100, $100 to $199, $200 to $449, and
 * $450 or more (the filter's top, 500, means no upper limit).
 */
const FEE_BANDS: ReadonlyArray<{ annualFeeMin: number; annualFeeMax: number }> = [
  { annualFeeMin: 0, annualFeeMax: 0 },
  { annualFeeMin: 0.01, annualFeeMax: 99.99 },
  { annualFeeMin: 100, annualFeeMax: 199.99 },
  { annualFeeMin: 200, annualFeeMax: 449.99 },
  { annualFeeMin: 450, annualFeeMax: ANNUAL_FEE_FILTER_MAX },
];

/** Cards shown under "Similar cards". */
export const SIMILAR_CARD_COUNT = 4;

/** The fee band a fee falls in, as filter fields; null for an unknown fee. */
export function feeBand(annualFee: number | null): { annualFeeMin: number; annualFeeMax: number } | null {
  if (annualFee === null) return null;
  return (
    FEE_BANDS.find((band) => annualFee >= band.annualFeeMin && annualFee <= band.annualFeeMax) ??
    (FEE_BANDS[FEE_BANDS.length - 1] as { annualFeeMin: number; annualFeeMax: number })
  );
}

type RewardKind = (typeof REWARD_PROGRAM_KINDS)[number];

/**
 * The filters that find cards like this one, closest first: the same kind of card (secured and
 * student cards stay with their own; the others share the kind of rewards) in the same fee band, then
 * the same kind at any fee.
 */
export function similarCardFilters(card: {
  categories: readonly string[];
  annualFee: number | null;
  rewardKind: string | null;
}): FilterStateInput[] {
  const special = ['secured', 'student'].find((category) => card.categories.includes(category));
  const kind = (REWARD_PROGRAM_KINDS as readonly string[]).includes(card.rewardKind ?? '')
    ? (card.rewardKind as RewardKind)
    : null;
  const scope: FilterStateInput = special ? { categories: [special] } : kind ? { rewardKinds: [kind] } : {};
  const band = feeBand(card.annualFee);
  return band ? [{ ...scope, ...band }, scope] : [scope];
}

/** The first `count` cards across the lists, in order, without repeats and without the excluded ones. */
export function pickSimilar<T extends { slug: string }>(
  lists: ReadonlyArray<readonly T[]>,
  exclude: readonly string[],
  count = SIMILAR_CARD_COUNT,
): T[] {
  const seen = new Set(exclude);
  const picked: T[] = [];
  for (const list of lists) {
    for (const card of list) {
      if (picked.length === count) return picked;
      if (seen.has(card.slug)) continue;
      seen.add(card.slug);
      picked.push(card);
    }
  }
  return picked;
}
