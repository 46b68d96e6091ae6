// @ts-check
// `npm run bench`: builds the site (unless BENCH_SKIP_BUILD=1), then prints figures: server start-up, the
// JavaScript the home page loads (raw and gzip), and throughput and latency of the API and of server
// rendering under load.
// Traffic goes only to the local server this script starts.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';
import { measureHomePageJavaScript } from './lib/home-page-javascript.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Measured as deployed: production mode (production React, HSTS, ...), logs above info off.
const SERVER_ENV = { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' };

buildSiteUnlessSkipped();

// Start-up: on an empty DATA_DIR (creates, migrates and seeds the database), then a restart on it.
const dataDir = await mkdtemp(join(tmpdir(), 'cg-bench-'));
const fresh = await startBuiltServer({ env: SERVER_ENV, dataDir });
await fresh.stop();
const server = await startBuiltServer({ env: SERVER_ENV, dataDir });

console.info('Start-up (built server, PGlite)');
console.info(`  empty DATA_DIR → listening    ${fresh.startupMs.toFixed(0)} ms`);
console.info(`  existing database → listening ${server.startupMs.toFixed(0)} ms`);

const homeJs = await measureHomePageJavaScript(server.baseUrl);
console.info('\nHome page JavaScript');
console.info(
  `  ${homeJs.files} files + inline: ${(homeJs.raw / 1024).toFixed(1)} KB raw, ${(homeJs.gzip / 1024).toFixed(1)} KB gzip (${homeJs.gzip.toLocaleString('en-CA')} of ${(120 * 1024).toLocaleString('en-CA')} bytes)`,
);
console.info(`  HTML: ${(homeJs.htmlRaw / 1024).toFixed(1)} KB raw, ${(homeJs.htmlGzip / 1024).toFixed(1)} KB gzip`);

/** @param {string} path */
async function load(path) {
  const result = await autocannon({
    url: `${server.baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'gzip' },
  });
  const non2xx = result.non2xx + result.errors;
  return `${path.padEnd(18)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${non2xx ? `   ${non2xx} failed` : ''}`;
}

console.info(`\nUnder load (${CONNECTIONS} connections, ${DURATION_S} s each)`);
for (const path of ['/api/v2/health', '/api/v2/global', '/', '/about']) console.info(`  ${await load(path)}`);

await server.stop();
await rm(dataDir, { recursive: true, force: true });
