// @ts-check
import { execSync } from 'node:child_process';
import { REPO_ROOT } from '../../scripts/lib/start-built-server.mjs';

/**
 * Builds the site as deployed (production React, whatever the calling shell's NODE_ENV) for a benchmark
 * that starts the built server, unless BENCH_SKIP_BUILD=1 says the build on disk is current.
 */
export function buildSiteUnlessSkipped() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  execSync('npm run build --silent', {
    cwd: REPO_ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
