import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { TEST_PGLITE_START_PARAMS } from './pglite-instance';
import './provided';

/** Migrates one PGlite once and saves its data directory; each test file starts from a copy. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'cg-pglite-template-'));
  const instance = await PGlite.create({ startParams: TEST_PGLITE_START_PARAMS });
  const database = await openDatabase({ kind: 'pglite', instance });
  await database.migrate();
  await seedDatabase(database.db);
  const dump = await instance.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
