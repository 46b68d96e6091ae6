import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { runAxe } from './axe';
import './provided';
import { REPO_ROOT } from '../../scripts/lib/start-built-server.mjs';

export const baseUrl = (): string => inject('baseUrl');

/**
 * A connection to the suite's Chromium: launching one per file cost more than many of the tests.
 * Closing it closes the contexts it opened, not the browser.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far (a test fails on any). */
  errors: string[];
}

/**
 * A page in its own context that records every console error and page error; on the suite's server
 * unless a test's own server is named (`baseUrl`), with any headers every request should carry.
 *
 * Closing the context hands its tab back for the file's next test, reset as a new one is: no cookies,
 * no storage, at about:blank. A new tab starts a new renderer that compiles the site's code again: over
 * the suite that cost more than any test. A tab a test changed in ways a reset cannot undo (its own
 * routes, scripts, bindings, permissions, media, another tab, a closed page) is closed for real.
 */
export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    javaScriptEnabled?: boolean;
    exitIntent?: boolean;
    baseUrl?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<WatchedPage> {
  const origin = options.baseUrl ?? baseUrl();
  const viewport = { width: options.width ?? 1280, height: options.height ?? 900 };
  const javaScriptEnabled = options.javaScriptEnabled ?? true;
  // The exit-intent pop-up counts the tab's page views and the pointer's moves: its tests get new tabs.
  const key = options.exitIntent ? null : JSON.stringify([origin, javaScriptEnabled, options.headers ?? {}]);
  const idle = key === null ? undefined : idleTabs(browser).get(key)?.pop();
  const tab = idle ?? (await newTab(browser, origin, viewport, javaScriptEnabled, options.headers));
  if (idle) await tab.page.setViewportSize(viewport);
  // The exit-intent pop-up would open over a page left for a few seconds (on a phone, as soon as a
  // full-page screenshot shows the page bottom): off unless the test is about it, as after it has shown.
  if (!options.exitIntent) await tab.context.addCookies([{ name: 'exitIntentShown', value: '1', url: origin }]);
  const errors: string[] = [];
  tab.errors = errors;
  tab.dirty = key === null;
  Object.assign(tab.context, { close: () => release(browser, key, tab) });
  return { context: tab.context, page: tab.page, errors };
}

interface Tab {
  context: BrowserContext;
  page: Page;
  origin: string;
  javaScriptEnabled: boolean;
  /** Where the current test's console and page errors go. */
  errors: string[];
  /** Changed beyond what a reset undoes: closed for real when the test is done with it. */
  dirty: boolean;
  /** The page's and the context's listeners when they were new, by event. */
  listeners: { page: Record<string, number>; context: Record<string, number> };
}

/** Per connection (each test file has its own), the tabs waiting for a test, by origin and options. */
const idleByBrowser = new WeakMap<Browser, Map<string, Tab[]>>();
const idleTabs = (browser: Browser) => {
  const tabs = idleByBrowser.get(browser) ?? new Map<string, Tab[]>();
  idleByBrowser.set(browser, tabs);
  return tabs;
};

/** Methods whose effect outlives the test and that have no undo: calling one retires the tab. */
const LASTING_CHANGES = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
];
const CONTEXT_CHANGES = [
  ...LASTING_CHANGES,
  'grantPermissions',
  'newPage',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
];
const PAGE_CHANGES = [...LASTING_CHANGES, 'addLocatorHandler', 'close', 'emulateMedia'];

async function newTab(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
  javaScriptEnabled: boolean,
  headers: Record<string, string> | undefined,
): Promise<Tab> {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled,
    baseURL: origin,
    ...(headers ? { extraHTTPHeaders: headers } : {}),
  });
  // A script, style or eval the Content Security Policy refuses is an error of the page, like a thrown one.
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => console.error('Content Security Policy refused ' + event.violatedDirective + ' ' + (event.blockedURI || '') + ' from ' + event.sourceFile + ':' + event.lineNumber));`,
  });
  const page = await context.newPage();
  const tab: Tab = {
    context,
    page,
    origin,
    javaScriptEnabled,
    errors: [],
    dirty: false,
    listeners: { page: {}, context: {} },
  };
  page.on('console', (message) => {
    if (message.type() === 'error') tab.errors.push(message.text());
  });
  page.on('pageerror', (error) => tab.errors.push(error.message));
  tab.listeners = { page: listenerCounts(page), context: listenerCounts(context) };
  const retire = (target: object, method: string) => {
    const original = (target as Record<string, unknown>)[method];
    if (typeof original !== 'function') return;
    Object.assign(target, {
      [method]: (...args: unknown[]) => {
        tab.dirty = true;
        return original.apply(target, args);
      },
    });
  };
  for (const method of CONTEXT_CHANGES) retire(context, method);
  for (const method of PAGE_CHANGES) retire(page, method);
  return tab;
}

/** Resets a tab a test has finished with and keeps it for the next, or closes it. */
async function release(browser: Browser, key: string | null, tab: Tab): Promise<void> {
  const closeForReal = () => Object.getPrototypeOf(tab.context).close.call(tab.context) as Promise<void>;
  const reusable =
    key !== null &&
    !tab.dirty &&
    !tab.page.isClosed() &&
    tab.context.pages().length === 1 &&
    listenersAreOurs(tab) &&
    (!tab.javaScriptEnabled || new URL(tab.page.url()).origin === tab.origin || tab.page.url() === 'about:blank');
  if (!reusable) return closeForReal();
  try {
    // The tab's storage is the test's: sessionStorage belongs to the tab and survives navigations.
    if (tab.javaScriptEnabled && tab.page.url() !== 'about:blank')
      await tab.page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
    await tab.page.goto('about:blank', { timeout: 5_000 });
    await tab.context.clearCookies();
    await tab.context.clearPermissions();
    await tab.page.mouse.move(0, 0);
  } catch {
    return closeForReal();
  }
  const tabs = idleTabs(browser);
  tabs.set(key, [...(tabs.get(key) ?? []), tab]);
}

/** Playwright's pages and contexts are event emitters as Node's are, beyond what its types declare. */
const listenerCounts = (target: Page | BrowserContext): Record<string, number> => {
  const emitter = target as unknown as Pick<NodeJS.EventEmitter, 'eventNames' | 'listenerCount'>;
  return Object.fromEntries(emitter.eventNames().map((name) => [String(name), emitter.listenerCount(name)]));
};

/** No listener of the test's is left on the page or its context: only Playwright's own and ours. */
const listenersAreOurs = (tab: Tab) =>
  sameCounts(listenerCounts(tab.page), tab.listeners.page) &&
  sameCounts(listenerCounts(tab.context), tab.listeners.context);

const sameCounts = (now: Record<string, number>, before: Record<string, number>) =>
  [...new Set([...Object.keys(now), ...Object.keys(before)])].every((name) => now[name] === before[name]);

export const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/**
 * Full-page screenshot for looking at, kept in test-results/screenshots when E2E_SCREENSHOTS=1 (as
 * `npm run test:e2e:screenshots` sets); otherwise skipped, as it asserts nothing and costs CPU.
 */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const dir = join(REPO_ROOT, 'test-results/screenshots');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: options.fullPage ?? true });
}

/** Like `screenshot`, of one part of the page (a section under review on a long page). */
export async function screenshotOf(part: Locator, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const dir = join(REPO_ROOT, 'test-results/screenshots');
  await mkdir(dir, { recursive: true });
  await part.screenshot({ path: join(dir, `${name}.png`) });
}

/**
 * axe violations on the page, as readable lines (empty when clean). Only violations are detailed (every
 * rule still runs): listing each passing node cost a third of the time on long pages.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page, { resultTypes: ['violations'] });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Goes to a path and waits until the page has hydrated; answers the navigation's response. */
export async function goHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return response;
}

/**
 * Whether any script the page has loaded so far holds zod (the API contract's schemas come with it): the
 * pages whose forms load it on first use should not have it before.
 */
export async function scriptsHoldZod(page: Page): Promise<boolean> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  const texts = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  return texts.some((text) => text.includes('$ZodObject'));
}
