import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrlFor, uniqueDatabaseName } from '../test/postgres-names';
import { openDatabase } from './client';
import { cards } from './schema';
import { seedDatabase } from './seed';

/**
 * Two machines starting a new release on one empty PostgreSQL database at the same moment: both wait
 * their turn to migrate and seed, and both start (PostgreSQL project only: needs TEST_DATABASE_URL).
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.skipIf(!onPostgres)('the start-up lock', () => {
  it('lets two servers migrate and seed one empty database at once', async () => {
    const { adminUrl } = inject('postgresTemplate');
    const name = uniqueDatabaseName('cg_lock');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = databaseUrlFor(adminUrl, name);
    const servers = await Promise.all([1, 2].map(() => openDatabase({ kind: 'postgres', url, poolSize: 2 })));
    try {
      const order: string[] = [];
      const results = await Promise.all(
        servers.map((server, index) =>
          server.exclusively(async () => {
            order.push(`start ${index}`);
            await server.migrate();
            const seeded = await seedDatabase(server.db);
            order.push(`end ${index}`);
            return seeded;
          }),
        ),
      );
      // One after the other, never interleaved; the second found the work done.
      expect(order[0]?.replace(/\d/, '')).toBe('start ');
      expect(order[1]).toBe(order[0]?.replace('start', 'end'));
      expect(results.map((result) => result.catalogueChanged).sort()).toEqual([false, true]);
      expect((await servers[0]?.db.select({ slug: cards.slug }).from(cards))?.length).toBeGreaterThan(100);
    } finally {
      for (const server of servers) await server.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
