// @ts-check
// `npm test`: typecheck, lint and the production build side by side, then every vitest project (unit,
// integration on PGlite and, when TEST_DATABASE_URL is set, PostgreSQL, end-to-end in Chromium against
// that build). Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './build-state.mjs';
import { findChromium } from './lib/chromium.mjs';

// The end-to-end suite drives Debian's headless shell of Chromium, or the full browser (scripts/lib/chromium.mjs).
try {
  findChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
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

/**
 * Runs one step made of independent commands, as many at once as there are cores, each one's output
 * printed whole when it ends (so outputs never interleave); the step fails if any command does.
 * @param {string} name
 * @param {Array<[string, string[]]>} commands
 */
async function parallelStep(name, commands) {
  const begin = performance.now();
  console.info(`\n▶ ${name}`);
  const queue = [...commands];
  let ok = true;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [command, args] = next;
      const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const status = await new Promise((resolve) => child.on('close', resolve));
      if (output.trim()) process.stdout.write(output);
      if (status !== 0) {
        ok = false;
        console.error(`✗ ${command} ${args.join(' ')} exited with ${status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, worker));
  results.push({ name, ok, seconds: (performance.now() - begin) / 1000 });
  return ok;
}

const reportFile = join(ROOT, 'test-results/vitest.json');
mkdirSync(join(ROOT, 'test-results'), { recursive: true });

/**
 * `npm run typecheck` (each workspace's, then the tools'), `npm run lint` and the production build the
 * end-to-end tests serve, as independent commands: the build is mostly one core's work, the checks'
 * share the other.
 */
function checkCommands() {
  const readJson = (/** @type {string} */ path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
  /** @type {string[]} */
  const workspaces = readJson('package.json').workspaces;
  /** @type {Array<[string, string[]]>} */
  const commands = workspaces
    .map((dir) => readJson(join(dir, 'package.json')))
    .filter((pkg) => pkg.scripts?.typecheck)
    .map((pkg) => ['npm', ['run', 'typecheck', '--silent', '-w', pkg.name]]);
  commands.push(['npx', ['tsc', '-p', 'tsconfig.tools.json']], ['npm', ['run', 'lint', '--silent']]);
  // First, so that it runs from the start beside the checks.
  commands.unshift([
    'node',
    ['-e', "import('./scripts/build-state.mjs').then((b) => b.buildIfStale({ quiet: true }))"],
  ]);
  return commands;
}

const checked = await parallelStep('typecheck, lint and build', checkCommands());
let passed = 0;
let failed = 0;
if (checked) {
  step(TESTS, 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    '--reporter=./scripts/file-times-reporter.mjs',
  ]);
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
