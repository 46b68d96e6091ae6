import { createHash } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { AppError } from './app-error';
import { serviceUnavailable } from './service-unavailable';

export type RateLimitStoreKind = 'memory' | 'redis';

/**
 * One fixed-window counter: the window opens at the first hit and lasts `windowMs`. A store that cannot
 * count rejects with SERVICE_UNAVAILABLE: an unreachable store never means unlimited.
 */
export interface RateLimitStore {
  readonly kind: RateLimitStoreKind;
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
  /** Resolves when the store answers (health). */
  ping(): Promise<void>;
  close?(): Promise<void>;
}

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

const PRUNE_EVERY_MS = 60_000;

/** Counters in this process: right for one instance and for tests; several instances need Redis. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextPruneAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.nextPruneAt = now() + PRUNE_EVERY_MS;
  }

  // Synchronous between awaits, so concurrent hits cannot interleave: each gets its own count.
  async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = this.now();
    this.pruneExpired(now);
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    const opened = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, opened);
    return { ...opened };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async ping(): Promise<void> {}

  /** How many windows are held (tests check that expired ones are dropped). */
  get size(): number {
    return this.windows.size;
  }

  /** At most once a minute, so memory stays bounded by the keys hit within their windows. */
  private pruneExpired(now: number): void {
    if (now < this.nextPruneAt) return;
    this.nextPruneAt = now + PRUNE_EVERY_MS;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}

/**
 * INCR and PEXPIRE in one script, so the expiry is set exactly once, when the window opens, even under
 * concurrent hits; a key somehow left without expiry gets one rather than counting forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const KEY_PREFIX = 'rl:';

/**
 * How the Redis client behaves while Redis is away: a call fails within about a second (503) instead
 * of waiting in a queue, and the client keeps reconnecting on its own so calls work again once it is back.
 */
export const REDIS_CLIENT_OPTIONS = {
  // A connection attempt, and every command (queued while disconnected or sent), gives up after 1 s.
  connectTimeout: 1_000,
  commandTimeout: 1_000,
  // A connection that stops answering (a hung server, a dead peer) is dropped and opened again.
  socketTimeout: 2_000,
  // Commands queued while disconnected are failed at each failed reconnect, not after several.
  maxRetriesPerRequest: 0,
  // A command that already failed its request must not be counted later when the connection returns.
  autoResendUnfulfilledCommands: false,
  // Never stop reconnecting; at most a second between attempts, so recovery is quick.
  retryStrategy: (attempt: number) => Math.min(attempt * 100, 1_000),
} satisfies RedisOptions;

/** Counters shared by every instance of the server. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly redis: Redis;

  /** `onConnectionChange` hears when the connection is lost (with the error) and when it is back. */
  constructor(url: string, onConnectionChange?: (change: { up: boolean; error?: Error }) => void) {
    this.redis = new Redis(url, REDIS_CLIENT_OPTIONS);
    // Without an error listener ioredis prints every failed reconnect; report each outage once instead.
    let up = true;
    this.redis.on('error', (error: Error) => {
      if (!up) return;
      up = false;
      onConnectionChange?.({ up, error });
    });
    this.redis.on('ready', () => {
      if (up) return;
      up = true;
      onConnectionChange?.({ up });
    });
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const [count, ttl] = (await this.command(() =>
      this.redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, Math.ceil(windowMs)),
    )) as [number, number];
    return { count, resetAt: Date.now() + ttl };
  }

  async reset(key: string): Promise<void> {
    await this.command(() => this.redis.del(KEY_PREFIX + key));
  }

  async ping(): Promise<void> {
    await this.command(() => this.redis.ping());
  }

  async close(): Promise<void> {
    // quit waits for Redis to answer; when it is away, just drop the connection.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }

  /** Any failure (refused, timed out, dropped, a Redis error) means the hit was not counted: 503. */
  private async command<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw serviceUnavailable(error);
    }
  }
}

/** "3 minutes", "45 seconds", "2 hours": always rounded up, so waiting that long is enough. */
export function formatWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds <= 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

function plural(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * The subject (an address, an email, a number) is hashed into the key: no personal data sits in the
 * store, and a long subject cannot make a long key.
 */
function keyFor(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
}

/** The subject of a site-wide ceiling: one counter for every caller together. */
export const EVERYONE = '*';

/** Told of every counted attempt (tests check which limits an endpoint applies). */
export type RateLimitObserver = (rule: RateLimitRule, subject: string) => void;

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => number = Date.now,
    private readonly observer?: RateLimitObserver,
  ) {}

  /** Counts one attempt and throws RATE_LIMITED once the rule's limit is passed within the window. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const { count, resetAt } = await this.count(rule, subject);
    if (count > rule.limit) {
      throw new AppError('RATE_LIMITED', `Too many attempts. Try again in ${formatWait(resetAt - this.now())}.`);
    }
  }

  /** Counts one attempt and returns the window's count without throwing, for callers that decide themselves. */
  count(rule: RateLimitRule, subject: string): Promise<{ count: number; resetAt: number }> {
    this.observer?.(rule, subject);
    return this.store.hit(keyFor(rule, subject), rule.windowMs);
  }

  /** Forgets the subject's attempts (after a success that should clear them). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.reset(keyFor(rule, subject));
  }

  get storeKind(): RateLimitStoreKind {
    return this.store.kind;
  }

  /** Resolves when the store answers; rejects with SERVICE_UNAVAILABLE when it does not. */
  ping(): Promise<void> {
    return this.store.ping();
  }

  /** Closes the store's connection, if it has one. */
  async close(): Promise<void> {
    await this.store.close?.();
  }
}
