import { randomUUID } from 'node:crypto';
import { ErrorResponse, endpoints, HealthResponse } from '@cardgenius/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../lib/service-unavailable';
import {
  hostAndPort,
  startSilentServer,
  startTcpProxy,
  type TcpProxy,
  unusedPort,
  urlThrough,
} from '../../test/tcp-proxy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkHealth } from './system.service';

const t = await createTestApp();
afterAll(() => t.close());

async function health(app: TestApp): Promise<{ status: number; body: HealthResponse }> {
  const response = await app.app.request('/api/v2/health');
  return { status: response.status, body: HealthResponse.parse(await response.json()) };
}

/**
 * A sign-in that passes validation: its limits are counted before the (made-up) captcha is checked.
 * A new visitor each time, so counts left in a shared Redis by earlier runs never reach a limit.
 */
function login(app: TestApp): Promise<Response> {
  const visitor = randomUUID();
  return app.postJson(
    '/api/v2/user/login',
    { email: `${visitor}@example.ca`, password: 'whatever', captchaCode: 'x' },
    { 'x-forwarded-for': `visitor-${visitor}` },
  );
}

function subscribe(app: TestApp): Promise<Response> {
  const visitor = randomUUID();
  return app.postJson(
    '/api/v2/subscription/subscribe',
    { name: 'Ada', email: `${visitor}@example.ca` },
    { 'x-forwarded-for': `visitor-${visitor}` },
  );
}

describe('GET /api/v2/health', () => {
  it('answers ok with the version and every check when all dependencies answer', async () => {
    expect(await health(t)).toEqual({
      status: 200,
      body: {
        status: 'ok',
        db: 'ok',
        version: '0.0.0-test',
        checks: {
          database: { kind: t.database.kind, status: 'ok' },
          rateLimitStore: { kind: 'memory', status: 'ok' },
        },
      },
    });
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await t.app.request('/api/v2/health', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 503 with db "down" when the database cannot answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const { status, body } = await health(broken);
      expect(status).toBe(503);
      expect(body).toMatchObject({
        status: 'degraded',
        db: 'down',
        checks: { database: { status: 'down' }, rateLimitStore: { kind: 'memory', status: 'ok' } },
      });
    } finally {
      await broken.close();
    }
  });
});

describe('checkHealth', () => {
  it('reports a check that hangs as down once its time is up, the others as they are', async () => {
    const hung = { ...t.database, ping: () => new Promise<void>(() => {}) };
    const started = performance.now();
    const report = await checkHealth({ database: hung, rateLimiter: t.deps.rateLimiter, version: 'v', timeoutMs: 100 });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(report).toMatchObject({
      status: 'degraded',
      db: 'down',
      checks: { database: { status: 'down' }, rateLimitStore: { status: 'ok' } },
    });
  });
});

describe('with Redis unreachable', () => {
  let lost: TestApp;
  beforeAll(async () => {
    lost = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await unusedPort()}` } });
  });
  afterAll(() => lost.close());

  it('health answers 503 naming the rate-limit store, promptly', async () => {
    const started = performance.now();
    const { status, body } = await health(lost);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(status).toBe(503);
    expect(body).toEqual({
      status: 'degraded',
      db: 'ok',
      version: '0.0.0-test',
      checks: {
        database: { kind: lost.database.kind, status: 'ok' },
        rateLimitStore: { kind: 'redis', status: 'down' },
      },
    });
  });

  it.each([
    ['a sign-in', login],
    ['a newsletter subscription', subscribe],
  ])('%s answers 503 in the error shape, never 500 and never unlimited', async (_call, call) => {
    const started = performance.now();
    const response = await call(lost);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(ErrorResponse.parse(await response.json())).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE },
    });
  });

  it('reading is not limited, so it keeps working: a ranking, a card, the card lists', async () => {
    const started = performance.now();
    const statuses = await Promise.all([
      lost.postJson('/api/v2/card/rank', {}).then((response) => response.status),
      Promise.resolve(lost.app.request('/api/v2/card/american-express-cobalt-card')).then(
        (response) => response.status,
      ),
      Promise.resolve(lost.app.request('/api/v2/issuers')).then((response) => response.status),
    ]);
    expect(statuses).toEqual([200, 200, 200]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('with a Redis that accepts connections but never answers', () => {
  it('health answers 503 within its time limit', async () => {
    const silent = await startSilentServer();
    const hung = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${silent.port}` } });
    try {
      const started = performance.now();
      const { status, body } = await health(hung);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(status).toBe(503);
      expect(body.checks).toEqual({
        database: { kind: hung.database.kind, status: 'ok' },
        rateLimitStore: { kind: 'redis', status: 'down' },
      });
    } finally {
      await hung.close();
      await silent.cut();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('with Redis lost and back', () => {
  let target: { host: string; port: number };
  let proxy: TcpProxy;
  let app: TestApp;
  beforeAll(async () => {
    target = hostAndPort(redisUrl ?? '', 6379);
    proxy = await startTcpProxy(target);
    app = await createTestApp({ env: { REDIS_URL: urlThrough(redisUrl ?? '', proxy.port) } });
  });
  afterAll(async () => {
    await app.close();
    await proxy.cut();
  });

  it('health and sign-in follow Redis: 200, 503 while it is cut off, 200 once back', { timeout: 20_000 }, async () => {
    expect(await health(app)).toMatchObject({
      status: 200,
      body: { checks: { rateLimitStore: { kind: 'redis', status: 'ok' } } },
    });
    // Counted, so the made-up captcha is what is refused.
    expect((await login(app)).status).toBe(400);

    await proxy.cut();
    expect(await health(app)).toMatchObject({
      status: 503,
      body: { status: 'degraded', checks: { database: { status: 'ok' }, rateLimitStore: { status: 'down' } } },
    });
    expect((await login(app)).status).toBe(503);

    proxy = await startTcpProxy(target, proxy.port);
    await expect.poll(async () => (await health(app)).status, { timeout: 5_000, interval: 200 }).toBe(200);
    expect((await login(app)).status).toBe(400);
  });
});

describe('API documents', () => {
  it('serves the OpenAPI 3.1 document with every endpoint', async () => {
    const response = await t.app.request('/api/v2/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(endpoints)) expect(document.paths).toHaveProperty(endpoint.path);
  });

  it('serves a readable reference page without scripts', async () => {
    const response = await t.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('/api/v2/health');
    expect(html).toContain('ErrorResponse');
    expect(html).not.toContain('<script');
  });

  it('answers 405 naming the allowed methods for a wrong method', async () => {
    const response = await t.app.request('/api/v2/openapi.json', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(ErrorResponse.parse(await response.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });
});
