import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardReviews } from '../../db/schema';
import { perDatabaseCache } from '../../lib/per-database-cache';
import { isApproved } from './approved-reviews';

/** How long the count of approved reviews is kept: the global call every page makes reads it. */
export const APPROVED_REVIEW_COUNT_TTL_MS = 60_000;

const approvedCount = perDatabaseCache(APPROVED_REVIEW_COUNT_TTL_MS, (db) =>
  db
    .select({ value: count() })
    .from(cardReviews)
    .where(isApproved)
    .then(([row]) => row?.value ?? 0),
);

/** `stats.consumerReviews` of the global call: members' approved card reviews, counted at most once a minute. */
export const approvedReviewCount = (db: Database, now?: number): Promise<number> => approvedCount.get(db, now);

export const forgetApprovedReviewCount = (db: Database): void => approvedCount.forget(db);
