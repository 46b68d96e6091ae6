import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { type App, createApp } from '../app';
import type { AppDeps } from '../app-deps';
import type { DatabaseHandle } from '../db/client';
import { parseEnv } from '../env';
import type { ModuleRoutes } from '../http/api-router';
import type { WebMount } from '../http/web';
import { createLogger } from '../lib/logger';
import type { RateLimitObserver } from '../lib/rate-limit';
import { CatalogueStore } from '../modules/cards/catalogue-store';
import { createServices } from '../services';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  deps: AppDeps;
  database: DatabaseHandle;
  /** Resolves once work after the answers (background tasks, queued email) is done. */
  settle(): Promise<void>;
  /** `app.request` with a JSON body and content type set. */
  postJson(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** The API on a fresh migrated (and seeded) database, called in-process as the site calls it. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    modules?: readonly ModuleRoutes[];
    /**
     * Another app whose database this one uses, as a second server process would: nothing in memory
     * is shared (rate-limit counters, caches), only the database.
     */
    sharing?: TestApp;
    /** A database opened by the test (closed with the app), instead of a fresh one. */
    database?: DatabaseHandle;
    rateLimitObserver?: RateLimitObserver;
    /** Where log lines go (tests read them); LOG_LEVEL still decides which. */
    logDestination?: DestinationStream;
    /** Pages, as the web app would render them. */
    web?: WebMount;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cg-test-data-'));
  // The template it is copied from is already migrated and seeded, catalogue included.
  const database = options.sharing?.database ?? options.database ?? (await createTestDatabase());
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // An easy proof of work keeps tests quick; it is still solved and verified for real.
    CAPTCHA_MAX_NUMBER: '1000',
    // Tests play many visitors: each names its address in X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...options.env,
  });
  const authSecret = env.AUTH_SECRET ?? 'test-secret-test-secret-test-secret-0123';
  const logger = createLogger({
    level: env.LOG_LEVEL,
    ...(options.logDestination ? { destination: options.logDestination } : {}),
  });
  const deps: AppDeps = {
    env,
    authSecret,
    database,
    catalogue: new CatalogueStore(database.db),
    logger,
    version: '0.0.0-test',
    ...createServices(env, database, logger, authSecret, { rateLimitObserver: options.rateLimitObserver }),
  };
  const app = await createApp(deps, {
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.web ? { web: options.web } : {}),
  });
  return {
    app,
    deps,
    database,
    settle: async () => {
      await deps.background.idle();
      await deps.mailQueue.drain();
    },
    postJson: (path, body, headers = {}) =>
      Promise.resolve(
        app.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        }),
      ),
    close: async () => {
      await deps.background.idle();
      await deps.mailQueue.stop();
      // A Redis rate-limit store holds a connection that would keep the worker busy.
      await deps.rateLimiter.close();
      if (!options.sharing) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
