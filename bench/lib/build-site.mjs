// @ts-check
import { execSync } from 'node:child_process';
import { REPO_ROOT } from '../../scripts/lib/start-built-server.mjs';

/**
 * Builds the site as deployed (production React, whatever the calling shell's NODE_ENV) for a benchmark
 * that starts the built server, unless BENCH_SKIP_BUILD=1 says the build on disk is current. A failed
 * build prints its output and exits 1: there is nothing to measure.
 */
export function buildSiteUnlessSkipped() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  try {
    execSync('npm run build --silent', {
      cwd: REPO_ROOT,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    const output = /** @type {{ stdout?: Buffer, stderr?: Buffer }} */ (error);
    console.error(`${output.stdout ?? ''}${output.stderr ?? ''}\nnpm run build failed`);
    process.exit(1);
  }
}
