// The API as production runs it, plus one endpoint that answers a precomputed ranking body of the same
// size: the baseline for how much of /card/rank's cost is the ranking itself. Prints its port.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineEndpoint } from '@cardgenius/core/contract';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { API_MODULES, createApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed';
import { parseEnv } from '../apps/server/src/env';
import type { ModuleRoutes } from '../apps/server/src/http/api-router';
import { reply } from '../apps/server/src/http/mount-endpoint';
import { createLogger } from '../apps/server/src/lib/logger';
import { rankCatalogue } from '../apps/server/src/modules/cards/cards.service';
import { CatalogueStore } from '../apps/server/src/modules/cards/catalogue-store';
import { createServices } from '../apps/server/src/services';

const dataDir = await mkdtemp(join(tmpdir(), 'cg-bench-rank-'));
const env = parseEnv({
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('hex'),
  SITE_URL: 'http://127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
await database.migrate();
await seedDatabase(database.db);
const catalogue = new CatalogueStore(database.db);

const precomputed = rankCatalogue({ catalogue: await catalogue.get(), input: {} });
const precomputedEndpoint = defineEndpoint({
  id: 'benchPrecomputedRank',
  method: 'post',
  path: '/bench/precomputed-rank',
  tag: 'Bench',
  access: 'public',
  summary: 'A precomputed ranking body',
  request: { body: z.object({}).passthrough() },
  responses: { 200: z.unknown() },
});
const precomputedModule: ModuleRoutes = (mount) => mount(precomputedEndpoint, async () => reply(200, precomputed));

const logger = createLogger({ level: 'silent' });
const authSecret = env.AUTH_SECRET ?? '';
const app = await createApp(
  {
    env,
    authSecret,
    database,
    catalogue,
    logger,
    version: 'bench',
    ...createServices(env, database, logger, authSecret),
  },
  { modules: [...API_MODULES, precomputedModule] },
);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port, bytes: JSON.stringify(precomputed).length })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void database.close().finally(() => process.exit(0));
});
