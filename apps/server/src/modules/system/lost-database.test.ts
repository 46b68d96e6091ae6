import { randomUUID } from 'node:crypto';
import { ErrorResponse, HealthResponse } from '@cardgenius/core/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../lib/service-unavailable';
import { hostAndPort, startTcpProxy, urlThrough } from '../../test/tcp-proxy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

/**
 * The app's PostgreSQL reached through a TCP proxy of the test's own, which the test cuts, hangs and
 * brings back: the shared server itself is never touched. PGlite runs in the process and cannot be
 * lost this way, so these run in the integration-postgres project only (TEST_DATABASE_URL set).
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
/** The pool's query and connection limit here: short, so a hang shows within a test's seconds. */
const QUERY_TIMEOUT_MS = 1_000;

describe.skipIf(!onPostgres)('PostgreSQL lost while serving (PostgreSQL project only: needs TEST_DATABASE_URL)', () => {
  let target: { host: string; port: number };
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    target = hostAndPort(inject('postgresTemplate').adminUrl, 5432);
    proxy = await startTcpProxy(target);
    const database = await createTestDatabase({
      route: (url) => urlThrough(url, proxy.port),
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    t = await createTestApp({
      database,
      env: { LOG_LEVEL: 'warn' },
      logDestination: { write: (line: string) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.cut();
  });

  async function health() {
    const started = performance.now();
    const response = await t.app.request('/api/v2/health');
    return {
      ms: performance.now() - started,
      status: response.status,
      body: HealthResponse.parse(await response.json()),
    };
  }

  /** A write: a newsletter subscription, from a new visitor each time. */
  async function subscribe() {
    const visitor = randomUUID();
    const started = performance.now();
    const response = await t.postJson(
      '/api/v2/subscription/subscribe',
      { name: 'Ada', email: `${visitor}@example.ca` },
      { 'x-forwarded-for': `visitor-${visitor}` },
    );
    return { ms: performance.now() - started, status: response.status, response };
  }

  /** Reads served from the catalogue in memory: a ranking and a card. */
  async function catalogueReads(): Promise<number[]> {
    const rank = await t.postJson('/api/v2/card/rank', {});
    const card = await t.app.request('/api/v2/card/american-express-cobalt-card');
    return [rank.status, card.status];
  }

  async function expectServiceUnavailable(response: Response) {
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(ErrorResponse.parse(await response.json())).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE },
    });
  }

  async function bringBack() {
    proxy = await startTcpProxy(target, proxy.port);
    await expect.poll(async () => (await health()).status, { timeout: 5_000, interval: 100 }).toBe(200);
    expect((await subscribe()).status).toBe(200);
  }

  it('cut off: health 503 with db "down", writes 503 at once, catalogue reads still 200; back by itself', async () => {
    expect((await health()).status).toBe(200);
    expect((await subscribe()).status).toBe(200);
    expect(await catalogueReads()).toEqual([200, 200]);

    await proxy.cut();
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'degraded', db: 'down', checks: { database: { status: 'down' } } });
    expect(down.ms).toBeLessThan(2_000);
    const write = await subscribe();
    expect(write.status).toBe(503);
    expect(write.ms).toBeLessThan(2_000);
    await expectServiceUnavailable(write.response);
    expect(await catalogueReads()).toEqual([200, 200]);
    // One short line per failed call, no stack.
    expect(logLines.join('')).toContain('dependency unavailable');
    expect(logLines.join('')).not.toContain('    at ');

    await bringBack();
  });

  it('hung (connections open, nothing answers): health and writes answer 503 within their limits; back by itself', async () => {
    expect((await subscribe()).status).toBe(200);

    proxy.hang();
    const [down, write] = await Promise.all([health(), subscribe()]);
    expect(down.status).toBe(503);
    expect(down.body.db).toBe('down');
    expect(down.ms).toBeLessThan(2_500);
    expect(write.status).toBe(503);
    // The pool's limit (one connection attempt or one query), plus a little.
    expect(write.ms).toBeLessThan(QUERY_TIMEOUT_MS * 2 + 1_000);
    await expectServiceUnavailable(write.response);
    expect(await catalogueReads()).toEqual([200, 200]);

    await proxy.cut();
    await bringBack();
  });
});
