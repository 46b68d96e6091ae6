import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FilterState, resolveFilterState, type SortField } from '../filters/filter-state';
import { filterStateInputArbitrary } from '../filters/filter-state-arbitraries';
import { catalogueEstimates } from './peer-estimates';
import { type RankedCard, rankCards } from './rank-cards';
import { rateCard } from './rate-card';
import { catalogueArbitrary, programsArbitrary } from './rating-arbitraries';
import { COMPONENT_KEYS } from './rating-config';
import { profileFromFilterState } from './rating-profile';

/** Properties of docs/rating-method.md for whole rankings, on generated catalogues and filter states. */

const scenario = catalogueArbitrary(25).chain((cards) =>
  fc.record({
    cards: fc.constant(cards),
    programs: programsArbitrary,
    state: filterStateInputArbitrary(cards.map((card) => card.slug)).map(resolveFilterState),
    shuffleSeed: fc.nat(),
  }),
);

const everything = (state: FilterState): FilterState => ({ ...state, page: 1, resultsPerPage: 500 });

function sortKey(field: SortField, entry: RankedCard): number | null {
  switch (field) {
    case 'geniusRating':
      return entry.rating;
    case 'purchaseRate':
      return entry.card.rates.purchase;
    default:
      return entry[field];
  }
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed || 1;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

describe('rankCards properties', () => {
  it('is pure and deterministic: same output twice, and whatever the order of the input', () => {
    fc.assert(
      fc.property(scenario, ({ cards, programs, state, shuffleSeed }) => {
        const first = rankCards({ cards, programs, state });
        expect(rankCards({ cards, programs, state })).toEqual(first);
        const reordered = rankCards({
          cards: shuffled(cards, shuffleSeed),
          programs: shuffled(programs, shuffleSeed),
          state,
        });
        expect(reordered).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });

  it('explains every ranked card, with the rating rateCard gives it', () => {
    fc.assert(
      fc.property(scenario, ({ cards, programs, state }) => {
        const profile = profileFromFilterState(state);
        for (const entry of rankCards({ cards, programs, state }).cards) {
          expect(entry.breakdown.components.map((component) => component.key)).toEqual([...COMPONENT_KEYS]);
          expect(entry.breakdown.categories).toHaveLength(8);
          const program = programs.find((candidate) => candidate.slug === entry.card.rewardProgram);
          const estimates = catalogueEstimates(cards).get(entry.slug);
          const { slug, rating, netAnnualRewards, breakdown } = rateCard(
            entry.card,
            program,
            profile,
            undefined,
            estimates,
          );
          expect({ slug, rating, netAnnualRewards, breakdown }).toEqual({
            slug: entry.slug,
            rating: entry.rating,
            netAnnualRewards: entry.netAnnualRewards,
            breakdown: entry.breakdown,
          });
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps only what the filters allow, pinned cards first', () => {
    fc.assert(
      fc.property(scenario, ({ cards, programs, state }) => {
        const { cards: ranked, total } = rankCards({ cards, programs, state: everything(state) });
        expect(ranked).toHaveLength(total);
        expect(new Set(ranked.map((entry) => entry.slug)).size).toBe(ranked.length);
        let seenUnpinned = false;
        for (const entry of ranked) {
          const { card } = entry;
          expect(card.hidden).toBe(false);
          expect(card.status).toBe('offered');
          expect(entry.annualFee).not.toBeNull();
          if (!entry.pinned)
            expect(state.segments.length > 0 ? state.segments : ['personal', 'student', 'secured']).toContain(
              card.segment,
            );
          expect(entry.pinned).toBe(state.pinned.includes(card.slug));
          if (entry.pinned) {
            expect(seenUnpinned).toBe(false);
            continue;
          }
          seenUnpinned = true;
          expect(entry.rating).toBeGreaterThanOrEqual(state.ratingFilter);
          if (state.issuers.length > 0) expect(state.issuers).toContain(card.issuer);
          if (state.networks.length > 0) expect(state.networks).toContain(card.network);
          expect(entry.annualFee ?? 0).toBeGreaterThanOrEqual(state.annualFeeMin);
          if (state.annualFeeMax < 500) expect(entry.annualFee ?? 0).toBeLessThanOrEqual(state.annualFeeMax);
          if (state.cardIds.length > 0) expect(state.cardIds).toContain(card.slug);
          if (state.cardId !== null) expect(card.slug).toBe(state.cardId);
          if (state.affiliateOnly) expect(card.hasAffiliateLink).toBe(true);
          if (state.awardWinnersOnly) expect(card.awards.length).toBeGreaterThan(0);
          if (state.categories.length > 0)
            expect(card.categories.some((slug) => state.categories.includes(slug))).toBe(true);
          expect(card.categories.some((slug) => state.categoriesExclude.includes(slug))).toBe(false);
          if (state.rewardPrograms.length > 0) expect(state.rewardPrograms).toContain(card.rewardProgram);
          const income = [card.requirements.personalIncome, card.requirements.householdIncome].filter(
            (value) => value !== null,
          );
          if (income.length > 0) expect(Math.min(...income)).toBeLessThanOrEqual(state.minIncome);
          if (state.province === null) expect(card.quebecVersionOf).toBeNull();
          else if (card.requirements.provinces.length > 0)
            expect(card.requirements.provinces).toContain(state.province);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("sorts by the sort key, ties by net annual rewards then name; cards above the visitor's score last", () => {
    fc.assert(
      fc.property(scenario, ({ cards, programs, state }) => {
        const result = rankCards({ cards, programs, state: everything(state) });
        const ranked = result.cards.filter((entry) => !entry.pinned);
        const descending = state.sortBy.startsWith('-');
        const field = state.sortBy.replace('-', '') as SortField;
        const firstBelow = ranked.findIndex((entry) => entry.creditFit === 'below');
        const below = firstBelow < 0 ? 0 : ranked.length - firstBelow;
        expect(ranked.slice(firstBelow < 0 ? ranked.length : firstBelow).every((e) => e.creditFit === 'below')).toBe(
          true,
        );
        expect(result.belowCreditScore).toBe(below);
        for (let index = 1; index < ranked.length; index++) {
          const a = ranked[index - 1] as RankedCard;
          const b = ranked[index] as RankedCard;
          // The two groups are sorted each on its own.
          if ((a.creditFit === 'below') !== (b.creditFit === 'below')) continue;
          const keyA = sortKey(field, a);
          const keyB = sortKey(field, b);
          if (keyA !== keyB) {
            if (keyA === null) throw new Error('an unknown value sorted before a known one');
            if (keyB !== null) expect(descending ? keyA > keyB : keyA < keyB).toBe(true);
          } else if (a.netAnnualRewards !== b.netAnnualRewards) {
            expect(a.netAnnualRewards).toBeGreaterThan(b.netAnnualRewards);
          } else {
            expect(a.card.name.toLowerCase() <= b.card.name.toLowerCase()).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('pages without losing or repeating a card', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 7 }), ({ cards, programs, state }, resultsPerPage) => {
        const all = rankCards({ cards, programs, state: everything(state) });
        const pages: string[] = [];
        for (let page = 1; page <= Math.ceil(all.total / resultsPerPage) + 1; page++) {
          const result = rankCards({ cards, programs, state: { ...state, page, resultsPerPage } });
          expect(result).toMatchObject({ total: all.total, page, resultsPerPage });
          expect(result.cards.length).toBeLessThanOrEqual(resultsPerPage);
          result.cards.forEach((entry, index) => {
            expect(entry.position).toBe((page - 1) * resultsPerPage + index + 1);
          });
          pages.push(...result.cards.map((entry) => entry.slug));
        }
        expect(pages).toEqual(all.cards.map((entry) => entry.slug));
      }),
      { numRuns: 100 },
    );
  });
});
