import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`): the browser visitors use, drawn as they see it. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium (`apt-get install chromium-headless-shell`): the same
 * Blink and V8 without the desktop browser around them, which is what Playwright runs headless tests in
 * by default. A page loads to hydration in about half the time (decision 0030).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the end-to-end suite drives: the one CHROMIUM_PATH names; else the full browser when the
 * suite keeps screenshots to look at (`E2E_SCREENSHOTS=1`) or a benchmark asks for it; else the headless
 * shell when installed, the full browser when not.
 */
export function findChromium(options: { full?: boolean } = {}): string {
  const full = options.full || process.env.E2E_SCREENSHOTS === '1';
  const path = process.env.CHROMIUM_PATH || (full || !existsSync(HEADLESS_SHELL) ? FULL_CHROMIUM : HEADLESS_SHELL);
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. End-to-end tests need it: run \`apt-get install chromium chromium-headless-shell\` (or set CHROMIUM_PATH).`,
    );
  }
  return path;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
