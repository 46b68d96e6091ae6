import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { perDatabaseCache } from './per-database-cache';

// The cache only keys on the database object: any object stands in for one.
const database = () => ({}) as Database;

describe('perDatabaseCache', () => {
  it('reads once within the time to live, callers sharing the read, and again once it has passed', async () => {
    let reads = 0;
    const cache = perDatabaseCache(1000, async () => ++reads);
    const db = database();
    const [a, b] = await Promise.all([cache.get(db, 0), cache.get(db, 10)]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
    expect(await cache.get(db, 999)).toBe(1);
    expect(await cache.get(db, 1000)).toBe(2);
  });

  it('keeps one copy per database, forgets on request and never keeps a failed read', async () => {
    let reads = 0;
    let fail = true;
    const cache = perDatabaseCache(1000, async () => {
      reads += 1;
      if (fail) throw new Error('database unavailable');
      return reads;
    });
    const one = database();
    await expect(cache.get(one, 0)).rejects.toThrow('database unavailable');
    fail = false;
    expect(await cache.get(one, 1)).toBe(2);
    expect(await cache.get(database(), 1)).toBe(3);
    cache.forget(one);
    expect(await cache.get(one, 2)).toBe(4);
  });
});
