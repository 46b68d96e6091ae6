import { parseEnv } from '../env';
import { databaseTargetFromEnv, openDatabase } from './client';
import { seedDatabase } from './seed';

/** `db:migrate` and `db:seed`: the same steps `npm start` runs, on their own. */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('Usage: cli.ts migrate|seed');
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase(databaseTargetFromEnv(env));
try {
  await database.migrate();
  if (command === 'seed') {
    const { inserted, catalogueChanged } = await seedDatabase(database.db);
    console.info(
      `Seeded ${inserted} new settings; catalogue ${catalogueChanged ? 'written' : 'already up to date'} (${database.kind}).`,
    );
  } else {
    console.info(`Migrations applied (${database.kind}).`);
  }
} finally {
  await database.close();
}
