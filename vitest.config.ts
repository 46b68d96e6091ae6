import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** Server tests that need no database; every other server test runs against a real one. */
const serverUnitFiles = [
  'apps/server/src/lib/**/*.test.ts',
  'apps/server/src/env.test.ts',
  'apps/server/src/catalogue/catalogue.test.ts',
  'apps/server/src/http/shared-pages.test.ts',
  'apps/server/src/http/shared-reads.test.ts',
  'apps/server/src/modules/posts/markdown/**/*.test.ts',
  'apps/server/src/modules/wallet/watch-baseline.test.ts',
  'apps/server/src/modules/wallet/wallet-digest-email.test.ts',
];
// Worker threads start and import far faster than forked processes: half the time for these suites.
// Not isolated: a worker imports the server once for all its files (a quarter less time). Each file
// still has its own database and app, and none mocks modules.
const integration = {
  include: ['apps/server/src/**/*.test.ts'],
  exclude: serverUnitFiles,
  pool: 'threads' as const,
  isolate: false,
};

/**
 * One runner, four projects: pure unit tests; the API's integration suite on PGlite and (when
 * TEST_DATABASE_URL is set) again on PostgreSQL; end-to-end tests in Chromium against the built server.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine, which left
    // the second core idle whenever a browser test waited on Chromium or the server.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          pool: 'threads',
          // A worker imports shared modules (zod, the contract, React) once for all its files: less than
          // half the time. No file mocks modules, and those that stub globals or timers put them back.
          isolate: false,
          include: [
            'packages/core/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/vite-plugins/**/*.test.ts',
            ...serverUnitFiles,
          ],
        },
      },
      {
        test: {
          name: 'integration-pglite',
          ...integration,
          globalSetup: ['apps/server/src/test/global-setup-pglite.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'integration-postgres',
                ...integration,
                globalSetup: ['apps/server/src/test/global-setup-postgres.ts'],
                env: { TEST_DB_KIND: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 30_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // A worker imports Playwright and the contract once for all its files. Each file still connects
          // to the browser and starts the servers it needs itself, and stops them after.
          isolate: false,
          globalSetup: ['e2e/support/global-setup.ts'],
          // Two files share the machine's two cores with Chromium and the server: time limits are a guard
          // against a hang, not a speed check (speed is measured in bench/).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a page does after a click (a re-rank, a debounced save) can take seconds on a loaded
          // machine: polls wait up to 15 s, not the default 1 s.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
