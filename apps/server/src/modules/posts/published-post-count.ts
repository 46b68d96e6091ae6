import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts } from '../../db/schema';
import { perDatabaseCache } from '../../lib/per-database-cache';
import { listedPosts } from './posts.service';

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

export const forgetPublishedPostCount = (db: Database): void => publishedCount.forget(db);
