import { isConnectionLoss } from '../lib/connection-loss';
import type { DatabaseHandle } from './client';

/** First wait between attempts; each next one doubles, up to MAX_DELAY_MS. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4_000;
/** One attempt's limit: a server that accepts connections and never answers still counts as a failure. */
const ATTEMPT_TIMEOUT_MS = 5_000;

/** The database could not be reached in time, or refused us for good (wrong password, no such database). */
export class DatabaseUnreachableError extends Error {}

/**
 * Resolves once the database answers. A connection failure (refused, reset, timed out) is retried
 * with backoff until `timeoutMs` has passed; anything else (authentication, a missing database) fails
 * at once, since waiting cannot fix it. The error's message is one line naming the target (never
 * its password) and the last failure.
 */
export async function waitForDatabase(
  database: Pick<DatabaseHandle, 'ping'>,
  options: {
    /** Where the database is, as said to an operator: `describeDatabaseUrl`. */
    target: string;
    timeoutMs: number;
    /** Told of each failed attempt that will be retried. */
    onRetry?: (failure: { attempt: number; delayMs: number; reason: string }) => void;
    /** Words that must never appear in a message (the URL's password). */
    secrets?: readonly string[];
    sleep?: (ms: number) => Promise<void>;
    now?: () => number;
  },
): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  const reasonOf = (error: unknown) => redact(oneLine(error), options.secrets ?? []);
  let delayMs = FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    const left = deadline - now();
    try {
      await database.ping(Math.max(100, Math.min(ATTEMPT_TIMEOUT_MS, left)));
      return;
    } catch (error) {
      const reason = reasonOf(error);
      if (!isConnectionLoss(error) && !isPingTimeout(error)) {
        throw new DatabaseUnreachableError(`Cannot use ${options.target}: ${reason}`);
      }
      const remaining = deadline - now();
      if (remaining <= 0) {
        const seconds = Math.round(options.timeoutMs / 100) / 10;
        throw new DatabaseUnreachableError(
          `Cannot reach ${options.target} after ${seconds} s (${attempt} attempts): ${reason}. Check DATABASE_URL, or allow longer with DB_CONNECT_TIMEOUT_MS.`,
        );
      }
      const wait = Math.min(delayMs, remaining);
      options.onRetry?.({ attempt, delayMs: wait, reason });
      await sleep(wait);
      delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
    }
  }
}

/** `PostgreSQL at host:port/database as user`: what DATABASE_URL points at, without its password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default database)';
    const user = parsed.username ? ` as ${decodeURIComponent(parsed.username)}` : '';
    return `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}/${database}${user}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** The URL's password, raw and decoded: what a message must never contain. */
export function urlSecrets(url: string): string[] {
  try {
    const { password } = new URL(url);
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    return [];
  }
}

/** The ping's own limit (`database did not answer within …`): a server that accepts and never answers. */
function isPingTimeout(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('database did not answer within');
}

/** The failure and what it wraps, on one line: `connect ECONNREFUSED 127.0.0.1:5999`. */
function oneLine(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    const text = current.message.split('\n')[0] ?? '';
    // Drizzle's wrapper repeats the query; its cause says what failed.
    if (!text.startsWith('Failed query:')) parts.push(withCode(text, code));
    current = current.cause;
  }
  return parts.filter(Boolean).join(': ') || String(error);
}

function withCode(text: string, code: unknown): string {
  if (typeof code !== 'string' || text.includes(code)) return text;
  return text ? `${text} (${code})` : code;
}

function redact(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .reduce((result, secret) => result.split(secret).join('***'), text);
}
