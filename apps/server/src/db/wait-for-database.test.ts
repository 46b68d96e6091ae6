import { describe, expect, it } from 'vitest';
import { unusedPort } from '../test/tcp-proxy';
import { openDatabase } from './client';
import { DatabaseUnreachableError, describeDatabaseUrl, urlSecrets, waitForDatabase } from './wait-for-database';

/** A clock that moves only when the code under test sleeps (or a ping takes time). */
function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });

describe('waitForDatabase', () => {
  it('retries a refused connection with growing waits and resolves once the database answers', async () => {
    const clock = fakeClock();
    let calls = 0;
    const retries: number[] = [];
    await waitForDatabase(
      {
        ping: async () => {
          calls++;
          if (calls < 5) throw refused();
        },
      },
      { target: 'PostgreSQL at x', timeoutMs: 30_000, ...clock, onRetry: ({ attempt }) => retries.push(attempt) },
    );
    expect(calls).toBe(5);
    expect(retries).toEqual([1, 2, 3, 4]);
    expect(clock.sleeps).toEqual([250, 500, 1000, 2000]);
  });

  it('gives up after the time allowed with one line naming the target and the failure, never the password', async () => {
    const clock = fakeClock();
    const url = 'postgres://app:s3cr%40t@db.internal:5999/cards';
    const failure = waitForDatabase(
      {
        ping: async () => {
          clock.advance(100);
          throw Object.assign(new Error('password s3cr@t rejected'), { code: 'ECONNRESET' });
        },
      },
      { target: describeDatabaseUrl(url), timeoutMs: 10_000, secrets: urlSecrets(url), ...clock },
    );
    const error = await failure.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseUnreachableError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^Cannot reach PostgreSQL at db\.internal:5999\/cards as app after 10 s \(\d+ attempts\): password \*\*\* rejected \(ECONNRESET\)\. Check DATABASE_URL, or allow longer with DB_CONNECT_TIMEOUT_MS\.$/,
    );
    expect(message).not.toContain('s3cr');
    // Waits grow and stop at the cap; the whole stays within the time allowed.
    expect(clock.sleeps.slice(0, 6)).toEqual([250, 500, 1000, 2000, 4000, 1650]);
    expect(clock.now()).toBeLessThanOrEqual(10_100);
  });

  it('fails at once when waiting cannot help (a wrong password, a missing database)', async () => {
    const clock = fakeClock();
    const error = await waitForDatabase(
      {
        ping: async () => {
          throw Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' });
        },
      },
      { target: 'PostgreSQL at db:5432/cards as app', timeoutMs: 30_000, ...clock },
    ).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      'Cannot use PostgreSQL at db:5432/cards as app: password authentication failed for user "app" (28P01)',
    );
    expect(clock.sleeps).toEqual([]);
  });

  it('gives up on a real PostgreSQL URL where nothing listens, within the time allowed', async () => {
    const url = `postgres://app:hunter22@127.0.0.1:${await unusedPort()}/cards`;
    const database = await openDatabase({ kind: 'postgres', url, queryTimeoutMs: 500 });
    try {
      const started = performance.now();
      const error = await waitForDatabase(database, {
        target: describeDatabaseUrl(url),
        timeoutMs: 600,
        secrets: urlSecrets(url),
      }).catch((caught: unknown) => caught);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect((error as Error).message).toMatch(
        /^Cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/cards as app after 0\.6 s/,
      );
      expect((error as Error).message).toContain('ECONNREFUSED');
      expect((error as Error).message).not.toContain('hunter22');
    } finally {
      await database.close();
    }
  });
});

describe('describeDatabaseUrl', () => {
  it('names host, port, database and user, and leaves out the password', () => {
    expect(describeDatabaseUrl('postgresql://me:pw@localhost/app')).toBe('PostgreSQL at localhost:5432/app as me');
    expect(describeDatabaseUrl('postgres://127.0.0.1:6543/')).toBe('PostgreSQL at 127.0.0.1:6543/(default database)');
  });
});
