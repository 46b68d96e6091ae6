// @ts-check
// `npm run bench:processes`: the built server on PostgreSQL with WEB_CONCURRENCY=1, 2 and 4, loaded with
// POST /api/v2/card/rank (the costliest common call: the whole catalogue ranked per request); prints
// requests/s, p50 and p99 latency for each and its throughput as a ratio to one process, with the cores
// the server's processes used and what the rest of the machine (the load generator, the kernel) took.
// The three servers run side by side on one database of their own (dropped after), started before the
// first load; each load goes to one of them while the others idle, in rounds (BENCH_RUNS, 3), so a
// slower minute of a shared machine falls on every count alike: each figure is the median of its rounds.
// Traffic goes only to the local servers it starts.
// The load comes from wrk when it is installed (`apt-get install wrk`): written in C, it leaves more of a
// small machine's cores to the server than autocannon, which this script uses otherwise.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Several processes need Redis for their rate-limit counters (the ranking itself is never limited).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROCESS_COUNTS = [1, 2, 4];
const ROUNDS = Number(process.env.BENCH_RUNS ?? 3);

buildSiteUnlessSkipped();

const name = `cg_bench_processes_${process.pid}_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const databaseUrl = new URL(POSTGRES_URL);
databaseUrl.pathname = `/${name}`;

/** @typedef {{ requests: { average: number }, latency: { p50: number, p99: number }, non2xx: number, errors: number }} LoadResult */

const WRK = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing program throws ENOENT.
    return /** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT';
  }
})();
const scripts = mkdtempSync(join(tmpdir(), 'cg-bench-wrk-'));

/**
 * The ranking for the default state (kept per catalogue, as most visitors share it), or with `ownStates`
 * a new spending for every request, so each one is ranked afresh; gzip as browsers and apps ask, or
 * uncompressed (`identity`).
 * @param {string} baseUrl @param {number} seconds @param {boolean} [ownStates] @param {'gzip' | 'identity'} [encoding]
 * @returns {Promise<LoadResult>}
 */
const load = (baseUrl, seconds, ownStates = false, encoding = 'gzip') =>
  WRK ? loadWithWrk(baseUrl, seconds, ownStates, encoding) : loadWithAutocannon(baseUrl, seconds, ownStates, encoding);

/** @param {string} baseUrl @param {number} seconds @param {boolean} ownStates @param {'gzip' | 'identity'} encoding */
const loadWithAutocannon = (baseUrl, seconds, ownStates, encoding) => {
  let sequence = 0;
  return autocannon({
    url: `${baseUrl}/api/v2/card/rank`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
    body: '{}',
    connections: CONNECTIONS,
    duration: seconds,
    ...(ownStates
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({ monthlySpend: 1000 + (++sequence % 100_000) }),
              }),
            },
          ],
        }
      : {}),
  });
};

/**
 * The same load from wrk (one thread), read back from its report.
 * @param {string} baseUrl @param {number} seconds @param {boolean} ownStates @param {'gzip' | 'identity'} encoding
 * @returns {Promise<LoadResult>}
 */
async function loadWithWrk(baseUrl, seconds, ownStates, encoding) {
  const script = join(scripts, `${ownStates ? 'own' : 'default'}-${encoding}.lua`);
  writeFileSync(
    script,
    [
      'wrk.method = "POST"',
      'wrk.headers["Content-Type"] = "application/json"',
      `wrk.headers["Accept-Encoding"] = "${encoding}"`,
      ownStates
        ? "local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format(nil, nil, nil, '{\"monthlySpend\":' .. (1000 + n % 100000) .. '}')\nend"
        : 'wrk.body = "{}"',
    ].join('\n'),
  );
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script, `${baseUrl}/api/v2/card/rank`];
  const report = await new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}:\n${out}`))));
  });
  /** @param {RegExp} pattern */
  const number = (pattern) => Number(pattern.exec(/** @type {string} */ (report))?.[1] ?? 0);
  /** wrk writes latencies with their unit (us, ms, s); in ms. @param {string} percentile */
  const latency = (percentile) => {
    const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(/** @type {string} */ (report));
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return Math.round(match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value);
  };
  return {
    requests: { average: number(/Requests\/sec:\s+([\d.]+)/) },
    latency: { p50: latency('50'), p99: latency('99') },
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
    errors: ['connect', 'read', 'write', 'timeout'].reduce(
      (sum, kind) => sum + number(new RegExp(`Socket errors:.*?${kind} (\\d+)`)),
      0,
    ),
  };
}

/** Linux's clock ticks per second, the unit of the CPU times in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, …]; null once the process is gone. */
function procStat(/** @type {number} */ pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user and system) used so far by a process and its descendants (the server's workers), read
 * from /proc: where the cores went, the server's share beside the load generator's. NaN off Linux.
 * @param {number} root
 */
function treeCpuSeconds(root) {
  if (process.platform !== 'linux') return Number.NaN;
  /** @type {Map<number, number>} */
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const fields = procStat(pid);
    if (fields) parents.set(pid, Number(fields[1]));
  }
  /** @param {number} pid @returns {boolean} */
  const inTree = (pid) => pid === root || (parents.has(pid) && pid > 1 && inTree(parents.get(pid) ?? 0));
  let ticks = 0;
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue;
    const fields = procStat(pid);
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

/** The machine's busy CPU time so far, in clock ticks, from /proc/stat (0 off Linux). */
function machineBusyTicks() {
  if (process.platform !== 'linux') return 0;
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  // All but idle and iowait (the 4th and 5th).
  return fields.reduce((sum, value) => sum + value, 0) - (fields[3] ?? 0) - (fields[4] ?? 0);
}

/**
 * One load of `seconds`, with the cores the server's processes used meanwhile and the cores the rest
 * of the machine used (the load generator, the kernel's network work, other programs).
 * @param {{ pid: number, baseUrl: string }} server @param {number} seconds @param {boolean} [ownStates] @param {'gzip' | 'identity'} [encoding]
 */
async function measured(server, seconds, ownStates = false, encoding = 'gzip') {
  const before = treeCpuSeconds(server.pid);
  const machineBefore = machineBusyTicks();
  const started = performance.now();
  const result = await load(server.baseUrl, seconds, ownStates, encoding);
  const elapsed = (performance.now() - started) / 1000;
  const cores = (treeCpuSeconds(server.pid) - before) / elapsed;
  const machineCores = (machineBusyTicks() - machineBefore) / CLOCK_TICKS / elapsed;
  return { ...result, cores, otherCores: machineCores - cores };
}

/**
 * Resolves once `count` processes have logged that they listen: the health check answers as soon as
 * the first worker does. @param {() => string} output @param {number} count
 */
async function allListening(output, count) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const listening = output()
      .split('\n')
      .filter((line) => line.includes('"msg":"listening on'));
    if (listening.length >= count) return;
    if (Date.now() > deadline) throw new Error(`${count} processes did not all listen in 60 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** @typedef {Awaited<ReturnType<typeof measured>>} Measured */
/** @type {ReadonlyArray<readonly [string, 'result' | 'ownStates' | 'uncompressed', boolean, 'gzip' | 'identity']>} */
const SCENARIOS = [
  ['the default state (kept ranking)', 'result', false, 'gzip'],
  ['a new spending each request (ranked afresh)', 'ownStates', true, 'gzip'],
  // Compression runs on libuv's threads: one process compressing its answers already keeps a second
  // core busy, so on a 2-core machine the gain of more processes shows best without it.
  ['the default state, uncompressed (each process on one core)', 'uncompressed', false, 'identity'],
];

/** The run whose requests/s is the median of its rounds. @param {Measured[]} runs */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.requests.average - b.requests.average);
  return /** @type {Measured} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
}

const loadBefore = loadavg()[0] ?? 0;
/** @type {Array<{ count: number, server: Awaited<ReturnType<typeof startBuiltServer>> }>} */
const servers = [];
/** @type {Map<string, Measured[]>} runs by `${scenario}/${count}` */
const runs = new Map();
try {
  for (const count of PROCESS_COUNTS) {
    // One after another: the first migrates and seeds the database, the others find it ready.
    const server = await startBuiltServer({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL,
        WEB_CONCURRENCY: String(count),
        // Info, as deployed by default, to see each worker's "listening" line (one line per request too).
        LOG_LEVEL: 'info',
      },
      logFile: join(scripts, `server-${count}.log`),
    });
    servers.push({ count, server });
    await allListening(server.output, count);
  }
  // Warm-up: every worker's code for each kind of load compiled and its catalogue read.
  for (const { server } of servers) {
    for (const [, , ownStates, encoding] of SCENARIOS) await load(server.baseUrl, 2, ownStates, encoding);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [, pick, ownStates, encoding] of SCENARIOS) {
      for (const { count, server } of servers) {
        const key = `${pick}/${count}`;
        runs.set(key, [...(runs.get(key) ?? []), await measured(server, DURATION_S, ownStates, encoding)]);
      }
    }
  }
} finally {
  await Promise.all(servers.map(({ server }) => server.stop()));
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  rmSync(scripts, { recursive: true, force: true });
}

console.info(
  `POST /api/v2/card/rank on PostgreSQL by WEB_CONCURRENCY, ${CONNECTIONS} connections, ${DURATION_S} s a load, median of ${ROUNDS} interleaved rounds, load from ${WRK ? 'wrk' : 'autocannon'}`,
);
console.info(`  ${availableParallelism()} cores; load average ${loadBefore.toFixed(1)} before the first run`);
let failures = 0;
for (const [title, pick] of SCENARIOS) {
  console.info(`  ${title}`);
  const rows = PROCESS_COUNTS.map((count) => ({ count, all: runs.get(`${pick}/${count}`) ?? [] }));
  const single = median(rows[0]?.all ?? []);
  const singlePerCore = single.requests.average / single.cores;
  for (const row of rows) {
    const result = median(row.all);
    const failed = row.all.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
    failures += failed;
    const label = `${row.count} process${row.count === 1 ? '' : 'es'}`.padEnd(12);
    const rounds = row.all.map((run) => (run.requests.average / single.requests.average).toFixed(2)).join(' ');
    console.info(
      `    ${label} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${(result.requests.average / single.requests.average).toFixed(2)}× one process (rounds ${rounds})   server on ${result.cores.toFixed(2)} cores, the rest ${result.otherCores.toFixed(2)}   ${(result.requests.average / result.cores / singlePerCore).toFixed(2)}× one process's requests per core-second${failed ? `   ${failed} failed` : ''}`,
    );
  }
}
if (failures > 0) process.exitCode = 1;
