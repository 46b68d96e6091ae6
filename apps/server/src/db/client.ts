import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  /**
   * Runs `work` while no other server holds the start-up lock (a PostgreSQL advisory lock), so
   * machines starting a new release at once migrate and seed one after the other. PGlite lives in one
   * process: nothing to wait for.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of migrating and seeding (any number no other lock of ours uses). */
const START_UP_LOCK = 7_214_032_611;

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** The longest one query or one connection attempt may take; unset, 10 s. */
      queryTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; instance: PGlite };

/** `DATABASE_URL` set → PostgreSQL; otherwise PGlite persisted under DATA_DIR/pglite. */
export function databaseTargetFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DB_QUERY_TIMEOUT_MS?: number;
}): DatabaseTarget {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS ?? DEFAULT_QUERY_TIMEOUT_MS }
    : { kind: 'pglite', dataDir: join(resolve(env.DATA_DIR), 'pglite') };
}

const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const timeoutMs = target.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A lost or hung server fails a call within these, so it answers 503 instead of hanging: one
      // connection attempt and one statement (on the server, and its answer on the wire) within the
      // timeout; a call waiting its turn for a client (a burst of traffic) within three times it.
      Client: boundedConnectClient(timeoutMs),
      connectionTimeoutMillis: timeoutMs * 3,
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs,
      // Notices a peer that vanished without closing (a cut network) on idle connections too.
      keepAlive: true,
    });
    // An idle client losing its connection must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      kind: 'postgres',
      ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
      // Migrations may rightly take longer than one request's query: a connection of their own, unbounded.
      migrate: async () => {
        const migrator = new pg.Pool({ connectionString: target.url, max: 1 });
        migrator.on('error', () => {});
        try {
          await migratePostgres(drizzlePostgres(migrator, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await migrator.end();
        }
      },
      exclusively: async (work) => {
        const locker = new pg.Client({ connectionString: target.url });
        locker.on('error', () => {});
        await locker.connect();
        try {
          await locker.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
          return await work();
        } finally {
          // Ending the session releases the lock, even when work failed.
          await locker.end();
        }
      },
      close: once(() => pool.end()),
    };
  }
  let client: PGlite;
  let release = async () => {};
  if ('instance' in target) {
    client = target.instance;
  } else {
    await mkdir(target.dataDir, { recursive: true });
    release = await claimEmbeddedDatabase(target.dataDir);
    try {
      client = await PGlite.create({ dataDir: target.dataDir });
    } catch (error) {
      await release();
      throw error;
    }
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (work) => work(),
    close: once(async () => {
      if (!client.closed) await client.close();
      await release();
    }),
  };
}

/** Another process (the running server, a command) has the embedded database open. */
export class EmbeddedDatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is open in process ${pid} (the running server, or a command). ` +
        'Stop it first: PGlite is one process’s database. Several processes share PostgreSQL (DATABASE_URL).',
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Marks the embedded database as this process's (a file beside it holding the process id), so a second
 * process — `npm run admin:create` or `payouts` while the server runs, a second server — stops with a
 * message instead of writing the same files at once. The mark of a process that died is taken over.
 * Answers how to give it back.
 */
export async function claimEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.owner`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return once(() => rm(file, { force: true }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      // The same id as ours is a restart in a container, where the server is always process 1.
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new EmbeddedDatabaseInUseError(dataDir, owner);
      }
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not mark the embedded database in ${dataDir} as this process's.`);
}

/** A node-postgres client whose connection attempt gives up after `timeoutMs`, whatever the pool waits. */
function boundedConnectClient(timeoutMs: number): new () => pg.Client {
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionTimeoutMillis: timeoutMs,
      });
    }
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
