import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { databaseUrlFor, uniqueDatabaseName } from './postgres-names';
import './provided';

/**
 * Migrates one template database on the PostgreSQL server at TEST_DATABASE_URL; each test file gets
 * its own database cloned from it (CREATE DATABASE … TEMPLATE), dropped when the file ends.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const templateName = uniqueDatabaseName('cg_template');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${templateName}"`);
  const template = await openDatabase({ kind: 'postgres', url: databaseUrlFor(adminUrl, templateName), poolSize: 1 });
  await template.migrate();
  await seedDatabase(template.db);
  await template.close();
  project.provide('postgresTemplate', { adminUrl, templateName });
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
    await admin.end();
  };
}
