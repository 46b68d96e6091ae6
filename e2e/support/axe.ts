import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's minified build: less than half the bytes of its full build, so the page parses it faster. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page as it stands, every rule, in each of its frames (legacy mode: one run in the page,
 * no second pass in a blank page, which our pages, without cross-origin frames, do not need). axe is
 * put in each frame that lacks it, once: @axe-core/playwright put its full build in twice a scan, and the
 * parsing cost more than most rules.
 */
export async function runAxe(page: Page, options: RunOptions = {}): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, runOptions),
    options,
  );
}
