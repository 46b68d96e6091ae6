// @ts-check
// A vitest reporter that writes test-results/file-times.json: each test file's whole time in its worker
// (import, setup, tests and their hooks) beside its tests' own time, slowest first, with each project's
// totals. The JSON report's per-file times leave the hooks out, and a server started in `beforeAll` can
// be most of a file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** @typedef {import('vitest/node').TestModule} TestModule */

const round = (/** @type {number} */ ms) => Math.round(ms) / 1000;

/** @param {TestModule} module */
function fileTime(module) {
  const d = module.diagnostic();
  let tests = 0;
  for (const test of module.children.allTests()) tests += test.diagnostic()?.duration ?? 0;
  const setup = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration;
  return {
    project: module.project.name,
    setup,
    tests,
    hooks: Math.max(0, d.duration - tests),
    whole: setup + d.duration,
  };
}

export default class FileTimesReporter {
  /** @type {string} */
  root = process.cwd();

  /** @param {import('vitest/node').Vitest} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /** @param {ReadonlyArray<TestModule>} modules */
  onTestRunEnd(modules) {
    const files = modules
      .map((module) => ({ file: relative(this.root, module.moduleId), ...fileTime(module) }))
      .sort((a, b) => b.whole - a.whole);
    /** @type {Record<string, { files: number, whole: number, tests: number, hooks: number, setup: number }>} */
    const projects = {};
    for (const file of files) {
      const total = projects[file.project] ?? { files: 0, whole: 0, tests: 0, hooks: 0, setup: 0 };
      projects[file.project] = total;
      total.files += 1;
      total.whole += file.whole;
      total.tests += file.tests;
      total.hooks += file.hooks;
      total.setup += file.setup;
    }
    const seconds = (/** @type {Record<string, number | string>} */ entry) =>
      Object.fromEntries(
        Object.entries(entry).map(([k, v]) => [k, typeof v === 'number' && k !== 'files' ? round(v) : v]),
      );
    const out = join(this.root, 'test-results/file-times.json');
    mkdirSync(dirname(out), { recursive: true });
    const report = {
      note: 'seconds in a worker; whole = setup (import, environment) + tests + hooks',
      projects: Object.fromEntries(Object.entries(projects).map(([name, total]) => [name, seconds(total)])),
      files: files.map(seconds),
    };
    writeFileSync(out, `${JSON.stringify(report, null, 1)}\n`);
  }
}
