import type { Database } from '../db/client';

export interface PerDatabaseCache<T> {
  /** The cached value while it is fresh at `now`; otherwise a new read, which callers in the meantime share. */
  get(db: Database, now?: number): Promise<T>;
  /** After a change made in this process, read afresh on the next call. */
  forget(db: Database): void;
}

/**
 * A value read from the database at most once per `ttlMs`, one copy per database (tests run several apps
 * in one process). A failed read is not kept: the next call reads again.
 */
export function perDatabaseCache<T>(
  ttlMs: number,
  read: (db: Database, now: number) => Promise<T>,
): PerDatabaseCache<T> {
  const cache = new WeakMap<Database, { value: Promise<T>; expiresAt: number }>();
  return {
    get(db, now = Date.now()) {
      const cached = cache.get(db);
      if (cached && cached.expiresAt > now) return cached.value;
      const entry = { value: read(db, now), expiresAt: now + ttlMs };
      cache.set(db, entry);
      entry.value.catch(() => {
        if (cache.get(db) === entry) cache.delete(db);
      });
      return entry.value;
    },
    forget(db) {
      cache.delete(db);
    },
  };
}
