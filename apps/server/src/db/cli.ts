import { isAbsolute, resolve } from 'node:path';
import { parseEnv } from '../env';
import { runAdminCreateCommand } from '../modules/admin/admin-cli';
import { runPayoutsCommand } from '../modules/offers/payouts-cli';
import { databaseTargetFromEnv, EmbeddedDatabaseInUseError, openDatabase } from './client';
import { seedDatabase } from './seed';

/**
 * `db:migrate` and `db:seed`: the same steps `npm start` runs, on their own; staff's payouts; and
 * `admin:create`, the first admin.
 */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed' && command !== 'payouts' && command !== 'admin-create') {
  console.error('Usage: cli.ts migrate|seed|payouts|admin-create');
  process.exit(2);
}
/**
 * npm runs a workspace's script in the workspace's folder (`npm run admin:create` from the repository runs
 * in apps/server): a relative DATA_DIR means the folder the command was typed in, as it does for
 * `npm start`, so the command opens the server's own database.
 */
function commandEnvironment(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const typedIn = source.INIT_CWD;
  const dataDir = source.DATA_DIR || './data';
  return typedIn && !isAbsolute(dataDir) ? { ...source, DATA_DIR: resolve(typedIn, dataDir) } : source;
}
const env = parseEnv(commandEnvironment(process.env));
const database = await openDatabase(databaseTargetFromEnv(env)).catch((error: unknown) => {
  if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await database.migrate();
  const io = { out: (text: string) => process.stdout.write(text), err: (text: string) => process.stderr.write(text) };
  if (command === 'admin-create') {
    process.exitCode = await runAdminCreateCommand(database.db, process.argv.slice(3), io, env.SITE_URL);
  } else if (command === 'payouts') {
    process.exitCode = await runPayoutsCommand(database.db, process.argv.slice(3), io);
  } else if (command === 'seed') {
    const { inserted, catalogueChanged, offersWritten, publication } = await seedDatabase(database.db);
    console.info(
      `Seeded ${inserted} new settings; catalogue ${catalogueChanged ? 'written' : 'already up to date'}; ${offersWritten} offer(s) written; ` +
        `${publication.postsInserted} article(s) added, ${publication.postsUpdated} updated, ${publication.postsKeptAsEdited} kept as staff edited them, ${publication.authorsWritten} author(s) written (${database.kind}).`,
    );
  } else {
    console.info(`Migrations applied (${database.kind}).`);
  }
} finally {
  await database.close();
}
