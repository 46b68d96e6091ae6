import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../catalogue/schema';
import { type FilterStateInput, resolveFilterState } from '../filters/filter-state';
import { rankLists } from '../queries/rank-lists';
import { rankCards } from './rank-cards';
import { MBNA_REWARDS, mbnaWith } from './test-fixtures';
import { meetsUserReviewFloors, NO_USER_REVIEWS, summarizeStars, type UserReviewSummary } from './user-reviews';

const floors = (minimumUserReviewCount: number, minimumAverageUserReview: number) => ({
  minimumUserReviewCount,
  minimumAverageUserReview,
});

describe('summarizeStars', () => {
  it('counts the reviews and averages their stars to one decimal', () => {
    expect(summarizeStars([0, 0, 0, 0, 0])).toEqual(NO_USER_REVIEWS);
    expect(summarizeStars([0, 0, 0, 0, 1])).toEqual({ count: 1, average: 5 });
    // (4 + 5) ÷ 2 = 4.5; (1 + 2 + 2) ÷ 3 = 1.666… → 1.7
    expect(summarizeStars([0, 0, 0, 1, 1])).toEqual({ count: 2, average: 4.5 });
    expect(summarizeStars([1, 2, 0, 0, 0])).toEqual({ count: 3, average: 1.7 });
    // 4.25 rounds up whatever floating point makes of it: 17 ÷ 4.
    expect(summarizeStars([0, 0, 0, 3, 1])).toEqual({ count: 4, average: 4.3 });
  });

  it('always gives an average between 1 and 5 with at most one decimal', () => {
    const stars = fc.tuple(fc.nat(50), fc.nat(50), fc.nat(50), fc.nat(50), fc.nat(50));
    fc.assert(
      fc.property(stars, (counts) => {
        const summary = summarizeStars(counts);
        expect(summary.count).toBe(counts.reduce((sum, times) => sum + times, 0));
        if (summary.count === 0) return expect(summary.average).toBeNull();
        expect(summary.average).toBeGreaterThanOrEqual(1);
        expect(summary.average).toBeLessThanOrEqual(5);
        expect(Math.round((summary.average ?? 0) * 10) / 10).toBe(summary.average);
      }),
    );
  });
});

describe('meetsUserReviewFloors', () => {
  const some: UserReviewSummary = { count: 3, average: 4 };

  it('lets every card through when no floor is set, reviewed or not', () => {
    expect(meetsUserReviewFloors(NO_USER_REVIEWS, floors(0, 0))).toBe(true);
    expect(meetsUserReviewFloors(some, floors(0, 0))).toBe(true);
  });

  it('fails a card without reviews on any floor above 0', () => {
    expect(meetsUserReviewFloors(NO_USER_REVIEWS, floors(1, 0))).toBe(false);
    expect(meetsUserReviewFloors(NO_USER_REVIEWS, floors(0, 0.5))).toBe(false);
    expect(meetsUserReviewFloors(NO_USER_REVIEWS, floors(0, 1))).toBe(false);
  });

  it('needs at least the count asked for', () => {
    expect(meetsUserReviewFloors(some, floors(3, 0))).toBe(true);
    expect(meetsUserReviewFloors(some, floors(4, 0))).toBe(false);
  });

  it('needs the average shown at or above the floor', () => {
    expect(meetsUserReviewFloors(some, floors(0, 4))).toBe(true);
    expect(meetsUserReviewFloors(some, floors(0, 4.1))).toBe(false);
    expect(meetsUserReviewFloors(some, floors(3, 4))).toBe(true);
    expect(meetsUserReviewFloors(some, floors(4, 4))).toBe(false);
  });
});

describe('rankCards with members’ reviews', () => {
  const card = (slug: string): CatalogueCard =>
    mbnaWith((draft) => {
      draft.slug = slug;
      draft.name = `Card ${slug}`;
    });
  const cards = [card('loved'), card('liked'), card('unreviewed')];
  const reviews = new Map<string, UserReviewSummary>([
    ['loved', { count: 12, average: 4.6 }],
    ['liked', { count: 2, average: 3.5 }],
  ]);
  const rank = (input: FilterStateInput, userReviews: ReadonlyMap<string, UserReviewSummary> | null = reviews) =>
    rankCards({
      cards,
      programs: [MBNA_REWARDS],
      state: resolveFilterState({ ratingFilter: 0, ...input }),
      ...(userReviews ? { userReviews } : {}),
    });
  const slugs = (input: FilterStateInput) =>
    rank(input)
      .cards.map((entry) => entry.slug)
      .sort();

  it('keeps every card without floors, and answers each card’s count and average', () => {
    const result = rank({});
    expect(result.total).toBe(3);
    expect(Object.fromEntries(result.cards.map((entry) => [entry.slug, entry.userReviews]))).toEqual({
      loved: { count: 12, average: 4.6 },
      liked: { count: 2, average: 3.5 },
      unreviewed: { count: 0, average: null },
    });
  });

  it('leaves out the cards below minimumUserReviewCount and minimumAverageUserReview', () => {
    expect(slugs({ minimumUserReviewCount: 1 })).toEqual(['liked', 'loved']);
    expect(slugs({ minimumUserReviewCount: 3 })).toEqual(['loved']);
    expect(slugs({ minimumAverageUserReview: 3.5 })).toEqual(['liked', 'loved']);
    expect(slugs({ minimumAverageUserReview: 4 })).toEqual(['loved']);
    expect(slugs({ minimumAverageUserReview: 5 })).toEqual([]);
    expect(slugs({ minimumUserReviewCount: 2, minimumAverageUserReview: 4 })).toEqual(['loved']);
  });

  it('treats every card as unreviewed when no reviews are given', () => {
    expect(rank({ minimumUserReviewCount: 1 }, null).total).toBe(0);
    expect(rank({}, null).cards.every((entry) => entry.userReviews.count === 0)).toBe(true);
  });

  it('keeps pinned cards whatever their reviews', () => {
    expect(rank({ minimumUserReviewCount: 5, pinned: ['unreviewed'] }).cards.map((entry) => entry.slug)).toEqual([
      'unreviewed',
      'loved',
    ]);
  });

  it('passes the reviews through named lists; the every-card scope drops the floors', () => {
    const lists = rankLists({
      cards,
      programs: new Map([[MBNA_REWARDS.slug, MBNA_REWARDS]]),
      categories: [],
      visitor: { minimumUserReviewCount: 3 },
      lists: [
        { name: 'mine', scope: { kind: 'filters' }, limit: 10 },
        { name: 'all', scope: { kind: 'every-card' }, limit: 10 },
      ],
      userReviews: reviews,
    });
    expect(lists.mine?.cards.map((entry) => entry.slug)).toEqual(['loved']);
    expect(lists.mine?.cards[0]?.userReviews).toEqual({ count: 12, average: 4.6 });
    expect(lists.all?.total).toBe(3);
  });
});
