import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './app-deps';
import { loadCatalogueContent } from './catalogue/load-catalogue';
import { CATALOGUE_DIR } from './catalogue/read-catalogue-files';
import type { CatalogueContent } from './catalogue/sync-catalogue';
import { runWorkers } from './cluster';
import { type DatabaseHandle, databaseTargetFromEnv, EmbeddedDatabaseInUseError, openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { DatabaseUnreachableError, describeDatabaseUrl, urlSecrets, waitForDatabase } from './db/wait-for-database';
import { type Env, EnvError, parseEnv } from './env';
import type { WebMount } from './http/web';
import { resolveAuthSecret } from './lib/auth-secret';
import { createLogger, type Logger } from './lib/logger';
import { CatalogueStore } from './modules/cards/catalogue-store';
import { articleWorker } from './modules/posts/markdown/article-worker-client';
import { CONTENT_DIR, loadPublicationSources, type PublicationSources } from './modules/posts/publication-sources';
import { WalletAlertScheduler } from './modules/wallet/wallet-alert-scheduler';
import { SERVER_ROOT } from './paths';
import { createServices } from './services';

export const VERSION: string = (
  JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/** How long SIGTERM or SIGINT waits for requests under way and for the pools to close before exiting anyway. */
const SHUTDOWN_GRACE_MS = 8_000;

/** A Connect-style middleware, such as Vite's dev server, run before the app. */
export type FrontMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Start-up shared by `npm start` and `npm run dev`: parse the environment (exit 1 naming the bad
 * variable), open and migrate the database, seed it if empty, build the app and listen. With
 * WEB_CONCURRENCY above 1 and a `workerEntry` (the built server), this process prepares the database
 * once and then supervises that many workers (cluster.ts), each of which only opens its pools and serves.
 */
export async function boot(options: {
  loadWeb: () => Promise<WebMount>;
  devServer?: boolean;
  frontMiddleware?: FrontMiddleware;
  /** The file a worker process runs (the built server itself); unset, always one process. */
  workerEntry?: string;
}): Promise<Server | null> {
  const env = environmentOrExit();
  const rootLogger = createLogger({ level: env.LOG_LEVEL });
  if (cluster.isWorker) {
    // The primary waited for the database, migrated and seeded it; workers must not race on that.
    const logger = rootLogger.child({ pid: process.pid });
    const authSecret = await resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
    return serve(env, logger, authSecret, await openDatabaseOrExit(env), { ...options, web: options.loadWeb() });
  }
  const workerEntry = env.WEB_CONCURRENCY > 1 ? options.workerEntry : undefined;
  // With several processes every line says which one wrote it.
  const logger = workerEntry ? rootLogger.child({ pid: process.pid }) : rootLogger;
  if (env.WEB_CONCURRENCY > 1 && !workerEntry) {
    logger.warn(
      { WEB_CONCURRENCY: env.WEB_CONCURRENCY },
      'this server runs one process; WEB_CONCURRENCY applies to npm start',
    );
  }
  // Before any worker starts, so a generated secret is written once and every worker reads the same.
  const authSecret = await resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const seedSources = readSeedSources(env);
  const database = await openDatabaseOrExit(env);
  await waitForDatabaseOrExit(env, database, logger);
  // The site's code loads on this thread while the seed waits for the articles' check on theirs.
  const web = workerEntry ? null : options.loadWeb();
  web?.catch(() => {});
  await migrateAndSeed(database, logger, seedSources);
  if (workerEntry) {
    await database.close();
    // The seed's article checks are done; each worker process renders articles in a thread of its own.
    await articleWorker.close();
    runWorkers({ count: env.WEB_CONCURRENCY, entry: workerEntry, logger, graceMs: SHUTDOWN_GRACE_MS });
    return null;
  }
  return serve(env, logger, authSecret, database, { ...options, web: web ?? options.loadWeb() });
}

/** The database, or exit 1 with one line when the embedded one is another process's. */
async function openDatabaseOrExit(env: Env): Promise<DatabaseHandle> {
  try {
    return await openDatabase(databaseTargetFromEnv(env));
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function environmentOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A server started before its database (or behind a proxy still coming up) waits a bounded time. */
async function waitForDatabaseOrExit(env: Env, database: DatabaseHandle, logger: Logger): Promise<void> {
  if (!env.DATABASE_URL) return;
  const target = describeDatabaseUrl(env.DATABASE_URL);
  try {
    await waitForDatabase(database, {
      target,
      timeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      secrets: urlSecrets(env.DATABASE_URL),
      onRetry: ({ attempt, delayMs, reason }) =>
        logger.warn({ attempt, retryInMs: delayMs, reason }, `cannot reach ${target} yet; retrying`),
    });
  } catch (error) {
    if (!(error instanceof DatabaseUnreachableError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(1);
  }
}

interface SeedSources {
  content: CatalogueContent;
  /** The articles, checked in their worker thread while this thread opens and migrates the database. */
  publication: Promise<PublicationSources>;
}

/**
 * The catalogue's files, and the check of the publication's files against it, started at once: the
 * articles' Markdown is checked on another thread (a second or two) while this one opens the database.
 */
function readSeedSources(env: Env): SeedSources {
  const content = loadCatalogueContent(CATALOGUE_DIR, { testCatalogueFile: env.TEST_CATALOGUE_FILE });
  const publication = loadPublicationSources(CONTENT_DIR, content.catalogue.cards);
  // Awaited in the seed, which reports a bad article; not an unhandled rejection while the database opens.
  publication.catch(() => {});
  return { content, publication };
}

async function migrateAndSeed(database: DatabaseHandle, logger: Logger, sources: SeedSources): Promise<void> {
  const { inserted, catalogueChanged, offersWritten, publication } = await database.exclusively(async () => {
    await database.migrate();
    return seedDatabase(database.db, sources.content, undefined, await sources.publication);
  });
  if (inserted > 0) logger.info({ inserted }, 'seeded an empty database');
  if (catalogueChanged) logger.info('card catalogue written from data/');
  if (offersWritten > 0) logger.info({ offersWritten }, 'GeniusCash offers written from data/offers.json');
  if (publication.authorsWritten + publication.postsInserted + publication.postsUpdated > 0) {
    logger.info(publication, 'publication written from data/content');
  }
  if (publication.postsKeptAsEdited > 0) {
    logger.info(
      { postsKeptAsEdited: publication.postsKeptAsEdited },
      'articles whose files changed were kept as staff edited them',
    );
  }
}

/** Builds the app on an open, migrated database, listens, and stops gracefully on SIGTERM or SIGINT. */
async function serve(
  env: Env,
  logger: Logger,
  authSecret: string,
  database: DatabaseHandle,
  options: { web: Promise<WebMount>; devServer?: boolean; frontMiddleware?: FrontMiddleware },
): Promise<Server> {
  const deps: AppDeps = {
    env,
    authSecret,
    database,
    catalogue: new CatalogueStore(database.db),
    logger,
    version: VERSION,
    ...createServices(env, database, logger, authSecret),
  };
  const app = await createApp(deps, { web: await options.web, devServer: options.devServer ?? false });
  // Sends what is queued, including what a previous process queued and did not send.
  deps.mailQueue.start();
  await deps.dataVersion.start();
  // Finds what changed on members' wallet cards and queues their digests (at start, on edits, hourly).
  const walletAlerts = new WalletAlertScheduler(deps);
  walletAlerts.start();

  const listener = getRequestListener(app.fetch);
  const front = options.frontMiddleware;
  const server = createServer(front ? (req, res) => front(req, res, () => void listener(req, res)) : listener);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ port, db: database.kind, mode: env.NODE_ENV }, `listening on http://localhost:${port}`);
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen');
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Keep-alive sockets or a stuck dependency must not hold the process: out well within 10 s.
    setTimeout(() => {
      logger.warn({ afterMs: SHUTDOWN_GRACE_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // No new connections; requests under way are answered, then their connections close.
    server.close(() => {
      // Work started by answered requests (emails, audit writes) ends before its pools do.
      void deps.background
        .idle()
        .then(() => deps.dataVersion.stop())
        .then(() => walletAlerts.stop())
        .then(() => deps.mailQueue.stop())
        .then(() => deps.rateLimiter.close())
        .then(() => database.close())
        .then(
          () => {
            logger.info('stopped');
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
    // Idle keep-alive connections would otherwise hold close() until the client drops them; a
    // connection whose request is under way goes once its answer is sent.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
