// `npm run bench:subscribe`: POST /api/v2/subscription/subscribe under load, 100 connections for 30 s
// (SUBSCRIBE_BENCH_CONNECTIONS, SUBSCRIBE_BENCH_DURATION), every request a new address, on the built server with PGlite.
// Prints requests/s, latency and errors (any answer but 200, 429 included), then checks that the table
// holds a row for every 200. Traffic goes only to the local server this script starts.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { count, like } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { newsletterSubscribers } from '../apps/server/src/db/schema';
import { startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';

const CONNECTIONS = Number(process.env.SUBSCRIBE_BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.SUBSCRIBE_BENCH_DURATION ?? 30);

buildSiteUnlessSkipped();

// The per-IP limit (30 subscribes per 15 minutes) is kept as deployed: each request names its own client
// address in X-Forwarded-For, which the server believes with TRUST_PROXY=true (as behind a load balancer).
// Each address is new, so the per-address limits never apply.
const dataDir = await mkdtemp(join(tmpdir(), 'cg-bench-subscribe-'));
const server = await startBuiltServer({
  dataDir,
  env: { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
});

const run = randomBytes(3).toString('hex');
let sent = 0;
const result = await autocannon({
  url: server.baseUrl,
  connections: CONNECTIONS,
  duration: DURATION_S,
  requests: [
    {
      method: 'POST',
      path: '/api/v2/subscription/subscribe',
      setupRequest: (request) => {
        const index = sent++;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
          },
          body: JSON.stringify({
            name: 'Bench Reader',
            email: `bench-${run}-${index}@example.ca`,
            source: 'Footer Optin',
          }),
        };
      },
    },
  ],
});
await server.stop();

const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
const [stored] = await database.db
  .select({ value: count() })
  .from(newsletterSubscribers)
  .where(like(newsletterSubscribers.email, `bench-${run}-%`));
await database.close();
await rm(dataDir, { recursive: true, force: true });

const errors = result.non2xx + result.errors + result.timeouts;
console.info(`\nPOST /api/v2/subscription/subscribe (${CONNECTIONS} connections, ${DURATION_S} s, PGlite)`);
console.info(`  requests        ${result.requests.total} (${result['2xx']} answered 200)`);
console.info(`  requests/s      ${result.requests.average.toFixed(0)} average, ${result.requests.min} min`);
console.info(
  `  latency         p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
);
console.info(
  `  errors          ${errors} (non-2xx ${result.non2xx}, connection errors ${result.errors}, timeouts ${result.timeouts})`,
);
console.info(`  rows stored     ${stored?.value ?? 0} (every 200 is a stored subscription)`);
if (errors > 0 || (stored?.value ?? 0) < result['2xx']) process.exitCode = 1;
