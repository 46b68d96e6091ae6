import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;
const integrationFiles = ['apps/server/src/app.test.ts', 'apps/server/src/{db,http,modules}/**/*.test.ts'];

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
          include: [
            'packages/core/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/server/src/{lib,test}/**/*.test.ts',
            'apps/server/src/env.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'integration-pglite',
          include: integrationFiles,
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
                include: integrationFiles,
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
