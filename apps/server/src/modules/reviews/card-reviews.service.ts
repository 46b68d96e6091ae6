import type {
  CardReviewPage,
  CardReviewQueue,
  ModeratedCardReview,
  ModerationStatus,
  ModerationVerdict,
  MyCardReview,
  OwnCardReview,
} from '@cardgenius/core/contract';
import {
  CARD_REVIEW_MESSAGES,
  CARD_REVIEWS_PER_PAGE,
  heldSinceDate,
  heldSinceMonth,
  heldSinceProblem,
} from '@cardgenius/core/rules';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardReviews, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UserRecord } from '../auth/sessions';
import type { CatalogueSnapshot } from '../cards/catalogue-store';
import {
  approvedReviewColumns,
  isApproved,
  newestFirst,
  publicReview,
  readCardStars,
  reviewSummary,
} from './approved-reviews';

/** Reviews a moderator sees at once. */
export const MODERATION_PER_PAGE = 20;

type ReviewRow = typeof cardReviews.$inferSelect;

/** Every card of the catalogue may be reviewed but those it hides (not shown anywhere on the site). */
function reviewableCard(catalogue: CatalogueSnapshot, slug: string) {
  const card = catalogue.cardsBySlug.get(slug);
  if (!card || card.hidden) throw new AppError('NOT_FOUND', `No card has the slug “${slug}”.`);
  return card;
}

function ownReview(row: ReviewRow): OwnCardReview {
  return {
    id: row.id,
    cardSlug: row.cardSlug,
    rating: row.rating,
    title: row.title,
    body: row.body,
    holdsCard: row.holdsCard,
    heldSince: row.heldSince === null ? null : heldSinceMonth(row.heldSince),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `GET /card/{slug}/reviews`: approved reviews only, newest first, read from the database. */
export async function listCardReviews(options: {
  db: Database;
  catalogue: CatalogueSnapshot;
  slug: string;
  page: number;
}): Promise<CardReviewPage> {
  const { db, page } = options;
  const card = reviewableCard(options.catalogue, options.slug);
  const [stars, rows] = await Promise.all([
    readCardStars(db, card.slug),
    db
      .select(approvedReviewColumns)
      .from(cardReviews)
      .innerJoin(users, eq(users.id, cardReviews.memberId))
      .where(and(isApproved, eq(cardReviews.cardSlug, card.slug)))
      .orderBy(...newestFirst)
      .limit(CARD_REVIEWS_PER_PAGE)
      .offset((page - 1) * CARD_REVIEWS_PER_PAGE),
  ]);
  const summary = reviewSummary(stars);
  return {
    cardSlug: card.slug,
    summary,
    reviews: rows.map((row) => publicReview(row, card.displayName)),
    page,
    perPage: CARD_REVIEWS_PER_PAGE,
    totalPages: Math.ceil(summary.count / CARD_REVIEWS_PER_PAGE),
  };
}

/** `GET /card/{slug}/reviews/mine`: the member's own review in any state, and whether they may write one. */
export async function myCardReview(options: {
  db: Database;
  catalogue: CatalogueSnapshot;
  member: UserRecord;
  slug: string;
}): Promise<MyCardReview> {
  const card = reviewableCard(options.catalogue, options.slug);
  const [row] = await options.db
    .select()
    .from(cardReviews)
    .where(and(eq(cardReviews.memberId, options.member.id), eq(cardReviews.cardSlug, card.slug)))
    .limit(1);
  return { emailConfirmed: options.member.emailConfirmedAt !== null, review: row ? ownReview(row) : null };
}

/**
 * `PUT /card/{slug}/reviews/mine`: writes the member's one review of the card, or replaces it. Every
 * save waits for a moderator again: what was approved is hidden until its new text is approved too.
 */
export async function saveMyCardReview(options: {
  db: Database;
  catalogue: CatalogueSnapshot;
  member: UserRecord;
  slug: string;
  /** As the contract parsed it: text trimmed, lengths checked. */
  input: { rating: number; title: string; body: string; holdsCard: boolean; heldSince?: string | null | undefined };
  /** The site's calendar day (Toronto), for "not in the future". */
  today: string;
  now: Date;
}): Promise<MyCardReview> {
  const { db, member, input, now } = options;
  const card = reviewableCard(options.catalogue, options.slug);
  if (member.emailConfirmedAt === null) throw new AppError('FORBIDDEN', CARD_REVIEW_MESSAGES.emailUnconfirmed);
  const heldSince = input.holdsCard && input.heldSince ? input.heldSince : null;
  const problem = heldSince === null ? null : heldSinceProblem(heldSince, options.today);
  if (problem) throw new AppError('VALIDATION_FAILED', 'Some fields are not valid.', { heldSince: problem });

  const written = {
    rating: input.rating,
    title: input.title,
    body: input.body,
    holdsCard: input.holdsCard,
    heldSince: heldSince === null ? null : heldSinceDate(heldSince),
    status: 'pending' as const,
    // Set here rather than by the database: moderators send it back as the version they read, to the millisecond.
    updatedAt: now,
    moderatedAt: null,
    moderatedBy: null,
  };
  const [row] = await db
    .insert(cardReviews)
    .values({ cardSlug: card.slug, memberId: member.id, createdAt: now, ...written })
    .onConflictDoUpdate({ target: [cardReviews.memberId, cardReviews.cardSlug], set: written })
    .returning();
  if (!row) throw new Error('the review was not written');
  return { emailConfirmed: true, review: ownReview(row) };
}

const moderatedColumns = {
  review: cardReviews,
  member: { id: users.id, name: users.name, email: users.email },
};

function moderatedView(
  catalogue: CatalogueSnapshot,
  row: { review: ReviewRow; member: { id: string; name: string; email: string } },
): ModeratedCardReview {
  const card = catalogue.cardsBySlug.get(row.review.cardSlug);
  return {
    ...ownReview(row.review),
    card: { slug: row.review.cardSlug, name: card?.displayName ?? row.review.cardSlug },
    member: row.member,
    moderatedAt: row.review.moderatedAt?.toISOString() ?? null,
  };
}

/** `GET /moderation/card-reviews`: pending reviews oldest first (a queue); the other states newest first. */
export async function cardReviewQueue(options: {
  db: Database;
  catalogue: CatalogueSnapshot;
  status: ModerationStatus;
  page: number;
}): Promise<CardReviewQueue> {
  const { db, status, page } = options;
  const order =
    status === 'pending'
      ? [asc(cardReviews.updatedAt), asc(cardReviews.id)]
      : [desc(cardReviews.updatedAt), desc(cardReviews.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(moderatedColumns)
      .from(cardReviews)
      .innerJoin(users, eq(users.id, cardReviews.memberId))
      .where(eq(cardReviews.status, status))
      .orderBy(...order)
      .limit(MODERATION_PER_PAGE)
      .offset((page - 1) * MODERATION_PER_PAGE),
    db.select({ total: count() }).from(cardReviews).where(eq(cardReviews.status, status)),
  ]);
  const total = counted?.total ?? 0;
  return {
    reviews: rows.map((row) => moderatedView(options.catalogue, row)),
    total,
    page,
    perPage: MODERATION_PER_PAGE,
    totalPages: Math.ceil(total / MODERATION_PER_PAGE),
  };
}

/**
 * `POST /moderation/card-reviews/{id}/status`: a moderator's verdict. With `seenUpdatedAt`, a review the
 * member rewrote since the moderator read it is a 409 and stays as it is.
 */
export async function moderateCardReview(options: {
  db: Database;
  catalogue: CatalogueSnapshot;
  id: string;
  verdict: ModerationVerdict;
  moderatorId: string;
  seenUpdatedAt?: string | undefined;
  now: Date;
}): Promise<ModeratedCardReview> {
  const { db, id } = options;
  const [updated] = await db
    .update(cardReviews)
    .set({ status: options.verdict, moderatedAt: options.now, moderatedBy: options.moderatorId })
    .where(
      and(
        eq(cardReviews.id, id),
        options.seenUpdatedAt === undefined
          ? undefined
          : sql`date_trunc('milliseconds', ${cardReviews.updatedAt}) = ${options.seenUpdatedAt}::timestamptz`,
      ),
    )
    .returning();
  if (!updated) {
    const [exists] = await db.select({ id: cardReviews.id }).from(cardReviews).where(eq(cardReviews.id, id)).limit(1);
    if (!exists) throw new AppError('NOT_FOUND', 'No card review has this id.');
    throw new AppError('CONFLICT', 'The member changed this review since you read it. Read it again before deciding.');
  }
  const [member] = await db.select(moderatedColumns.member).from(users).where(eq(users.id, updated.memberId)).limit(1);
  // The member's row goes with their reviews (on delete cascade): one is never without the other.
  if (!member) throw new AppError('NOT_FOUND', 'No card review has this id.');
  return moderatedView(options.catalogue, { review: updated, member });
}
