import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query API both drivers share; services take this, never a driver-specific type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers `select 1` within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; instance: PGlite };

/** `DATABASE_URL` set → PostgreSQL; otherwise PGlite persisted under DATA_DIR/pglite. */
export function databaseTargetFromEnv(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(resolve(env.DATA_DIR), 'pglite') };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      kind: 'postgres',
      ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: once(() => pool.end()),
    };
  }
  let client: PGlite;
  if ('instance' in target) {
    client = target.instance;
  } else {
    await mkdir(target.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: target.dataDir });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: once(async () => {
      if (!client.closed) await client.close();
    }),
  };
}

/** Closing twice (a test, then its teardown; a signal, then another) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

async function withTimeout(query: Promise<unknown>, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
