// @ts-check
// Which Debian Chromium the end-to-end suite, `npm test`'s pre-flight check and the benchmarks drive, and
// the flags they launch it with. Plain JavaScript so that scripts run by node import it as well as tests.
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
 * Whether the caller needs the full browser: it asked for it, or the suite keeps screenshots to look at
 * (`E2E_SCREENSHOTS=1`).
 * @param {{ full?: boolean }} options
 */
function wantsFull(options) {
  return options.full === true || process.env.E2E_SCREENSHOTS === '1';
}

/**
 * The browsers that would do, in order of preference: the one CHROMIUM_PATH names; else the full browser
 * when it is needed; else the headless shell, then the full browser.
 * @param {{ full?: boolean }} [options]
 * @returns {string[]}
 */
function chromiumCandidates(options = {}) {
  if (process.env.CHROMIUM_PATH) return [process.env.CHROMIUM_PATH];
  return wantsFull(options) ? [FULL_CHROMIUM] : [HEADLESS_SHELL, FULL_CHROMIUM];
}

/**
 * The first candidate that is installed; when none is, an error that says what to install.
 * @param {{ full?: boolean }} [options]
 * @returns {string}
 */
export function findChromium(options = {}) {
  const candidates = chromiumCandidates(options);
  const path = candidates.find((candidate) => existsSync(candidate));
  if (path) return path;
  const packages = wantsFull(options) ? 'chromium' : 'chromium chromium-headless-shell';
  throw new Error(
    `Chromium was not found at ${candidates.join(' or ')}. End-to-end tests need it: run \`apt-get install ${packages}\` (or set CHROMIUM_PATH).`,
  );
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
