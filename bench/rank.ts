// Ranking benchmarks: (a) the engine in-process, the whole catalogue for 1,000 generated profiles;
// (b) POST /api/v2/card/rank against an endpoint answering a precomputed body of the same size, on the
// same server in the same run: the throughput ratio shows what ranking costs per request.
import { spawn } from 'node:child_process';
import { resolveFilterState } from '@cardgenius/core/filters';
import { rankCards } from '@cardgenius/core/rating';
import { filterStateInputArbitrary } from '@cardgenius/core/testing';
import autocannon from 'autocannon';
import fc from 'fast-check';
import { loadCatalogueContent } from '../apps/server/src/catalogue/load-catalogue';

const PROFILES = 1000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

// (a) In-process ranking.
const { catalogue } = loadCatalogueContent();
const programs = new Map(catalogue.programs.map((program) => [program.slug, program]));
const slugs = catalogue.cards.map((card) => card.slug);
const states = fc
  .sample(filterStateInputArbitrary(slugs), { numRuns: PROFILES * 2, seed: 20_261_121 })
  .map((input) => {
    try {
      // The whole catalogue, every card with its breakdown: no filter drops a card, only the profile varies.
      return resolveFilterState({
        monthlySpend: input.monthlySpend,
        pointValueMode: input.pointValueMode,
        userPreferences: input.userPreferences,
        debtAmount: input.debtAmount,
        interestRate: input.interestRate,
        creditScore: input.creditScore,
        ratingFilter: 0,
        minIncome: 10_000_000,
        resultsPerPage: 500,
      });
    } catch {
      return null;
    }
  })
  .filter((state) => state !== null)
  .slice(0, PROFILES);

for (const state of states.slice(0, 50)) rankCards({ cards: catalogue.cards, programs, state }); // warm-up
const times: number[] = [];
let ranked = 0;
for (const state of states) {
  const started = performance.now();
  ranked = rankCards({ cards: catalogue.cards, programs, state }).total;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.info(`Ranking in-process (${catalogue.cards.length} cards in the catalogue, ${states.length} profiles)`);
console.info(`  cards ranked and returned with their breakdown per call: ${ranked}`);
console.info(`  p50 ${percentile(times, 50).toFixed(3)} ms   p99 ${percentile(times, 99).toFixed(3)} ms per ranking`);

// (b) Over HTTP, against the precomputed baseline.
const child = spawn('npx', ['tsx', new URL('./rank-server.ts', import.meta.url).pathname], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const { port, bytes } = await new Promise<{ port: number; bytes: number }>((resolve, reject) => {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
    if (line) resolve(JSON.parse(line) as { port: number; bytes: number });
  });
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

const load = (path: string) =>
  autocannon({
    url: `http://127.0.0.1:${port}/api/v2${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
await load('/card/rank'); // warm-up
const rank = await load('/card/rank');
const baseline = await load('/bench/precomputed-rank');
child.kill('SIGTERM');

console.info(
  `\nPOST /api/v2/card/rank vs a precomputed body (${(bytes / 1024).toFixed(0)} KB), ${CONNECTIONS} connections, ${DURATION_S} s each`,
);
console.info(
  `  /card/rank       ${rank.requests.average.toFixed(0)} req/s   p50 ${rank.latency.p50} ms   p99 ${rank.latency.p99} ms`,
);
console.info(
  `  precomputed      ${baseline.requests.average.toFixed(0)} req/s   p50 ${baseline.latency.p50} ms   p99 ${baseline.latency.p99} ms`,
);
console.info(`  throughput ratio ${(rank.requests.average / baseline.requests.average).toFixed(2)}`);
