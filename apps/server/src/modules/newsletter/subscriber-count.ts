import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { SUBSCRIBER_COUNT_TTL_MS } from './newsletter-limits';

interface CachedCount {
  value: Promise<number>;
  expiresAt: number;
}

/** One cached figure per database (tests run several apps in one process). */
const cache = new WeakMap<Database, CachedCount>();

/**
 * The number of confirmed subscribers, for `stats.newsletterSubscribers` of the global call that every page
 * makes: counted at most once a minute per process, and callers in the meantime share one query.
 */
export function confirmedSubscriberCount(db: Database, now = Date.now()): Promise<number> {
  const cached = cache.get(db);
  if (cached && cached.expiresAt > now) return cached.value;
  const value = db
    .select({ value: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .then(([row]) => row?.value ?? 0);
  const entry = { value, expiresAt: now + SUBSCRIBER_COUNT_TTL_MS };
  cache.set(db, entry);
  // A failed count is not kept: the next call asks again.
  value.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return value;
}

/** After a change in this process (confirm, unsubscribe, opt-in), count afresh on the next call. */
export function forgetSubscriberCount(db: Database): void {
  cache.delete(db);
}
