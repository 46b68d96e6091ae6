// `npm run bench:main-thread`: what the page's main thread does while it loads and hydrates, read from a
// Chromium trace (unthrottled, 412 px wide, Debian's full Chromium), in two browsers side by side: a fresh
// one for every load, as Lighthouse runs, and a warm one whose page loads the same URL again (its caches and
// renderer warm, as for a visitor's next page). Prints, per page, the median of several loads: the time
// spent laying out, the longest task, and the blocking time (what each task runs past 50 ms, summed:
// Lighthouse's total blocking time before its 4× slowdown), with the fresh browser's figures as a ratio to
// the warm one's. Traffic goes only to the local server it starts. Builds first unless BENCH_SKIP_BUILD=1.
import { randomBytes } from 'node:crypto';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';
import { startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { BENCH_PAGES } from './lib/bench-pages';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';
import { hydration, reportHydration } from './lib/hydration';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** A main-thread task, as older and newer Chromium name it (Lighthouse reads both). */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Chromium's cut between a short task and one that blocks input (Lighthouse's, too). */
const BLOCKING_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

interface MainThread {
  layoutMs: number;
  longestTaskMs: number;
  blockingMs: number;
}

/**
 * The renderer's main thread of the traced page: the CrRendererMain thread that laid out most (a
 * navigation can leave the first, blank page's renderer in the trace too).
 */
function mainThreadFigures(events: TraceEvent[]): MainThread {
  const mains = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasksBy = new Map<string, number[]>();
  const layoutBy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mains.has(thread) || event.ph !== 'X' || event.dur === undefined) continue;
    const ms = event.dur / 1000;
    if (TASK_EVENTS.has(event.name)) tasksBy.set(thread, [...(tasksBy.get(thread) ?? []), ms]);
    if (event.name === 'Layout') layoutBy.set(thread, (layoutBy.get(thread) ?? 0) + ms);
  }
  const layout = (thread: string) => layoutBy.get(thread) ?? 0;
  const [thread, tasks] = [...tasksBy].sort((a, b) => layout(b[0]) - layout(a[0]))[0] ?? ['', []];
  return {
    layoutMs: layout(thread),
    longestTaskMs: Math.max(0, ...tasks),
    blockingMs: tasks.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_MS), 0),
  };
}

async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await reportHydration(context);
  return context.newPage();
}

/** One traced load of the page to hydration. */
async function tracedLoad(browser: Browser, page: Page, url: string): Promise<MainThread> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
  const hydrated = hydration(page);
  await page.goto(url, { waitUntil: 'load' });
  await hydrated;
  // Tasks that follow hydration (the lazy parts, idle work) are part of the load too.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  return mainThreadFigures(trace.traceEvents);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
const ratio = (fresh: number, warm: number) => (warm > 0 ? `${(fresh / warm).toFixed(1)}×` : '—').padStart(6);

// Found before the build and the server: a missing browser says so at once, and leaves no server running.
const executablePath = findChromium({ full: true });
buildSiteUnlessSkipped();
const server = await startBuiltServer({
  env: { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' },
});
const launch = () => chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  console.info(`Main thread from navigation to hydration + 500 ms, unthrottled, median of ${RUNS} loads per page`);
  console.info(
    '  fresh: a new browser for each load, as Lighthouse runs; warm: a page that loaded the same URL before',
  );
  console.info(
    `  ${'page'.padEnd(44)} ${'layout fresh'.padStart(12)} ${'warm'.padStart(8)} ${'ratio'.padStart(6)}` +
      ` ${'longest fresh'.padStart(13)} ${'warm'.padStart(8)} ${'blocking fresh'.padStart(14)} ${'warm'.padStart(8)} ${'ratio'.padStart(6)}`,
  );
  for (const path of BENCH_PAGES) {
    const url = `${server.baseUrl}${path}`;
    const fresh: MainThread[] = [];
    const warm: MainThread[] = [];
    // Warm: one page that loads the same URL again and again (its caches and the renderer's warm).
    const warmBrowser = await launch();
    const warmPage = await openPage(warmBrowser);
    await warmPage.goto(url, { waitUntil: 'load' });
    for (let run = 0; run < RUNS; run++) {
      const freshBrowser = await launch();
      fresh.push(await tracedLoad(freshBrowser, await openPage(freshBrowser), url));
      await freshBrowser.close();
      warm.push(await tracedLoad(warmBrowser, warmPage, url));
    }
    await warmBrowser.close();
    const pick = (loads: MainThread[], key: keyof MainThread) => median(loads.map((load) => load[key]));
    console.info(
      `  ${path.padEnd(44)} ${ms(pick(fresh, 'layoutMs')).padStart(12)} ${ms(pick(warm, 'layoutMs'))} ${ratio(pick(fresh, 'layoutMs'), pick(warm, 'layoutMs'))}` +
        ` ${ms(pick(fresh, 'longestTaskMs')).padStart(13)} ${ms(pick(warm, 'longestTaskMs'))}` +
        ` ${ms(pick(fresh, 'blockingMs')).padStart(14)} ${ms(pick(warm, 'blockingMs'))} ${ratio(pick(fresh, 'blockingMs'), pick(warm, 'blockingMs'))}`,
    );
  }
} finally {
  await server.stop();
}
