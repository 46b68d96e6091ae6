// `npm run bench:e2e-browser`: what the end-to-end suite's browser steps cost, on the built server in
// the suite's Chromium (scripts/lib/chromium.mjs), one at a time. Prints the median time of: an axe scan
// as the suite runs it (legacy mode, violations only) against one that details every result, on a short
// and two long pages; and a page load to hydration in a new context (as a test's first page, or after one
// that changed its tab), a new page of the same context, and the same page again (as a tab handed back by
// an earlier test).
import { chromium, type Page } from 'playwright-core';
import { runAxe } from '../e2e/support/axe';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';
import { startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = ['/about', '/credit-cards', '/best-credit-cards/by-type'];

// Found before the build and the server: a missing browser says so at once, and leaves no server running.
const executablePath = findChromium();
buildSiteUnlessSkipped();
const server = await startBuiltServer({ env: { TRUST_PROXY: 'true' } });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
console.info(`${executablePath} ${browser.version()}\n`);

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

async function loaded(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

try {
  console.info(`axe per scan, median of ${RUNS} (1280 px)`);
  const scans = {
    'every result': (page: Page) => runAxe(page),
    'violations only (the suite)': (page: Page) => runAxe(page, { resultTypes: ['violations'] }),
  };
  for (const path of PAGES) {
    for (const [label, scan] of Object.entries(scans)) {
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await loaded(page, path);
        samples.push(await timed(() => scan(page)));
        await context.close();
      }
      console.info(`  ${path.padEnd(28)} ${label.padEnd(28)} ${median(samples).toFixed(0)} ms`);
    }
  }

  console.info(`\nLoad of /about to hydration, median of ${RUNS}`);
  const fresh: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    fresh.push(
      await timed(async () => {
        const context = await browser.newContext();
        await loaded(await context.newPage(), '/about');
        await context.close();
      }),
    );
  }
  const shared = await browser.newContext();
  const newPage: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    newPage.push(
      await timed(async () => {
        const page = await shared.newPage();
        await loaded(page, '/about');
        await page.close();
      }),
    );
  }
  const page = await shared.newPage();
  const samePage: number[] = [];
  for (let run = 0; run < RUNS; run++) samePage.push(await timed(() => loaded(page, '/about')));
  console.info(`  new context and page        ${median(fresh).toFixed(0)} ms`);
  console.info(`  new page, same context      ${median(newPage).toFixed(0)} ms`);
  console.info(`  same page again             ${median(samePage).toFixed(0)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
