// What the kill tests share: the built server as a child they can SIGKILL, and a database of its own
// that outlives the server so a restart finds the same data.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../apps/server/src/db/client';
import { freePort, REPO_ROOT, SERVER_ENTRY } from './start-built-server.mjs';

const MAX_STARTUP_MS = 60_000;

/**
 * The built server as `npm start` runs it, as a child this script can kill; resolves once /health
 * answers. SITE_URL defaults to its own address; servers standing for one site behind a load balancer
 * are given the same one (it is the issuer of session tokens).
 */
export async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; baseUrl: string; output: () => string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, SITE_URL: baseUrl, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its log lines and any start-up error, for a failure's message or a test reading them.
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + MAX_STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start in ${MAX_STARTUP_MS / 1000} s:\n${output}`);
    const status = await fetch(`${baseUrl}/api/v2/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { child, baseUrl, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Whether a Redis server answers PING at this address within a second. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

export interface KillTestDatabase {
  /** What the server's environment needs to use it. */
  env: Record<string, string>;
  /** What openDatabase needs to read it once the server is stopped (or alongside it, on PostgreSQL). */
  target: DatabaseTarget;
  drop: () => Promise<void>;
}

/** A database of its own: PGlite in the DATA_DIR, or a new database on the PostgreSQL server given. */
export async function prepareDatabase(dataDir: string, postgresUrl: string | undefined): Promise<KillTestDatabase> {
  if (!postgresUrl) {
    return {
      env: { DATABASE_URL: '' },
      target: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
      drop: async () => {},
    };
  }
  const name = `cg_kill_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    target: { kind: 'postgres', url: url.toString(), poolSize: 2 },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The environment of a server a kill or load test starts: production mode, one secret for every start
 * (a restart must verify what the last run signed), and X-Forwarded-For believed, so each request can
 * name its own client address and per-address limits refuse none.
 */
export function productionServerEnv(
  dataDir: string,
  database: KillTestDatabase,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...extra,
    ...database.env,
  };
}
