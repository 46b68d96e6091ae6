// @ts-check
// `npm run bench:lighthouse`: builds the site (unless BENCH_SKIP_BUILD=1), starts it as deployed (production
// mode) and runs Lighthouse's standard mobile audit on a few pages, several times each. Prints the median
// scores and metrics beside the goals, the home page JavaScript (gzip), and, for every category below goal,
// the audits that cost points.
// JSON reports go to test-results/lighthouse/. Below goal still exits 0: this measures, it does not test.
// Traffic goes only to the local server this script starts.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs';
import { REPO_ROOT, startBuiltServer } from '../scripts/lib/start-built-server.mjs';
import { buildSiteUnlessSkipped } from './lib/build-site.mjs';
import { measureHomePageJavaScript } from './lib/home-page-javascript.mjs';

/** One page of each type a visitor lands on: home, ranking, card, best-card lists and a preset, content, quiz, forms, offers, the blog and an article (`LIGHTHOUSE_PAGES`: comma-separated paths instead). */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? [
  '/',
  '/credit-cards',
  '/credit-cards/american-express-cobalt-card',
  '/best-credit-cards/by-type',
  '/best-credit-cards/by-bank',
  '/best-credit-cards/travel',
  '/offers',
  '/credit-card-quiz',
  '/methodology',
  '/faq',
  '/login',
  '/register',
  '/blog',
  '/blog/american-express-cobalt-card-review',
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Pages the site keeps out of search results on purpose: the account forms (features/auth/auth-meta.ts), the
 * go-link steps to a bank (features/go/go-meta.ts) and search results (a search page with a query).
 * Lighthouse's `is-crawlable` audit fails on them by design, so their SEO score leaves it out; on any other
 * page a noindex is a fault and costs the points.
 */
const NOINDEX_BY_DESIGN = new RegExp(
  [
    '^/(login|register|logout|forgot-password|reset-password|confirm-email|confirm-email-code|confirm-email-change|confirm-account|undo-change|go|go-qrcode)(/|\\?|$)',
    '^/(search|genius-search|blog-search)\\?(.*&)?q=',
  ].join('|'),
);
const NOINDEX_AUDIT = 'is-crawlable';
// The full browser, as visitors have it (or the one CHROMIUM_PATH names, as for every benchmark).
const CHROME_PATH = findChromium({ full: true });
const REPORT_DIR = join(REPO_ROOT, 'test-results/lighthouse');
// Same conditions as bench/run.mjs: production mode (production React, HSTS, indexable), logs above info off.
const SERVER_ENV = { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' };

/** @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} CategoryId */
/** @type {{ id: CategoryId, label: string, goal: number }[]} */
const CATEGORIES = [
  { id: 'performance', label: 'perf', goal: 98 },
  { id: 'accessibility', label: 'a11y', goal: 100 },
  { id: 'best-practices', label: 'best', goal: 100 },
  { id: 'seo', label: 'seo', goal: 100 },
];
const JS_GOAL_KB = 120;
const LCP_GOAL_MS = 1_500;
// Lighthouse's own group for audits its report never shows (lab-data plumbing, duplicates of diagnostics).
const HIDDEN_GROUP = 'hidden';
const NOT_FAILURES = new Set(['informative', 'notApplicable', 'manual']);
const ITEMS_SHOWN = 5;

/**
 * @typedef {object} FailedAudit
 * @property {string} id
 * @property {string} title
 * @property {string} detail display value, or the error for an audit that could not run
 * @property {number} weight its weight in the category score
 * @property {string[]} items what it found (elements, files, issues), from the first run it failed in
 * @property {number} runs how many of the runs it failed in
 */

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** @param {string} path */
function slug(path) {
  return path === '/' ? 'home' : path.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-');
}

/**
 * One Lighthouse run in a fresh Chrome, so runs share no cache, storage or warm processes.
 * @param {string} url
 * @returns {Promise<{ lhr: import('lighthouse').Result, report: string }>}
 */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((category) => category.id),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const report = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
    return { lhr, report };
  } finally {
    chrome.kill();
  }
}

/**
 * A run Lighthouse could not finish is tried once more before giving up.
 * @param {string} url
 */
async function auditWithRetry(url) {
  try {
    return await audit(url);
  } catch (error) {
    console.warn(`  Lighthouse failed on ${url}, trying once more: ${error instanceof Error ? error.message : error}`);
    return audit(url);
  }
}

/**
 * One line for one row of an audit's details: the element, file or issue, and what is wrong with it.
 * @param {Record<string, unknown>} item
 * @param {string} origin
 */
function describeItem(item, origin) {
  /** @param {unknown} value */
  const text = (value) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
  const node = /** @type {Record<string, unknown> | undefined} */ (item.node);
  if (node && typeof node === 'object') {
    const snippet = text(node.snippet);
    const where = `${text(node.selector)} ${snippet.length > 110 ? `${snippet.slice(0, 110)}…` : snippet}`.trim();
    // axe's explanation opens with "Fix any of the following:"; the finding follows.
    const explanation = text(String(node.explanation ?? '').replace(/^Fix (any|all) of the following:/, ''));
    const statistic = text(item.statistic);
    return [statistic, where, explanation].filter(Boolean).join(' — ');
  }
  const facts = [];
  if (typeof item.wastedBytes === 'number' && item.wastedBytes > 0)
    facts.push(`${(item.wastedBytes / 1024).toFixed(1)} KiB`);
  if (typeof item.wastedMs === 'number' && item.wastedMs > 0) facts.push(`${Math.round(item.wastedMs)} ms`);
  if (typeof item.cacheLifetimeMs === 'number') facts.push(`cached ${Math.round(item.cacheLifetimeMs / 1000)} s`);
  if (typeof item.total === 'number') facts.push(`${Math.round(item.total)} ms main thread`);
  if (typeof item.scripting === 'number') facts.push(`${Math.round(item.scripting)} ms scripting`);
  const suffix = facts.length ? ` (${facts.join(', ')})` : '';
  if (typeof item.url === 'string') return `${item.url.replace(origin, '') || item.url}${suffix}`;
  if (typeof item.issueType === 'string') return item.issueType;
  if (typeof item.groupLabel === 'string' && typeof item.duration === 'number') {
    return `${item.groupLabel}: ${Math.round(item.duration)} ms`;
  }
  if (typeof item.statistic === 'string') {
    const value = /** @type {{ value?: unknown } | undefined} */ (item.value);
    return `${item.statistic}: ${typeof value === 'object' && value ? String(value.value) : String(item.value)}`;
  }
  if (typeof item.description === 'string') return text(item.description);
  return '';
}

/**
 * A category's score out of 100, as Lighthouse weighs it; on a page noindex by design, SEO is weighed
 * again without the audit that only says so.
 * @param {import('lighthouse').Result} lhr @param {CategoryId} categoryId @param {string} path
 */
function categoryScore(lhr, categoryId, path) {
  const category = lhr.categories[categoryId];
  if (!category) return Number.NaN;
  if (categoryId !== 'seo' || !NOINDEX_BY_DESIGN.test(path)) return (category.score ?? Number.NaN) * 100;
  let weighed = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    const result = lhr.audits[ref.id];
    if (ref.id === NOINDEX_AUDIT || !ref.weight || !result || result.score === null) continue;
    if (NOT_FAILURES.has(result.scoreDisplayMode)) continue;
    weighed += ref.weight * result.score;
    weights += ref.weight;
  }
  return weights ? (weighed / weights) * 100 : Number.NaN;
}

/**
 * Audits of the category that cost points: score below 1, or could not run.
 * @param {import('lighthouse').Result} lhr
 * @param {CategoryId} categoryId
 * @param {string} origin
 * @param {string} path
 * @returns {Omit<FailedAudit, 'runs'>[]}
 */
function failedAudits(lhr, categoryId, origin, path) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  /** @type {Omit<FailedAudit, 'runs'>[]} */
  const failed = [];
  for (const ref of category.auditRefs) {
    if (ref.group === HIDDEN_GROUP) continue;
    if (categoryId === 'seo' && ref.id === NOINDEX_AUDIT && NOINDEX_BY_DESIGN.test(path)) continue;
    const result = lhr.audits[ref.id];
    if (!result || NOT_FAILURES.has(result.scoreDisplayMode)) continue;
    const couldNotRun = result.scoreDisplayMode === 'error';
    if (!couldNotRun && (result.score === null || result.score >= 1)) continue;
    const details = /** @type {{ type?: string, items?: Record<string, unknown>[] } | undefined} */ (result.details);
    const items =
      details?.type === 'table' || details?.type === 'opportunity'
        ? (details.items ?? []).map((item) => describeItem(item, origin)).filter(Boolean)
        : [];
    failed.push({
      id: ref.id,
      title: result.title,
      detail: couldNotRun ? `could not run: ${result.errorMessage ?? ''}` : (result.displayValue ?? ''),
      weight: ref.weight,
      items,
    });
  }
  return failed;
}

/** @param {number} ms */
const seconds = (ms) => (Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(1)} s`);
/** @param {number} ms */
const millis = (ms) => (Number.isNaN(ms) ? '—' : `${Math.round(ms)} ms`);
/** @param {number} value */
const shift = (value) => (Number.isNaN(value) ? '—' : value.toFixed(3));
/** @param {{ goal: number }} category */
const goalText = (category) => `${category.goal === 100 ? '' : '≥ '}${category.goal}`;

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

buildSiteUnlessSkipped();
const server = await startBuiltServer({ env: SERVER_ENV });
let exitCode = 0;
try {
  for (const path of PAGES) {
    const status = (await fetch(`${server.baseUrl}${path}`)).status;
    if (status !== 200) throw new Error(`${path} answered ${status}, not 200`);
  }
  const homeJs = await measureHomePageJavaScript(server.baseUrl);

  await rm(REPORT_DIR, { recursive: true, force: true });
  await mkdir(REPORT_DIR, { recursive: true });

  /** @type {Map<string, import('lighthouse').Result[]>} */
  const results = new Map();
  const warnings = new Set();
  console.info(`Lighthouse, ${RUNS} runs of each page`);
  for (const path of PAGES) {
    /** @type {import('lighthouse').Result[]} */
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const started = performance.now();
      const { lhr, report } = await auditWithRetry(`${server.baseUrl}${path}`);
      await writeFile(join(REPORT_DIR, `${slug(path)}-${run}.json`), report);
      for (const warning of lhr.runWarnings) warnings.add(`${path}: ${warning}`);
      runs.push(lhr);
      console.info(`  ${path} run ${run}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    results.set(path, runs);
  }

  const all = [...results.values()].flat();
  const benchmark = all.map((lhr) => lhr.environment.benchmarkIndex);
  console.info(
    `\nLighthouse ${all[0]?.lighthouseVersion ?? ''}, mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs`,
  );
  console.info(
    `  ${all[0]?.environment.hostUserAgent.replace(/^.*(Chrome\/\S+).*$/, '$1') ?? ''}, CPU benchmark index ${Math.min(...benchmark)}–${Math.max(...benchmark)} (a busy machine lowers it and the performance score)`,
  );
  const pageWidth = Math.max(...PAGES.map((path) => path.length)) + 2;
  /**
   * @param {string} page
   * @param {string[]} cells
   */
  const row = (page, cells) =>
    `  ${page.padEnd(pageWidth)}${cells.map((cell, index) => cell.padStart(index < CATEGORIES.length ? 6 : 9)).join('')}`;
  console.info(row('page', [...CATEGORIES.map((category) => category.label), 'FCP', 'LCP', 'TBT', 'CLS']));
  console.info(row('goal', [...CATEGORIES.map(goalText), '', `≤ ${seconds(LCP_GOAL_MS)}`]));

  /** @type {{ path: string, category: (typeof CATEGORIES)[number], score: number, audits: FailedAudit[] }[]} */
  const belowGoal = [];
  for (const [path, runs] of results) {
    const cells = CATEGORIES.map((category) => {
      const score = Math.round(median(runs.map((lhr) => categoryScore(lhr, category.id, path))));
      if (!Number.isNaN(score) && score >= category.goal) return `${score}  `;
      /** @type {Map<string, FailedAudit>} */
      const audits = new Map();
      for (const lhr of runs) {
        for (const failed of failedAudits(lhr, category.id, server.baseUrl, path)) {
          const seen = audits.get(failed.id);
          if (seen) seen.runs++;
          else audits.set(failed.id, { ...failed, runs: 1 });
        }
      }
      belowGoal.push({ path, category, score, audits: [...audits.values()] });
      return Number.isNaN(score) ? 'error ✗' : `${score} ✗`;
    });
    console.info(
      row(path, [
        ...cells,
        seconds(median(runs.map((lhr) => metric(lhr, 'first-contentful-paint')))),
        seconds(median(runs.map((lhr) => metric(lhr, 'largest-contentful-paint')))),
        millis(median(runs.map((lhr) => metric(lhr, 'total-blocking-time')))),
        shift(median(runs.map((lhr) => metric(lhr, 'cumulative-layout-shift')))),
      ]),
    );
  }

  const noindexed = PAGES.filter((path) => NOINDEX_BY_DESIGN.test(path));
  if (noindexed.length) {
    console.info(
      `  SEO of ${noindexed.join(', ')} leaves out ${NOINDEX_AUDIT}: they ask search engines not to index them`,
    );
  }

  const jsKb = homeJs.gzip / 1024;
  console.info(
    `\nHome page JavaScript: ${homeJs.files} files + inline, ${jsKb.toFixed(1)} KB gzip (goal ≤ ${JS_GOAL_KB} KB) ${jsKb <= JS_GOAL_KB ? '✓' : '✗'}`,
  );
  if (jsKb > JS_GOAL_KB) {
    for (const file of homeJs.perFile.filter((entry) => entry.gzip >= 1024)) {
      console.info(
        `  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${(file.raw / 1024).toFixed(1).padStart(6)} KB raw  ${file.path}`,
      );
    }
  }

  if (belowGoal.length) {
    console.info('\nBelow goal: audits that cost points — id — title: value [weight in the category, runs failed in]');
    for (const { path, category, score, audits } of belowGoal) {
      console.info(`\n  ${path}  ${category.id} ${Number.isNaN(score) ? 'error' : score} (goal ${goalText(category)})`);
      if (!audits.length) console.info('    no audit below 1 in the reports');
      audits.sort((a, b) => b.weight - a.weight || b.runs - a.runs || a.id.localeCompare(b.id));
      for (const failed of audits) {
        const detail = failed.detail ? `: ${failed.detail}` : '';
        console.info(`    ${failed.id} — ${failed.title}${detail} [${failed.weight}, ${failed.runs}/${RUNS}]`);
        for (const item of failed.items.slice(0, ITEMS_SHOWN)) console.info(`      · ${item}`);
        if (failed.items.length > ITEMS_SHOWN) console.info(`      · and ${failed.items.length - ITEMS_SHOWN} more`);
      }
    }
  } else {
    console.info('\nEvery category is at or above goal on every page.');
  }
  if (warnings.size) {
    console.info('\nLighthouse warnings');
    for (const warning of warnings) console.info(`  ${warning}`);
  }
  console.info(`\nReports: ${REPORT_DIR}/<page>-<run>.json (open in the Lighthouse viewer)`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await server.stop();
}
process.exitCode = exitCode;
