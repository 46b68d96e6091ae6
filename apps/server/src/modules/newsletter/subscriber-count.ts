import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { perDatabaseCache } from '../../lib/per-database-cache';
import { SUBSCRIBER_COUNT_TTL_MS } from './newsletter-limits';

/**
 * The number of confirmed subscribers, for `stats.newsletterSubscribers` of the global call that every page
 * makes: counted at most once a minute per process, and callers in the meantime share one query.
 */
const subscriberCount = perDatabaseCache(SUBSCRIBER_COUNT_TTL_MS, (db) =>
  db
    .select({ value: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .then(([row]) => row?.value ?? 0),
);

export const confirmedSubscriberCount = (db: Database, now?: number): Promise<number> => subscriberCount.get(db, now);

/** After a change in this process (confirm, unsubscribe, opt-in), count afresh on the next call. */
export const forgetSubscriberCount = (db: Database): void => subscriberCount.forget(db);
