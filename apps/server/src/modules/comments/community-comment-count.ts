import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postComments } from '../../db/schema';
import { perDatabaseCache } from '../../lib/per-database-cache';

/** How long the count is kept: the global call every page makes reads it. */
const COUNT_TTL_MS = 60_000;

const approvedCount = perDatabaseCache(COUNT_TTL_MS, (db) =>
  db
    .select({ value: count() })
    .from(postComments)
    .where(eq(postComments.status, 'approved'))
    .then(([row]) => row?.value ?? 0),
);

/** `stats.communityComments` of the global call: approved comments, counted at most once a minute. */
export const communityCommentCount = (db: Database, now?: number): Promise<number> => approvedCount.get(db, now);

/** After a verdict in this process, count afresh at once (other processes within a minute). */
export const forgetCommunityCommentCount = (db: Database): void => approvedCount.forget(db);
