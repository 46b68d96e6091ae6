// @ts-check
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;

/** What `npm run build` produces; the server cannot start without any of them. */
export const BUILD_OUTPUTS = [
  'apps/web/build/server/index.js',
  'apps/server/dist/server.js',
  'apps/server/dist/article-worker.js',
];

/** What the build reads: a change to any of it makes the build stale. */
const BUILD_INPUTS = [
  'packages/core/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'apps/web/react-router.config.ts',
  'package-lock.json',
];

/**
 * Newest modification time under a path (files and folders, recursively).
 * @param {string} path
 * @returns {number}
 */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * `missing`, `stale` (a source is newer than the oldest output) or `fresh`.
 * @returns {'missing' | 'stale' | 'fresh'}
 */
export function buildState() {
  const outputs = BUILD_OUTPUTS.map((file) => join(ROOT, file));
  if (!outputs.every((file) => existsSync(file))) return 'missing';
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = Math.max(...BUILD_INPUTS.map((path) => newestMtime(join(ROOT, path))));
  return sources > built ? 'stale' : 'fresh';
}

/**
 * Builds the site as it is deployed (`npm run build` for production: under vitest NODE_ENV is `test`,
 * which would ship development React) when the build is missing or older than the code.
 * @param {{ quiet?: boolean }} [options] quiet: the build's output only if it fails
 */
export function buildIfStale(options = {}) {
  if (buildState() === 'fresh') return;
  if (!options.quiet) console.info('Building the site first…');
  try {
    execSync('npm run build --silent', {
      cwd: ROOT,
      stdio: options.quiet ? 'pipe' : 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    const { stdout, stderr } = /** @type {{ stdout?: Buffer, stderr?: Buffer }} */ (error);
    if (options.quiet) process.stderr.write(`The build failed:\n${stdout ?? ''}${stderr ?? ''}`);
    throw error;
  }
}
