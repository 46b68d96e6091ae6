import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './app-deps';
import { databaseTargetFromEnv, openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { EnvError, parseEnv } from './env';
import type { WebMount } from './http/web';
import { resolveAuthSecret } from './lib/auth-secret';
import { createLogger } from './lib/logger';
import { CatalogueStore } from './modules/cards/catalogue-store';
import { SERVER_ROOT } from './paths';
import { createServices } from './services';

export const VERSION: string = (
  JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/** A Connect-style middleware, such as Vite's dev server, run before the app. */
export type FrontMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Start-up shared by `npm start` and `npm run dev`: parse the environment (exit 1 naming the bad
 * variable), open and migrate the database, seed it if empty, build the app and listen.
 */
export async function boot(options: {
  loadWeb: () => Promise<WebMount>;
  devServer?: boolean;
  frontMiddleware?: FrontMiddleware;
}): Promise<Server> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: env.LOG_LEVEL });
  const authSecret = await resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const database = await openDatabase(databaseTargetFromEnv(env));
  await database.migrate();
  const { inserted, catalogueChanged, offersWritten } = await seedDatabase(database.db);
  if (inserted > 0) logger.info({ inserted }, 'seeded an empty database');
  if (catalogueChanged) logger.info('card catalogue written from data/');
  if (offersWritten > 0) logger.info({ offersWritten }, 'GeniusCash offers written from data/offers.json');

  const deps: AppDeps = {
    env,
    authSecret,
    database,
    catalogue: new CatalogueStore(database.db),
    logger,
    version: VERSION,
    ...createServices(env, database, logger, authSecret),
  };
  const app = await createApp(deps, { web: await options.loadWeb(), devServer: options.devServer ?? false });
  // Sends what is queued, including what a previous process queued and did not send.
  deps.mailQueue.start();

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
    server.close(() => {
      void deps.mailQueue
        .stop()
        .then(() => deps.rateLimiter.close())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    // Keep-alive sockets can hold close() open; do not wait for them forever.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
