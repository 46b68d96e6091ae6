import type { CardReviewPage, CardReviewSummary, PublicCardReview } from '@cardgenius/core/contract';
import { type StarCounts, summarizeStars, type UserReviewSummary } from '@cardgenius/core/rating';
import { CARD_REVIEWS_PER_PAGE, heldSinceMonth, LATEST_CARD_REVIEWS, reviewerFirstName } from '@cardgenius/core/rules';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardReviews, users } from '../../db/schema';

/** An approved review as read for the public, with its writer's name as they gave it. */
export interface ApprovedReviewRow {
  id: string;
  cardSlug: string;
  rating: number;
  title: string;
  body: string;
  holdsCard: boolean;
  heldSince: string | null;
  updatedAt: Date;
  memberName: string;
}

export const approvedReviewColumns = {
  id: cardReviews.id,
  cardSlug: cardReviews.cardSlug,
  rating: cardReviews.rating,
  title: cardReviews.title,
  body: cardReviews.body,
  holdsCard: cardReviews.holdsCard,
  heldSince: cardReviews.heldSince,
  updatedAt: cardReviews.updatedAt,
  memberName: users.name,
};

export const isApproved = eq(cardReviews.status, 'approved');

/** Newest first: the last time the member wrote it, then the id so the order never wobbles. */
export const newestFirst = [desc(cardReviews.updatedAt), desc(cardReviews.id)] as const;

/** The review as anyone may see it: the first name alone stands for the member. */
export function publicReview(row: ApprovedReviewRow, cardName: string): PublicCardReview {
  return {
    id: row.id,
    cardSlug: row.cardSlug,
    cardName,
    rating: row.rating,
    title: row.title,
    body: row.body,
    reviewerName: reviewerFirstName(row.memberName),
    holdsCard: row.holdsCard,
    heldSince: row.heldSince === null ? null : heldSinceMonth(row.heldSince),
    reviewedAt: row.updatedAt.toISOString(),
  };
}

export const NO_STARS: StarCounts = [0, 0, 0, 0, 0];

export function reviewSummary(stars: StarCounts): CardReviewSummary {
  const { count: total, average } = summarizeStars(stars);
  return {
    count: total,
    average,
    distribution: [5, 4, 3, 2, 1].map((star) => ({ stars: star, count: stars[star - 1] ?? 0 })),
  };
}

/** Star counts per card from `(card, rating, count)` rows. */
function starsByCard(rows: { cardSlug: string; rating: number; times: number }[]): Map<string, StarCounts> {
  const byCard = new Map<string, [number, number, number, number, number]>();
  for (const row of rows) {
    if (row.rating < 1 || row.rating > 5) continue;
    const stars = byCard.get(row.cardSlug) ?? [0, 0, 0, 0, 0];
    stars[row.rating - 1] = row.times;
    byCard.set(row.cardSlug, stars);
  }
  return byCard;
}

/** One card's approved reviews counted by stars (the public list's summary). */
export async function readCardStars(db: Database, cardSlug: string): Promise<StarCounts> {
  const rows = await db
    .select({ cardSlug: cardReviews.cardSlug, rating: cardReviews.rating, times: count() })
    .from(cardReviews)
    .where(and(isApproved, eq(cardReviews.cardSlug, cardSlug)))
    .groupBy(cardReviews.cardSlug, cardReviews.rating);
  return starsByCard(rows).get(cardSlug) ?? NO_STARS;
}

/**
 * What pages show of members' reviews, held in memory with the catalogue: per card the summary and
 * the first page, and the newest reviews across cards. It is read again whenever the data version
 * moves, which an approved review's every change does (migration 0014's triggers), so card pages,
 * their cache and the rankings follow moderation within the poll, and keep working without the database.
 */
export interface CardReviewsSnapshot {
  byCard: ReadonlyMap<string, { summary: CardReviewSummary; firstPage: PublicCardReview[] }>;
  /** What the ranking reads: count and average only. */
  rankingSummaries: ReadonlyMap<string, UserReviewSummary>;
  /** The newest approved reviews across every card. */
  latest: PublicCardReview[];
}

/** Approved reviews as the snapshot needs them: star counts per card, and each card's first page. */
export interface ApprovedReviews {
  starRows: { cardSlug: string; rating: number; times: number }[];
  /** Each card's newest approved reviews, at most a page of them, newest first across cards. */
  firstRows: ApprovedReviewRow[];
}

export async function readApprovedReviews(db: Database): Promise<ApprovedReviews> {
  const place = sql<number>`row_number() over (partition by ${cardReviews.cardSlug} order by ${cardReviews.updatedAt} desc, ${cardReviews.id} desc)`;
  const ranked = db
    .select({ ...approvedReviewColumns, place: place.as('place') })
    .from(cardReviews)
    .innerJoin(users, eq(users.id, cardReviews.memberId))
    .where(isApproved)
    .as('ranked');
  const [starRows, firstRows] = await Promise.all([
    db
      .select({ cardSlug: cardReviews.cardSlug, rating: cardReviews.rating, times: count() })
      .from(cardReviews)
      .where(isApproved)
      .groupBy(cardReviews.cardSlug, cardReviews.rating),
    db
      .select({
        id: ranked.id,
        cardSlug: ranked.cardSlug,
        rating: ranked.rating,
        title: ranked.title,
        body: ranked.body,
        holdsCard: ranked.holdsCard,
        heldSince: ranked.heldSince,
        updatedAt: ranked.updatedAt,
        memberName: ranked.memberName,
      })
      .from(ranked)
      .where(lte(ranked.place, CARD_REVIEWS_PER_PAGE))
      .orderBy(desc(ranked.updatedAt), desc(ranked.id)),
  ]);
  return { starRows, firstRows };
}

/** The snapshot from what was read, each review named by its card's display name. */
export function cardReviewsSnapshot(
  approved: ApprovedReviews,
  cardName: (slug: string) => string,
): CardReviewsSnapshot {
  const firstPages = new Map<string, PublicCardReview[]>();
  for (const row of approved.firstRows) {
    const reviews = firstPages.get(row.cardSlug) ?? [];
    reviews.push(publicReview(row, cardName(row.cardSlug)));
    firstPages.set(row.cardSlug, reviews);
  }
  const byCard = new Map<string, { summary: CardReviewSummary; firstPage: PublicCardReview[] }>();
  const rankingSummaries = new Map<string, UserReviewSummary>();
  for (const [slug, stars] of starsByCard(approved.starRows)) {
    const summary = reviewSummary(stars);
    byCard.set(slug, { summary, firstPage: firstPages.get(slug) ?? [] });
    rankingSummaries.set(slug, { count: summary.count, average: summary.average });
  }
  // Every card's newest are among the rows read, so the newest across cards are too (rows come newest first).
  const latest = approved.firstRows
    .slice(0, LATEST_CARD_REVIEWS)
    .map((row) => publicReview(row, cardName(row.cardSlug)));
  return { byCard, rankingSummaries, latest };
}

/** A card's first page of approved reviews as the card call answers it, from the snapshot. */
export function firstReviewPage(snapshot: CardReviewsSnapshot, cardSlug: string): CardReviewPage {
  const entry = snapshot.byCard.get(cardSlug);
  const summary = entry?.summary ?? reviewSummary(NO_STARS);
  return {
    cardSlug,
    summary,
    reviews: entry?.firstPage ?? [],
    page: 1,
    perPage: CARD_REVIEWS_PER_PAGE,
    totalPages: Math.ceil(summary.count / CARD_REVIEWS_PER_PAGE),
  };
}
