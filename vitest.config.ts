import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
/** Server tests that need no database; every other server test runs against a real one. */
const serverUnitFiles = [
  'apps/server/src/lib/**/*.test.ts',
  'apps/server/src/env.test.ts',
  'apps/server/src/catalogue/catalogue.test.ts',
];
const integration = { include: ['apps/server/src/**/*.test.ts'], exclude: serverUnitFiles };

/**
 * One runner, four projects: pure unit tests; the API's integration suite on PGlite and (when
 * TEST_DATABASE_URL is set) again on PostgreSQL; end-to-end tests in Chromium against the built server.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/core/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', ...serverUnitFiles],
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
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
