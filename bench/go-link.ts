// `npm run bench:go-link`: go-links under load on the built server in production mode: the
// /go/{affiliateId} page, the go call it makes, and the /go2 redirect that records a click per request.
// Prints requests/s, p50/p99/max latency and errors for each. Traffic goes only to the local server this
// script starts; each /go2 request names its own address in X-Forwarded-For (TRUST_PROXY), as visitors
// behind a load balancer do, so the per-address click limit is not what is measured. PGlite by default;
// GO_BENCH_DATABASE_URL runs it on PostgreSQL (a database of its own: it is migrated, seeded, written to).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { loadCatalogueContent } from '../apps/server/src/catalogue/load-catalogue';
import { startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';

const DURATION_S = Number(process.env.GO_BENCH_DURATION ?? 30);
const CONNECTIONS = Number(process.env.GO_BENCH_CONNECTIONS ?? 100);

buildSiteUnlessSkipped();

const card = loadCatalogueContent().catalogue.cards.find((entry) => !entry.hidden && !entry.temporarilyUnavailable);
if (!card) throw new Error('the catalogue has no listed card');

const databaseUrl = process.env.GO_BENCH_DATABASE_URL ?? '';
const server = await startBuiltServer({
  env: {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    DATABASE_URL: databaseUrl,
  },
});

let visitor = 0;
/** A different client address for each request: 10.x.y.z, 16.7 million of them. */
function nextAddress(): string {
  visitor = (visitor + 1) % 16_777_216;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

async function load(label: string, path: string, expected: '2xx' | '3xx', distinctAddresses = false) {
  const options: autocannon.Options = {
    url: `${server.baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'gzip' },
  };
  if (distinctAddresses) {
    options.requests = [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
        }),
      },
    ];
  }
  const kinds = new Map<string, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const kind = error.code ?? error.message;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    });
  });
  const answered = result[expected];
  // Anything but the expected class of answer is an error, as are connection errors and timeouts.
  // (autocannon counts timeouts among its errors.)
  const failed =
    result.errors + (result['1xx'] + result['2xx'] + result['3xx'] - answered) + result['4xx'] + result['5xx'];
  console.info(
    `  ${label.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   max ${String(result.latency.max).padStart(5)} ms   ${answered} ${expected}, ${failed} errors`,
  );
  if (kinds.size > 0) console.info(`    errors by kind: ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  return failed;
}

console.info(
  `Go-links under load (${CONNECTIONS} connections, ${DURATION_S} s each, card ${card.affiliateId}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
);
// A short warm-up of each path, so the figures do not include compiling its code.
for (const path of [
  `/go/${card.affiliateId}`,
  `/api/v2/misc/go/${card.affiliateId}`,
  `/go2/${card.affiliateId}?notracking`,
]) {
  await autocannon({ url: `${server.baseUrl}${path}`, connections: 10, duration: 2 });
}
let errors = 0;
errors += await load(`GET /go/${card.affiliateId}`, `/go/${card.affiliateId}?context=Direct`, '2xx');
errors += await load('GET /api/v2/misc/go/{affiliateId}', `/api/v2/misc/go/${card.affiliateId}`, '2xx');
errors += await load('GET /go2/{affiliateId} (records)', `/go2/${card.affiliateId}?context=Bench`, '3xx', true);

await server.stop();
if (errors > 0) process.exitCode = 1;
