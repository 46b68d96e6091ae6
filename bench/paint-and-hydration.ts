// `npm run bench:paint`: the built server (production mode) opened in Debian's Chromium on a slow phone —
// 150 ms round trips, 1.6 Mbit/s down, the CPU slowed 4× (Lighthouse's mobile settings, applied for real
// rather than simulated; `BENCH_PHONE=typical`: 40 ms, 10 Mbit/s, CPU 2×) — and the browser's own first
// contentful paint, largest contentful paint and the moment the page is hydrated (interactive), median of
// several loads per page. Lighthouse estimates paint from an unthrottled trace; this measures it. Traffic
// goes only to the local server it starts.
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';
import { startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { BENCH_PAGES } from './lib/bench-pages';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';
import { hydration, reportHydration } from './lib/hydration';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The phone: Lighthouse's mobile settings unless `BENCH_PHONE=typical` (a mid-range phone on good 4G). */
const PHONE =
  process.env.BENCH_PHONE === 'typical'
    ? { label: 'Typical phone', rttMs: 40, mbps: 10, cpu: 2 }
    : { label: 'Slow phone', rttMs: 150, mbps: 1.6, cpu: 4 };

// Found before the build and the server: a missing browser says so at once, and leaves no server running.
const executablePath = findChromium({ full: true });
buildSiteUnlessSkipped();
const server = await startBuiltServer({
  env: { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' },
});
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One cold load (a new browser context: no cache) on the slow phone: paint and hydration times, ms. */
async function load(path: string): Promise<[number, number, number]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await reportHydration(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.mbps * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  // Plain script text: a function would be serialised with the helpers this file is compiled with.
  await page.addInitScript({
    content: `
      window.benchLcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      (function tick() {
        if (document.documentElement && document.documentElement.dataset.hydrated) window.benchHydrated = performance.now();
        else requestAnimationFrame(tick);
      })();`,
  });
  const hydrated = hydration(page);
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
  await hydrated;
  // The largest paint is final at the first input or once the page settles.
  await page.waitForTimeout(300);
  const times = await page.evaluate(() => {
    const w = window as unknown as { benchLcp: number; benchHydrated: number };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    return [fcp, w.benchLcp, w.benchHydrated] as [number, number, number];
  });
  await context.close();
  return times;
}

console.info(
  `${PHONE.label} (${PHONE.rttMs} ms RTT, ${PHONE.mbps} Mbit/s, CPU ${PHONE.cpu}×), median of ${RUNS} cold loads per page`,
);
console.info(`  ${'page'.padEnd(46)}${'FCP'.padStart(8)}${'LCP'.padStart(8)}${'hydrated'.padStart(10)}`);
try {
  for (const path of BENCH_PAGES) {
    const runs: [number, number, number][] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(path));
    const [fcp, lcp, hydrated] = [0, 1, 2].map((k) => median(runs.map((run) => run[k] as number)));
    const ms = (value: number | undefined) => `${Math.round(value ?? Number.NaN)} ms`.padStart(8);
    console.info(`  ${path.padEnd(46)}${ms(fcp)}${ms(lcp)}${ms(hydrated).padStart(10)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
