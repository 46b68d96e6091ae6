// @ts-check
// `npm run bench:page-calls`: how many in-process API calls each kind of page makes to render once, read
// from the server's own request log (each call carries the page request's id), and what the page weighs:
// its document's characters and, of those, the loader data inlined for hydration. Builds first unless
// BENCH_SKIP_BUILD=1.
import { randomUUID } from 'node:crypto';
import { startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';

const PAGES = [
  '/',
  '/credit-cards',
  '/credit-cards?compare=american-express-cobalt-card,td-cash-back-visa-card',
  '/credit-cards/american-express-cobalt-card',
  '/best-credit-cards/travel',
  '/best-credit-cards/td',
  '/best-credit-cards/by-type',
  '/best-credit-cards/by-bank',
  '/search?q=scotia',
  '/genius-search?q=scotia',
  '/best-credit-cards',
  '/review',
  '/go-qrcode/amex-cobalt',
  '/about',
];

buildSiteUnlessSkipped();
const server = await startBuiltServer({ env: { LOG_LEVEL: 'info' } });
try {
  console.info('Per page render: in-process API calls, the document and its inlined loader data (characters)');
  for (const path of PAGES) {
    // Once to warm caches and lazy modules, then the render that is counted.
    await (await fetch(`${server.baseUrl}${path}`)).text();
    const id = randomUUID();
    // A query string of its own, so the page is rendered rather than answered from the render cache.
    const url = `${server.baseUrl}${path}${path.includes('?') ? '&' : '?'}render=${id}`;
    const response = await fetch(url, { headers: { 'x-request-id': id } });
    const html = await response.text();
    // React Router inlines loader data as scripts that feed its stream controller.
    const data = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .filter((script) => script.includes('streamController'))
      .reduce((sum, script) => sum + script.length, 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const calls = server
      .output()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${id}"`) && line.includes('"path":"/api/v2/'))
      .map((line) => /** @type {{ path: string }} */ (JSON.parse(line)).path);
    const weight = `${String(html.length).padStart(7)} ${String(data).padStart(6)}`;
    console.info(`  ${path.padEnd(45)} ${String(calls.length).padStart(3)} ${weight}  ${calls.join(' ')}`);
  }
} finally {
  await server.stop();
}
