import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAndPort, startSilentServer, startTcpProxy, unusedPort, urlThrough } from '../test/tcp-proxy';
import { AppError } from './app-error';
import { formatWait, MemoryRateLimitStore, RateLimiter, type RateLimitRule, RedisRateLimitStore } from './rate-limit';
import { SERVICE_UNAVAILABLE_MESSAGE } from './service-unavailable';

const MINUTE = 60_000;

function clock(start = 1_700_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function rateLimitError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('MemoryRateLimitStore', () => {
  it('counts within a window and opens a new one after it', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    expect(await store.hit('k', MINUTE)).toEqual({ count: 1, resetAt: time.now() + MINUTE });
    time.advance(MINUTE - 1);
    expect((await store.hit('k', MINUTE)).count).toBe(2);
    expect((await store.hit('other', MINUTE)).count).toBe(1);
    time.advance(1);
    expect(await store.hit('k', MINUTE)).toEqual({ count: 1, resetAt: time.now() + MINUTE });
  });

  it('is always up', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    expect(limiter.storeKind).toBe('memory');
    await expect(limiter.ping()).resolves.toBeUndefined();
    await expect(limiter.close()).resolves.toBeUndefined();
  });

  it('reset forgets a key', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('k', MINUTE);
    await store.hit('k', MINUTE);
    await store.reset('k');
    expect((await store.hit('k', MINUTE)).count).toBe(1);
  });

  it('drops expired windows', async () => {
    const time = clock();
    const store = new MemoryRateLimitStore(time.now);
    for (let index = 0; index < 100; index++) await store.hit(`short-${index}`, 1_000);
    await store.hit('long', 10 * MINUTE);
    expect(store.size).toBe(101);
    time.advance(2 * MINUTE);
    await store.hit('new', 1_000);
    expect(store.size).toBe(2);
  });
});

describe('RateLimiter', () => {
  const rule: RateLimitRule = { name: 'test', limit: 3, windowMs: 3 * MINUTE };

  it('lets the limit through, then refuses with RATE_LIMITED until the window ends', async () => {
    const time = clock();
    const limiter = new RateLimiter(new MemoryRateLimitStore(time.now), time.now);
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(rule, 'a@example.ca');

    const error = await rateLimitError(limiter.consume(rule, 'a@example.ca'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many attempts. Try again in 3 minutes.');

    time.advance(2 * MINUTE + 15_000);
    expect((await rateLimitError(limiter.consume(rule, 'a@example.ca'))).message).toBe(
      'Too many attempts. Try again in 45 seconds.',
    );
    // Other subjects and other rules count apart.
    await limiter.consume(rule, 'b@example.ca');
    await limiter.consume({ ...rule, name: 'other' }, 'a@example.ca');

    time.advance(45_000);
    await expect(limiter.consume(rule, 'a@example.ca')).resolves.toBeUndefined();
  });

  it('reset clears a subject, count reports without throwing', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(rule, 'x');
    expect((await limiter.count(rule, 'x')).count).toBe(4);
    await limiter.reset(rule, 'x');
    await expect(limiter.consume(rule, 'x')).resolves.toBeUndefined();
  });

  it('lets exactly the limit through among 50 parallel attempts', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const tenPerMinute = { name: 'burst', limit: 10, windowMs: MINUTE };
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.consume(tenPerMinute, 'ip')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(40);
    for (const result of refused)
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('words the wait rounded up, in seconds under a minute', () => {
    expect(formatWait(0)).toBe('1 second');
    expect(formatWait(1_001)).toBe('2 seconds');
    expect(formatWait(59_000)).toBe('59 seconds');
    expect(formatWait(59_001)).toBe('1 minute');
    expect(formatWait(MINUTE + 1)).toBe('2 minutes');
    expect(formatWait(60 * MINUTE)).toBe('60 minutes');
    expect(formatWait(60 * MINUTE + 1_000)).toBe('2 hours');
    expect(formatWait(24 * 60 * MINUTE)).toBe('24 hours');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('RedisRateLimitStore', () => {
  let store: RedisRateLimitStore;
  let inspect: Redis;
  const run = randomUUID();
  const key = (name: string) => `test:${run}:${name}`;

  beforeAll(() => {
    store = new RedisRateLimitStore(redisUrl ?? '');
    inspect = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    const keys = await inspect.keys(`rl:test:${run}:*`);
    if (keys.length > 0) await inspect.del(...keys);
    await store.close();
    await inspect.quit();
  });

  it('counts under the rl: prefix, with an expiry set when the window opens and never extended', async () => {
    const first = await store.hit(key('a'), MINUTE);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThan(Date.now() + MINUTE / 2);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + MINUTE);
    // A later hit with a longer window keeps the window that is open.
    const second = await store.hit(key('a'), 60 * MINUTE);
    expect(second.count).toBe(2);
    expect(second.resetAt).toBeLessThanOrEqual(Date.now() + MINUTE);
    const ttl = await inspect.pttl(`rl:${key('a')}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(MINUTE);
  });

  it('gives concurrent hits distinct counts', async () => {
    const counts = await Promise.all([store.hit(key('b'), MINUTE), store.hit(key('b'), MINUTE)]);
    expect(counts.map((result) => result.count).sort()).toEqual([1, 2]);
  });

  it('repairs a key left without expiry', async () => {
    await inspect.set(`rl:${key('c')}`, '5');
    expect((await store.hit(key('c'), MINUTE)).count).toBe(6);
    expect(await inspect.pttl(`rl:${key('c')}`)).toBeGreaterThan(0);
  });

  it('reset deletes the key', async () => {
    await store.hit(key('d'), MINUTE);
    await store.reset(key('d'));
    expect(await inspect.exists(`rl:${key('d')}`)).toBe(0);
    expect((await store.hit(key('d'), MINUTE)).count).toBe(1);
  });

  it('works behind the limiter: 50 parallel attempts, limit 10', async () => {
    const limiter = new RateLimiter(store);
    const rule = { name: `test:${run}:burst`, limit: 10, windowMs: MINUTE };
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.consume(rule, 'ip')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
  });
});

/** How a call fails, and how long it took to. */
async function failure(call: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await call().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { error, ms: performance.now() - started };
}

function expectUnavailable(error: unknown): void {
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
}

/** Retries until the store counts again: the client reconnects on its own, at most a second apart. */
async function firstSuccessfulHit(store: RedisRateLimitStore, key: string, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await store.hit(key, MINUTE);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

// These need no Redis: a lost Redis is a port nothing listens on, or a server that never answers.
describe('RedisRateLimitStore without Redis', () => {
  it('answers SERVICE_UNAVAILABLE promptly when nothing listens, and never lets the limiter through', async () => {
    const connectionChanges: boolean[] = [];
    const store = new RedisRateLimitStore(`redis://127.0.0.1:${await unusedPort()}`, ({ up }) =>
      connectionChanges.push(up),
    );
    try {
      for (const call of [() => store.hit('k', MINUTE), () => store.reset('k'), () => store.ping()]) {
        const { error, ms } = await failure(call);
        expectUnavailable(error);
        expect(ms).toBeLessThan(2_000);
      }
      const limiter = new RateLimiter(store);
      expect(limiter.storeKind).toBe('redis');
      expectUnavailable(
        (await failure(() => limiter.consume({ name: 'login', limit: 10, windowMs: MINUTE }, 'ip'))).error,
      );
      // One report for the outage, not one per reconnect attempt.
      expect(connectionChanges).toEqual([false]);
    } finally {
      await store.close();
    }
  });

  it('answers SERVICE_UNAVAILABLE within about a second when Redis accepts but never answers', async () => {
    const silent = await startSilentServer();
    const store = new RedisRateLimitStore(`redis://127.0.0.1:${silent.port}`);
    try {
      const { error, ms } = await failure(() => store.hit('k', MINUTE));
      expectUnavailable(error);
      expect(ms).toBeLessThan(2_000);
      expectUnavailable((await failure(() => store.ping())).error);
    } finally {
      const { ms } = await failure(() => store.close());
      expect(ms).toBeLessThan(2_000);
      await silent.cut();
    }
  });
});

describe.skipIf(!redisUrl)('RedisRateLimitStore losing Redis', () => {
  it('answers SERVICE_UNAVAILABLE while cut off, then counts again by itself', { timeout: 20_000 }, async () => {
    const target = hostAndPort(redisUrl ?? '', 6379);
    let proxy = await startTcpProxy(target);
    const store = new RedisRateLimitStore(urlThrough(redisUrl ?? '', proxy.port));
    const key = `test:${randomUUID()}:outage`;
    try {
      expect((await store.hit(key, MINUTE)).count).toBe(1);
      await expect(store.ping()).resolves.toBeUndefined();

      await proxy.cut();
      for (let attempt = 0; attempt < 3; attempt++) {
        const { error, ms } = await failure(() => store.hit(key, MINUTE));
        expectUnavailable(error);
        expect(ms).toBeLessThan(2_000);
      }

      proxy = await startTcpProxy(target, proxy.port);
      // The window survived the outage: the failed hits were not counted, later or ever.
      expect((await firstSuccessfulHit(store, key, 5_000)).count).toBe(2);
      await expect(store.ping()).resolves.toBeUndefined();
      await store.reset(key);
    } finally {
      await store.close();
      await proxy.cut();
    }
  });

  it('drops a connection that stops answering and counts again on a new one', { timeout: 20_000 }, async () => {
    const proxy = await startTcpProxy(hostAndPort(redisUrl ?? '', 6379));
    const store = new RedisRateLimitStore(urlThrough(redisUrl ?? '', proxy.port));
    const key = `test:${randomUUID()}:hung`;
    try {
      expect((await store.hit(key, MINUTE)).count).toBe(1);
      proxy.freeze();
      const { error, ms } = await failure(() => store.hit(key, MINUTE));
      expectUnavailable(error);
      expect(ms).toBeLessThan(2_000);
      // The hung connection is given up and a new one opened through the same proxy.
      expect((await firstSuccessfulHit(store, key, 8_000)).count).toBe(2);
      await store.reset(key);
    } finally {
      await store.close();
      await proxy.cut();
    }
  });
});
