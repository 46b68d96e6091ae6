import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import './provided';
import { REPO_ROOT, startBuiltServer } from '../../scripts/lib/start-built-server.mjs';

/** Builds the site as `npm start` serves it, starts it once for every end-to-end file, stops it after. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  // Built as deployed: vitest sets NODE_ENV=test, which would ship development React.
  execFileSync('npm', ['run', 'build', '--silent'], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // Tests play many visitors: API-made members name their own address in X-Forwarded-For.
  const server = await startBuiltServer({ env: { TRUST_PROXY: 'true' } });
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  return () => server.stop();
}
