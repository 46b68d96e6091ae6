import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { CatalogueStore } from './modules/cards/catalogue-store';

/** Everything the app needs from outside, passed in once so tests can build it on their own database. */
export interface AppDeps {
  env: Env;
  /** The token-signing secret: AUTH_SECRET, or outside production the one generated into DATA_DIR. */
  authSecret: string;
  database: DatabaseHandle;
  /** The card catalogue, held in memory. */
  catalogue: CatalogueStore;
  logger: Logger;
  version: string;
}
