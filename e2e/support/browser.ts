import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
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
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    baseURL: origin,
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
  });
  // The exit-intent pop-up would open over a page left for a few seconds (on a phone, as soon as a
  // full-page screenshot shows the page bottom): off unless the test is about it, as after it has shown.
  if (!options.exitIntent) await context.addCookies([{ name: 'exitIntentShown', value: '1', url: origin }]);
  // A script, style or eval the Content Security Policy refuses is an error of the page, like a thrown one.
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => console.error('Content Security Policy refused ' + event.violatedDirective + ' ' + (event.blockedURI || '') + ' from ' + event.sourceFile + ':' + event.lineNumber));`,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

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
 * axe violations on the page, as readable lines (empty when clean). Legacy mode runs axe once in the
 * page itself: the default runs it per frame and then again in a new blank page, which costs seconds
 * per call and our pages have no cross-origin frames to reach. Only violations are detailed (every
 * rule still runs): listing each passing node cost a third of the time on long pages.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
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
