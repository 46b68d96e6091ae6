// @ts-check
// `npm test`: typecheck, lint, then every vitest project (unit, integration on PGlite and, when
// TEST_DATABASE_URL is set, PostgreSQL, end-to-end in Chromium). Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './build-state.mjs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}; the end-to-end tests need it.`);
  console.error('Install it with: apt-get install chromium   (or set CHROMIUM_PATH)');
  process.exit(1);
}

const started = performance.now();
/** @type {Array<{ name: string, ok: boolean, seconds: number }>} */
const results = [];
const TESTS = 'tests (unit, integration, end-to-end)';

/**
 * Runs one step, streaming its output; records its outcome and duration.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
function step(name, command, args) {
  const begin = performance.now();
  console.info(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  const seconds = (performance.now() - begin) / 1000;
  results.push({ name, ok: status === 0, seconds });
  return status === 0;
}

const reportFile = join(ROOT, 'test-results/vitest.json');
mkdirSync(join(ROOT, 'test-results'), { recursive: true });

const typechecked = step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
const linted = step('lint', 'npm', ['run', 'lint', '--silent']);
let passed = 0;
let failed = 0;
if (typechecked && linted) {
  step(TESTS, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`]);
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
  }
}

console.info('\nSummary');
for (const result of results) {
  console.info(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)`);
}
// A failed step not explained by failed tests (typecheck, lint, a setup error) counts as one failure.
const unexplained = results.filter((result) => !result.ok && !(result.name === TESTS && failed > 0)).length;
console.info(`  wall time ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.info(`Tests: ${passed} passed, ${failed + unexplained} failed`);
process.exit(failed + unexplained > 0 ? 1 : 0);
