import { parseEnv } from '../env';
import { runPayoutsCommand } from '../modules/offers/payouts-cli';
import { databaseTargetFromEnv, openDatabase } from './client';
import { seedDatabase } from './seed';

/** `db:migrate` and `db:seed`: the same steps `npm start` runs, on their own; and staff's payouts. */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed' && command !== 'payouts') {
  console.error('Usage: cli.ts migrate|seed|payouts');
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase(databaseTargetFromEnv(env));
try {
  await database.migrate();
  if (command === 'payouts') {
    process.exitCode = await runPayoutsCommand(database.db, process.argv.slice(3), {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    });
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
