import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const WRONG = 'Not-The-Password-7!';
const BURST = 40;
const RIGHT_AFTER = 5;
/** LOCKOUT.failures in apps/server/src/modules/auth/rate-limit-rules.ts. */
const ALLOWED_FAILURES = 10;

/**
 * The login lockout across two real server processes on one PostgreSQL database: of 40 simultaneous
 * wrong passwords split between them, exactly 10 are checked (the atomic reservation on the users row),
 * and the right password sent right after signs nothing in. The in-process version is
 * apps/server/src/modules/auth/lockout.test.ts.
 */
describe.skipIf(!postgresUrl)('the login lockout across two server processes', () => {
  const servers: { child: ChildProcess; baseUrl: string }[] = [];
  let dataDir = '';
  let database: KillTestDatabase | undefined;
  let client: pg.Client | undefined;
  // Each run its own addresses and client addresses: a shared Redis keeps rate-limit counts between runs.
  const run = randomBytes(4).toString('hex');
  const network = `10.${randomInt(256)}.${randomInt(256)}`;
  let visitor = 0;
  const nextAddress = () => `${network}.${++visitor}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cg-lockout-'));
    database = await prepareDatabase(dataDir, postgresUrl);
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const usingRedis = await redisAnswers(redisUrl);
    // As two replicas behind a load balancer: one database, one secret, one rate-limit store when there is one.
    const env = productionServerEnv(dataDir, database, {
      CAPTCHA_MAX_NUMBER: '1000',
      REDIS_URL: usingRedis ? redisUrl : '',
    });
    // One after the other: the first migrates and seeds the new database.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await Promise.all(
      servers.map(async ({ child }) => {
        child.kill('SIGTERM');
        await exited(child);
      }),
    );
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A login from its own client address, sent to server `at` with a captcha solved on the other one. */
  function login(at: number, email: string, password: string, captcha: string): Promise<Response> {
    return fetch(`${servers[at % 2]?.baseUrl}/api/v2/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ email, password, captchaCode: captcha }),
    });
  }

  async function tally(userId: string): Promise<Record<string, number>> {
    const { rows } = await (client as pg.Client).query<{ event: string; n: number }>(
      'select event, count(*)::int as n from audit_events where user_id = $1 group by event',
      [userId],
    );
    return Object.fromEntries(rows.map((row) => [row.event, row.n]));
  }

  it('checks exactly 10 of 40 simultaneous wrong passwords, then signs nothing in', { timeout: 120_000 }, async () => {
    const db = client as pg.Client;
    const email = `lockout-${run}@example.ca`;
    const first = servers[0]?.baseUrl ?? '';
    const registered = await fetch(`${first}/api/v2/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({
        name: 'Alex Tremblay',
        email,
        password1: MEMBER_PASSWORD,
        password2: MEMBER_PASSWORD,
        terms: true,
        captchaCode: await captchaCode(first),
      }),
    });
    expect(registered.status, await registered.text()).toBe(201);
    // This test is about signing in, not confirming: the outbox is not served in production.
    const confirmed = await db.query<{ id: string }>(
      'update users set email_confirmed_at = now() where email = $1 returning id',
      [email],
    );
    const userId = confirmed.rows[0]?.id ?? '';
    expect(userId).not.toBe('');

    // Every captcha solved first, each on the server that will not verify it (they share the secret and
    // the table of used solutions), so the race is between the logins, not the solving.
    const codes = await Promise.all(
      Array.from({ length: BURST + RIGHT_AFTER }, (_, index) => captchaCode(servers[(index + 1) % 2]?.baseUrl ?? '')),
    );
    const wrong = await Promise.all(
      Array.from({ length: BURST }, (_, index) => login(index, email, WRONG, codes[index] ?? '')),
    );
    expect(wrong.map((answer) => answer.status)).toEqual(Array(BURST).fill(401));
    const afterBurst = await tally(userId);
    expect((afterBurst['login.failed'] ?? 0) + (afterBurst['login.locked'] ?? 0)).toBe(ALLOWED_FAILURES);
    expect(afterBurst['login.locked']).toBe(1);
    expect(afterBurst['login.refused-while-locked']).toBe(BURST - ALLOWED_FAILURES);

    const right = await Promise.all(
      Array.from({ length: RIGHT_AFTER }, (_, index) =>
        login(index, email, MEMBER_PASSWORD, codes[BURST + index] ?? ''),
      ),
    );
    expect(right.map((answer) => answer.status)).toEqual(Array(RIGHT_AFTER).fill(401));
    const afterRight = await tally(userId);
    expect(afterRight['login.succeeded']).toBeUndefined();
    expect(afterRight['login.refused-while-locked']).toBe(BURST - ALLOWED_FAILURES + RIGHT_AFTER);
    const { rows: live } = await db.query<{ n: number }>('select count(*)::int as n from sessions where user_id = $1', [
      userId,
    ]);
    expect(live[0]?.n).toBe(0);
    const { rows: locked } = await db.query<{ locked: boolean }>(
      'select locked_until > now() as locked from users where id = $1',
      [userId],
    );
    expect(locked[0]?.locked).toBe(true);
  });
});
