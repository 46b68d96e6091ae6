// @ts-check
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPO_ROOT = new URL('../..', import.meta.url).pathname;
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/server/dist/server.js');

/**
 * @typedef {object} StartedServer
 * @property {string} baseUrl
 * @property {number} startupMs milliseconds from spawn to the first 200 from /api/v2/health
 * @property {string} dataDir
 * @property {() => Promise<void>} stop stops the server and removes its DATA_DIR unless one was given
 * @property {() => string} output what the server has printed so far (its JSON log lines)
 * @property {number} pid the server's process (with `WEB_CONCURRENCY` above 1, the workers' parent)
 */

/**
 * @typedef {object} StartOptions
 * @property {Record<string, string>} [env]
 * @property {string} [dataDir]
 * @property {number} [port]
 * @property {string} [logFile] where the server's output goes instead of a pipe to this process: under
 * load, reading a log line per request would take this process's share of the cores (a load generator's)
 * @property {string} [template] the DATA_DIR of an earlier server, stopped: its embedded database (migrated
 * and seeded) is copied in when DATA_DIR has none yet, which spares the migration and the seed
 */

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/**
 * The servers this process started that have not exited: one set per process, however many copies of this
 * module a test runner loads in it, with one exit listener that stops them all. So a benchmark or script
 * that dies part-way (an uncaught error included) leaves no server behind.
 * @returns {Set<ChildProcess>}
 */
function runningServers() {
  const store = /** @type {Record<symbol, Set<ChildProcess> | undefined>} */ (/** @type {unknown} */ (globalThis));
  const key = Symbol.for('cardgenius.startedServers');
  const known = store[key];
  if (known) return known;
  /** @type {Set<ChildProcess>} */
  const running = new Set();
  store[key] = running;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGTERM');
  });
  return running;
}

/** @param {ChildProcess} child */
function stopWithThisProcess(child) {
  const running = runningServers();
  running.add(child);
  child.once('exit', () => running.delete(child));
}

/**
 * Copies a stopped server's embedded database (DATA_DIR/pglite) into another DATA_DIR.
 * @param {string} fromDataDir @param {string} toDataDir
 */
export function copyDatabase(fromDataDir, toDataDir) {
  return cp(join(fromDataDir, 'pglite'), join(toDataDir, 'pglite'), { recursive: true });
}

/**
 * Starts the built server (`npm run build` first) on a free port (or the one given, to come back at
 * the same address) with its own DATA_DIR (a new empty one unless given); resolves once it listens.
 * @param {StartOptions} [options]
 * @returns {Promise<StartedServer>}
 */
export async function startBuiltServer(options = {}) {
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'cg-server-data-')));
  const port = options.port ?? (await freePort());
  if (options.template && !existsSync(join(dataDir, 'pglite'))) await copyDatabase(options.template, dataDir);
  // Appending: each of several worker processes writes whole lines to the same file.
  if (options.logFile) writeFileSync(options.logFile, '');
  const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  stopWithThisProcess(child);
  if (logFd !== undefined) closeSync(logFd);
  let piped = '';
  child.stdout?.on('data', (chunk) => {
    piped += chunk.toString();
  });
  child.stderr?.on('data', (chunk) => {
    piped += chunk.toString();
  });
  const output = () => (options.logFile ? readFileSync(options.logFile, 'utf8') : piped);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Ready means the first 200 from the health check: listening, with the database answering.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not start in 60 s:\n${output()}`);
    }
    const status = await fetch(`${baseUrl}/api/v2/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startupMs = performance.now() - started;
  return {
    baseUrl,
    startupMs,
    dataDir,
    output,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now, on 127.0.0.1. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
