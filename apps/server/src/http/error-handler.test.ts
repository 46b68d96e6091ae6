import { ErrorResponse } from '@cardgenius/core/contract';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../lib/app-error';
import { createLogger } from '../lib/logger';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../lib/service-unavailable';
import { hostAndPort, startTcpProxy, unusedPort, urlThrough } from '../test/tcp-proxy';
import { createTestDatabase } from '../test/test-database';
import type { AppEnv } from './app-env';
import { handleApiError, toAppError } from './error-handler';

const EMAIL = 'someone@example.ca';

// This file's own database (PGlite or PostgreSQL, as the project runs); the last test closes it.
const database = await createTestDatabase();
afterAll(() => database.close());

/** What the API answers and logs when a handler throws `error`. */
async function answerTo(error: unknown) {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('logger', logger);
    await next();
  });
  app.get('/api/v2/fail', () => {
    throw error;
  });
  app.onError(handleApiError);
  const response = await app.request('/api/v2/fail');
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text,
    body: ErrorResponse.parse(JSON.parse(text)),
    log: lines.join(''),
  };
}

function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the query to fail');
    },
    (error: unknown) => error,
  );
}

describe('other errors', () => {
  it('answer 500 without internals, logged without the values the query carried', async () => {
    const db = database.db;
    await db.execute(sql`create table members (email text unique)`);
    await db.execute(sql`insert into members (email) values (${EMAIL})`);
    const error = await failureOf(db.execute(sql`insert into members (email) values (${EMAIL})`));

    const { status, body, text, log } = await answerTo(error);
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE } });
    expect(text).not.toContain('members');
    // The log names the failure (the statement and SQLSTATE 23505) but not the address.
    expect(log).toContain('insert into members (email) values ($1)');
    expect(log).toContain('23505');
    expect(log).not.toContain(EMAIL);
  });

  it('answer 500 for an ordinary error', async () => {
    const { status, body } = await answerTo(new Error('secret internal detail'));
    expect(status).toBe(500);
    expect(body.error.code).toBe('INTERNAL');
  });
});

describe('a lost database', () => {
  it('answers 503 when PostgreSQL refuses connections, logging the code but not the query values', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://127.0.0.1:${await unusedPort()}/test` });
    try {
      const error = await failureOf(drizzlePostgres(pool).execute(sql`select ${EMAIL}::text`));
      const { status, body, log, retryAfter } = await answerTo(error);
      expect(status).toBe(503);
      expect(retryAfter).toBe('60');
      expect(body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE } });
      expect(log).toContain('ECONNREFUSED');
      expect(log).not.toContain(EMAIL);
      // One short line per call during an outage, not a stack each time.
      expect(log).not.toContain('    at ');
    } finally {
      await pool.end();
    }
  });

  it.each([
    ['a refused connection', { code: 'ECONNREFUSED' }, 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['a reset connection', { code: 'ECONNRESET' }, 'read ECONNRESET'],
    ['a dropped connection', {}, 'Connection terminated unexpectedly'],
    ['a full pool that cannot connect', {}, 'timeout exceeded when trying to connect'],
    ['SQLSTATE 08006 (connection failure)', { code: '08006' }, 'connection failure'],
    ['SQLSTATE 57P01 (admin shutdown)', { code: '57P01' }, 'terminating connection due to administrator command'],
    ['SQLSTATE 57P03 (cannot connect now)', { code: '57P03' }, 'the database system is starting up'],
    ["a query that outran the pool's query_timeout", {}, 'Query read timeout'],
    ['a statement cancelled by statement_timeout', { code: '57014' }, 'canceling statement due to statement timeout'],
    ['a connection attempt that timed out', {}, 'Connection terminated due to connection timeout'],
  ])('answers 503 for %s, also wrapped by Drizzle', (_name, fields, message) => {
    const driverError = Object.assign(new Error(message), fields);
    expect(toAppError(driverError).status).toBe(503);
    const wrapped = new DrizzleQueryError('select * from "users" where "email" = $1', [EMAIL], driverError);
    expect(toAppError(wrapped)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
  });

  it(`answers 503 once this server's database is closed (${database.kind})`, async () => {
    await database.close();
    const error = await failureOf(database.db.execute(sql`select ${EMAIL}::text`));
    expect(toAppError(error)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('a PostgreSQL connection lost mid-query', () => {
  it('answers 503', { timeout: 15_000 }, async () => {
    const url = postgresUrl ?? '';
    const proxy = await startTcpProxy(hostAndPort(url, 5432));
    const pool = new pg.Pool({ connectionString: urlThrough(url, proxy.port), max: 1 });
    pool.on('error', () => {});
    try {
      const db = drizzlePostgres(pool);
      await db.execute(sql`select 1`);
      const slow = failureOf(db.execute(sql`select pg_sleep(10), ${EMAIL}::text`));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await proxy.cut();
      const error = await slow;
      const { status, log } = await answerTo(error);
      expect(status).toBe(503);
      expect(log).not.toContain(EMAIL);
    } finally {
      await pool.end();
    }
  });
});
