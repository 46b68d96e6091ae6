// @ts-check
// `npm run bench:pages`: the built server (production mode, PGlite) under load on the main page types, each
// beside a static file of the very same bytes served by the same server, so every figure is a ratio in one
// run (the static copy precompressed as the build does its files). Per page: the static copy; the shared page
// from the render cache; a revalidation (If-None-Match, 304); a cold render (a new query string each request,
// so the render cache never helps); a visitor with their own state (a spending cookie: a private page kept
// per state, as for everyone sharing a province or a quiz's answer); and a new state on every request (each
// one rendered). Traffic goes only to the local server.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { precompressFile } from '../scripts/lib/precompress.mjs';
import { REPO_ROOT, startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SERVER_ENV = { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' };
/** The main page types; `BENCH_PAGES` (comma-separated paths) measures others, e.g. an article beside /about. */
const PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? [
  '/',
  '/credit-cards',
  '/credit-cards/american-express-cobalt-card',
  '/best-credit-cards/by-type',
  '/best-credit-cards/by-bank',
  '/blog/american-express-cobalt-card-review',
];
const CLIENT_DIR = join(REPO_ROOT, 'apps/web/build/client');
/** A visitor who moved a spending slider: their own ranking, kept for their state. */
const OWN_STATE_COOKIE = 'monthlySpend=2750';

buildSiteUnlessSkipped();

// The static copies must exist before the server starts: it registers its top-level files at start.
const probe = await startBuiltServer({ env: SERVER_ENV });
const copies = [];
try {
  for (const [index, path] of PAGES.entries()) {
    const html = await (await fetch(`${probe.baseUrl}${path}`)).text();
    const file = `bench-static-${index}.html`;
    await writeFile(join(CLIENT_DIR, file), html);
    await precompressFile(join(CLIENT_DIR, file));
    copies.push({ path, file: `/${file}`, bytes: Buffer.byteLength(html) });
  }
} finally {
  await probe.stop();
}

const loadBefore = loadavg()[0] ?? 0;
const server = await startBuiltServer({ env: SERVER_ENV });

/**
 * @param {string} path
 * @param {{ headers?: Record<string, string>, uniqueQuery?: boolean, uniqueState?: boolean, seconds?: number }} [options]
 */
async function load(path, options = {}) {
  let sequence = 0;
  // What a browser sends.
  const headers = { 'accept-encoding': 'gzip, deflate, br', ...options.headers };
  const result = await autocannon({
    url: `${server.baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: options.seconds ?? DURATION_S,
    headers,
    ...(options.uniqueQuery
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: `${path}?bench=${++sequence}` }) }] }
      : {}),
    ...(options.uniqueState
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, cookie: `monthlySpend=${1000 + (++sequence % 100_000)}` },
              }),
            },
          ],
        }
      : {}),
  });
  // A 304 is the answer a revalidation wants, not a failure.
  const notModified = result.statusCodeStats?.['304']?.count ?? 0;
  // Requests still queued when a load ends would eat into the next one's time: let the server drain.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.non2xx - notModified,
  };
}

/** @param {string} label @param {{ rps: number, p50: number, p99: number, failed: number }} figures @param {number} staticRps */
function row(label, figures, staticRps) {
  const ratio = `${(figures.rps / staticRps).toFixed(2)}× static`;
  const failed = figures.failed ? `   ${figures.failed} not 2xx/304` : '';
  return `    ${label.padEnd(22)} ${figures.rps.toFixed(0).padStart(6)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms   ${ratio}${failed}`;
}

try {
  console.info(
    `Pages under load: ${CONNECTIONS} connections, ${DURATION_S} s each, compressed as a browser asks (br, gzip), one run`,
  );
  console.info(`  ${availableParallelism()} cores; load average ${loadBefore.toFixed(1)} before the run`);
  for (const { path, file, bytes } of copies) {
    await load(path, { seconds: 1 }); // warm: code compiled, page rendered and kept
    const etag = (await fetch(`${server.baseUrl}${path}`)).headers.get('etag') ?? '';
    const staticFile = await load(file);
    const shared = await load(path);
    const revalidated = await load(path, { headers: { 'if-none-match': etag } });
    const cold = await load(path, { uniqueQuery: true });
    const own = await load(path, { headers: { cookie: OWN_STATE_COOKIE } });
    const newState = await load(path, { uniqueState: true });
    console.info(`\n  ${path} (${(bytes / 1024).toFixed(1)} KB of HTML)`);
    console.info(row('static copy', staticFile, staticFile.rps));
    console.info(row('shared, kept', shared, staticFile.rps));
    console.info(row('revalidated (304)', revalidated, staticFile.rps));
    console.info(row('cold render', cold, staticFile.rps));
    console.info(row('own state, kept', own, staticFile.rps));
    console.info(row('new state each request', newState, staticFile.rps));
  }
} finally {
  await server.stop();
  await Promise.all(
    copies.flatMap(({ file }) =>
      ['', '.br', '.gz'].map((suffix) => rm(join(CLIENT_DIR, `${file.slice(1)}${suffix}`), { force: true })),
    ),
  );
}
