import '../zod-setup';
import { z } from 'zod';
import type { CatalogueCard, RewardProgram } from '../catalogue/schema';
import { FilterStateInput } from '../filters/filter-state';
import { filterStateForPreset, PRESET_SLUGS } from '../filters/presets';
import { type RankedCard, rankCards } from './rank-cards';

/**
 * What experts agree on, written as data (`data/expert-expectations.json`) and checked against the
 * ranking: each case names a profile (a best-card page's preset, plus any changes), what the ranking
 * must show, why, and the published pick it comes from. A failing case means the method or the data
 * disagrees with a judgement experts would not give up.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const Expectation = z.discriminatedUnion('kind', [
  /** `higher` ranks above `lower` (both must be ranked). */
  z.strictObject({ kind: z.literal('above'), higher: slug, lower: slug }),
  /** The first card has the lowest value of the field among the ranked cards. */
  z.strictObject({ kind: z.literal('leader-lowest'), field: z.enum(['purchaseRate', 'annualFee']) }),
  /** `card` is ranked within the first `within` places. */
  z.strictObject({ kind: z.literal('ranked'), card: slug, within: z.number().int().min(1) }),
  /** `card` is not among the first `places` places (it may be lower, or not ranked). */
  z.strictObject({ kind: z.literal('not-leading'), card: slug, places: z.number().int().min(1) }),
]);
export type Expectation = z.infer<typeof Expectation>;

export const ExpertExpectation = z.strictObject({
  id: slug,
  /** A best-card page's preset (`best` for the default profile) with changes laid over it. */
  profile: z.strictObject({ preset: z.enum(PRESET_SLUGS), state: FilterStateInput.optional() }),
  expect: Expectation,
  reason: z.string().min(20),
  source: z.strictObject({ title: z.string().min(5), url: z.url(), asOf: z.iso.date().nullable() }),
  /**
   * Set while the ranking does not yet meet the case: why, and what it waits for. Its test then
   * expects the case to fail, so the flag must go the day the case passes.
   */
  open: z.string().min(20).optional(),
});
export type ExpertExpectation = z.infer<typeof ExpertExpectation>;

export interface ExpectationResult {
  id: string;
  passed: boolean;
  /** What the ranking showed, in words. */
  detail: string;
}

function place(ranked: readonly RankedCard[], cardSlug: string): number | null {
  const found = ranked.find((entry) => entry.slug === cardSlug);
  return found ? found.position : null;
}

/** Checks one case against the catalogue, ranking every card (no rating floor, one page). */
export function checkExpectation(
  expectation: ExpertExpectation,
  catalogue: { cards: readonly CatalogueCard[]; programs: readonly RewardProgram[] },
  today: string,
): ExpectationResult {
  const base = filterStateForPreset(expectation.profile.preset, expectation.profile.state ?? {});
  if (!base) return { id: expectation.id, passed: false, detail: 'the profile is not a valid filter state' };
  const { cards: ranked } = rankCards({
    cards: catalogue.cards,
    programs: catalogue.programs,
    state: { ...base, ratingFilter: 0, page: 1, resultsPerPage: 500 },
    today,
  });
  const { expect } = expectation;
  const result = (passed: boolean, detail: string): ExpectationResult => ({ id: expectation.id, passed, detail });
  switch (expect.kind) {
    case 'above': {
      const higher = place(ranked, expect.higher);
      const lower = place(ranked, expect.lower);
      if (higher === null || lower === null)
        return result(false, `${higher === null ? expect.higher : expect.lower} is not ranked`);
      return result(higher < lower, `${expect.higher} #${higher}, ${expect.lower} #${lower}`);
    }
    case 'leader-lowest': {
      const value = (entry: RankedCard) =>
        expect.field === 'annualFee'
          ? entry.annualFee
          : (entry.breakdown.components.find((component) => component.key === 'interest')?.raw ?? null);
      const known = ranked.map(value).filter((entry): entry is number => entry !== null);
      const leader = ranked[0];
      if (!leader || known.length === 0) return result(false, 'nothing is ranked');
      const lowest = Math.min(...known);
      return result(value(leader) === lowest, `${leader.slug} leads with ${value(leader)}; the lowest is ${lowest}`);
    }
    case 'ranked': {
      const at = place(ranked, expect.card);
      return result(at !== null && at <= expect.within, `${expect.card} #${at ?? 'not ranked'}`);
    }
    case 'not-leading': {
      const at = place(ranked, expect.card);
      return result(at === null || at > expect.places, `${expect.card} #${at ?? 'not ranked'}`);
    }
  }
}
