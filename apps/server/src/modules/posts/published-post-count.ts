import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts } from '../../db/schema';
import { perDatabaseCache } from '../../lib/per-database-cache';
import { listedPosts, postSortDate } from './post-visibility';

/** How long the count of published posts is kept: the global call every page makes reads it. */
export const PUBLISHED_COUNT_TTL_MS = 60_000;

const publishedCount = perDatabaseCache(PUBLISHED_COUNT_TTL_MS, (db, now) =>
  db
    .select({ value: count() })
    .from(posts)
    .where(listedPosts(new Date(now)))
    .then(([row]) => row?.value ?? 0),
);

/** `stats.qualityArticles` of the global call: the posts readers can read, counted at most once a minute. */
export const publishedPostCount = (db: Database, now?: number): Promise<number> => publishedCount.get(db, now);

export const forgetPublishedPostCount = (db: Database): void => {
  publishedCount.forget(db);
  newest.forget(db);
};

const newest = perDatabaseCache(PUBLISHED_COUNT_TTL_MS, (db, now) =>
  db
    .select({ id: posts.id })
    .from(posts)
    .where(listedPosts(new Date(now)))
    .orderBy(desc(postSortDate), desc(posts.id))
    .limit(1)
    .then(([row]) => row?.id ?? null),
);

/** The newest published post's id, for the bell's badge (§4), read at most once a minute. */
export const newestPostId = (db: Database, now?: number): Promise<string | null> => newest.get(db, now);
