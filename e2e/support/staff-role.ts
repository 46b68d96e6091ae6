import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Gives a member a staff role in a stopped server's embedded database (the API gives roles only to an
 * admin's call, and the embedded database has one user at a time).
 */
export async function setStaffRole(dataDir: string, email: string, role: 'admin' | 'editor' | 'support') {
  const database = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
  try {
    await database.query('update users set role = $2 where email = $1', [email, role]);
  } finally {
    await database.close();
  }
}
