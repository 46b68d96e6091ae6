import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { pgliteFromTemplate } from './pglite-instance';
import { databaseUrlFor, uniqueDatabaseName } from './postgres-names';
import './provided';

/**
 * A fresh, migrated database for one test file: a PGlite copied from the migrated template, or (in
 * the PostgreSQL project) a database of its own cloned from the template database.
 */
export async function createTestDatabase(options: PostgresOptions = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND === 'postgres') return createPostgresTestDatabase(options);
  return openDatabase({ kind: 'pglite', instance: await pgliteFromTemplate(inject('pgliteTemplatePath')) });
}

/** PostgreSQL only (PGlite ignores them): how the app reaches its database. */
interface PostgresOptions {
  /** The URL the app connects with, from the database's own (a test routes it through a TCP proxy). */
  route?: (url: string) => string;
  queryTimeoutMs?: number;
}

async function createPostgresTestDatabase(options: PostgresOptions): Promise<DatabaseHandle> {
  const { adminUrl, templateName } = inject('postgresTemplate');
  const name = uniqueDatabaseName('cg_test');
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`));
  const url = databaseUrlFor(adminUrl, name);
  const database = await openDatabase({
    kind: 'postgres',
    url: options.route ? options.route(url) : url,
    poolSize: 4,
    ...(options.queryTimeoutMs ? { queryTimeoutMs: options.queryTimeoutMs } : {}),
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
