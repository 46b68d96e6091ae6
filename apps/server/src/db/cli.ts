import { isAbsolute, resolve } from 'node:path';
import { exportCatalogue } from '../catalogue/export-catalogue';
import { parseEnv } from '../env';
import { runAdminCreateCommand } from '../modules/admin/admin-cli';
import { runPayoutsCommand } from '../modules/offers/payouts-cli';
import { databaseTargetFromEnv, EmbeddedDatabaseInUseError, openDatabase } from './client';
import { seedDatabase } from './seed';

/**
 * `db:migrate` and `db:seed`: the same steps `npm start` runs, on their own; staff's payouts;
 * `admin:create`, the first admin; and `catalogue:export`, the cards as staff left them, back to data/cards.
 */
const command = process.argv[2];
const COMMANDS = ['migrate', 'seed', 'payouts', 'admin-create', 'catalogue-export'];
if (!COMMANDS.includes(command ?? '')) {
  console.error(`Usage: cli.ts ${COMMANDS.join('|')}`);
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
  } else if (command === 'catalogue-export') {
    const { written, cards } = await exportCatalogue(database.db);
    console.info(
      written.length === 0
        ? `The ${cards} cards in data/cards already match the database (${database.kind}).`
        : `Wrote ${written.map((file) => (file === 'search-synonyms.json' ? `data/${file}` : `data/cards/${file}`)).join(', ')} (${cards} cards in all, ${database.kind}). Check them with npm run catalogue:check and review the change in git.`,
    );
  } else {
    console.info(`Migrations applied (${database.kind}).`);
  }
} finally {
  await database.close();
}
