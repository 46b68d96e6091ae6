import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppError } from './app-error';

/** One fixed-window counter: the window opens at the first hit and lasts `windowMs`. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
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

/** Counters shared by every instance of the server. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    // A few retries, then the request fails (and the endpoint with it) rather than going unlimited.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, Math.ceil(windowMs))) as [
      number,
      number,
    ];
    return { count, resetAt: Date.now() + ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(KEY_PREFIX + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
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

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => number = Date.now,
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
    return this.store.hit(keyFor(rule, subject), rule.windowMs);
  }

  /** Forgets the subject's attempts (after a success that should clear them). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.store.reset(keyFor(rule, subject));
  }
}
