import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../apps/server/src/modules/auth/rate-limit-rules';
import {
  exited,
  type KillTestDatabase,
  prepareDatabase,
  productionServerEnv,
  redisAnswers,
  startServer,
} from '../scripts/lib/kill-test-server';
import { captchaCode, MEMBER_PASSWORD } from './support/member';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Shared state needs both stores: PostgreSQL for the data, Redis for the rate-limit counters. */
const sharedStores = Boolean(postgresUrl) && (await redisAnswers(redisUrl));
/** Both servers stand for one site behind a load balancer: one origin, which also issues session tokens. */
const SITE_URL = 'https://cards.example.ca';
const NEW_PASSWORD = 'Birch-Canoe-77!';

type Started = Awaited<ReturnType<typeof startServer>>;

/**
 * What two real server processes on one PostgreSQL database and one Redis share, each shown by a test
 * that fails if the state were kept in one process: settings, a rate limit, a one-time reset link,
 * a logout; then WEB_CONCURRENCY=2 serving from two workers on one port. The login lockout is shown in
 * lockout-two-processes.test.ts.
 */
describe.skipIf(!sharedStores)('state shared by two server processes (PostgreSQL and Redis)', () => {
  let a: Started;
  let b: Started;
  /** WEB_CONCURRENCY=2 on the same database, started beside B once A has migrated and seeded. */
  let workers: Promise<Started>;
  let dataDir = '';
  let database: KillTestDatabase | undefined;
  let client: pg.Client;
  const children: ChildProcess[] = [];
  // Each run its own addresses and client addresses: Redis keeps rate-limit counts between runs.
  const run = randomBytes(4).toString('hex');
  const network = `10.${randomInt(256)}.${randomInt(256)}`;
  let visitor = 0;
  const nextAddress = () => `${network}.${++visitor}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cg-two-processes-'));
    database = await prepareDatabase(dataDir, postgresUrl);
    const env = productionServerEnv(dataDir, database, { CAPTCHA_MAX_NUMBER: '1000', REDIS_URL: redisUrl, SITE_URL });
    a = await startServer(env);
    children.push(a.child);
    workers = startServer({ ...env, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' });
    workers.then(({ child }) => children.push(child)).catch(() => {});
    b = await startServer(env);
    children.push(b.child);
    client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await workers?.catch(() => undefined);
    await Promise.all(
      children.map(async (child) => {
        child.kill('SIGTERM');
        await exited(child);
      }),
    );
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  function post(server: Started, path: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${server.baseUrl}/api/v2${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': nextAddress(),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  }

  /** A member registered on A, address confirmed in the database (the outbox is not served in production). */
  async function registeredMember(): Promise<string> {
    const email = `two-processes-${run}-${++visitor}@example.ca`;
    const registered = await post(a, '/user/register', {
      name: 'Alex Tremblay',
      email,
      password1: MEMBER_PASSWORD,
      password2: MEMBER_PASSWORD,
      terms: true,
      captchaCode: await captchaCode(a.baseUrl),
    });
    expect(registered.status, await registered.text()).toBe(201);
    const { rowCount } = await client.query('update users set email_confirmed_at = now() where email = $1', [email]);
    expect(rowCount).toBe(1);
    return email;
  }

  // First: each process reads settings at most once a minute, so this shows a change only while neither has read them yet.
  it('serves a setting written to the database from both processes', async () => {
    const mention = { name: `The Gazette ${run}`, url: `https://news.example.ca/${run}`, date: '2026-05-20' };
    await client.query(
      `insert into site_settings (key, value) values ('pressMentions', $1::jsonb)
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify([mention])],
    );
    for (const server of [a, b]) {
      const response = await fetch(`${server.baseUrl}/api/v2/global`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { pressMentions: unknown }).pressMentions).toEqual([mention]);
    }
  });

  it('counts a rate limit once across both processes', async () => {
    // Counted before the captcha is checked, so unsolved captchas spend the address's allowance.
    const { limit } = RATE_LIMITS.forgotPerIp;
    const address = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < limit + 2; index++) {
      const response = await post(
        index % 2 === 0 ? a : b,
        '/user/forgot-password',
        { email: `nobody-${run}@example.ca`, captchaCode: 'unsolved' },
        { 'x-forwarded-for': address },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(limit).fill(400), 429, 429]);
  });

  it('accepts a reset link made on A on B, once, then refuses it on A', async () => {
    const email = await registeredMember();
    const asked = await post(a, '/user/forgot-password', { email, captchaCode: await captchaCode(a.baseUrl) });
    expect(asked.status).toBe(200);
    // Sent by whichever process's mail queue claims it; without SMTP it lands in the outbox table.
    let token = '';
    const deadline = Date.now() + 20_000;
    while (!token && Date.now() < deadline) {
      const { rows } = await client.query<{ text: string }>('select text from outbox where "to" = $1', [email]);
      token = rows.map((row) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(row.text)?.[1]).find(Boolean) ?? '';
      if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(token, 'no reset email in 20 s').not.toBe('');

    const check = async (server: Started) =>
      ((await (await post(server, '/user/reset-password/check', { token })).json()) as { valid: boolean }).valid;
    expect(await check(b)).toBe(true);
    const reset = { token, newPassword1: NEW_PASSWORD, newPassword2: NEW_PASSWORD };
    expect((await post(b, '/user/reset-password', reset)).status).toBe(200);
    expect(await check(a)).toBe(false);
    expect((await post(a, '/user/reset-password', reset)).status).toBe(400);
  });

  it('refuses on A at once a session signed in on A and logged out on B', async () => {
    const email = await registeredMember();
    const signedIn = await post(a, '/user/login', {
      email,
      password: MEMBER_PASSWORD,
      captchaCode: await captchaCode(b.baseUrl),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0])
      .filter((pair) => pair?.startsWith('authToken=') || pair?.startsWith('csrfToken='))
      .join('; ');
    const dashboard = (server: Started) =>
      fetch(`${server.baseUrl}/api/v2/user/dashboard`, { headers: { accept: 'application/json', cookie } });
    expect((await dashboard(a)).status).toBe(200);
    expect((await dashboard(b)).status).toBe(200);
    expect((await post(b, '/user/logout', {}, { cookie })).status).toBe(200);
    expect((await dashboard(a)).status).toBe(401);
    expect((await dashboard(b)).status).toBe(401);
  });

  it('runs WEB_CONCURRENCY=2 as two workers on one port, replaces a killed one and stops with exit 0', async () => {
    const cluster = await workers;
    const linesOf = (from = 0) =>
      cluster
        .output()
        .slice(from)
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { pid?: number; msg: string; worker?: number; path?: string });
    const listening = () =>
      linesOf()
        .filter((line) => line.msg.startsWith('listening on'))
        .map((line) => line.pid);
    const waitFor = async (what: string, ready: () => boolean) => {
      const deadline = Date.now() + 45_000;
      while (!ready()) {
        if (Date.now() > deadline) throw new Error(`${what} not seen in 45 s:\n${cluster.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    /** Health checks, each on a connection of its own (the primary hands each new connection to the next worker). */
    const answeredBy = async (count: number) => {
      const from = cluster.output().length;
      for (let index = 0; index < count; index++) {
        const status = await new Promise<number>((resolve, reject) => {
          request(`${cluster.baseUrl}/api/v2/health`, { agent: false }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
            .on('error', reject)
            .end();
        });
        expect(status).toBe(200);
      }
      // Each request's log line is written before its answer, and reaches this process through a pipe.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return new Set(linesOf(from).flatMap((line) => (line.msg === 'request' ? [line.pid] : [])));
    };

    await waitFor('two workers listening', () => new Set(listening()).size === 2);
    const [first, second] = listening() as number[];
    const primary = cluster.child.pid;
    expect([first, second]).not.toContain(primary);
    expect(await answeredBy(6)).toEqual(new Set([first, second]));

    process.kill(first as number, 'SIGKILL');
    await waitFor('a replacement worker', () => listening().length === 3);
    const replacement = listening()[2];
    expect(replacement).not.toBe(first);
    expect(linesOf().find((line) => line.msg === 'worker died; starting another')).toMatchObject({
      pid: primary,
      worker: first,
    });
    expect(await answeredBy(6)).toEqual(new Set([second, replacement]));

    cluster.child.kill('SIGTERM');
    await exited(cluster.child);
    expect(cluster.child.exitCode).toBe(0);
    const stopped = linesOf()
      .filter((line) => line.msg === 'stopped')
      .map((line) => line.pid);
    expect(new Set(stopped)).toEqual(new Set([second, replacement, primary]));
  });
});

describe('WEB_CONCURRENCY above 1 without PostgreSQL', () => {
  it('refuses to start, exit 1, saying the embedded database is one process’s', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cg-two-processes-pglite-'));
    try {
      await expect(
        startServer({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          REDIS_URL: redisUrl,
          WEB_CONCURRENCY: '2',
        }),
      ).rejects.toThrow(/^server exited with 1:\n[\s\S]*WEB_CONCURRENCY above 1 needs DATABASE_URL: .*PGlite/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
