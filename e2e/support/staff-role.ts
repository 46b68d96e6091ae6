import type { PGlite } from '@electric-sql/pglite';

/**
 * Gives a member a staff role in a stopped server's embedded database, opened by the caller (the API
 * gives roles only to an admin's call, and the embedded database has one user at a time).
 */
export async function setStaffRole(database: PGlite, email: string, role: 'admin' | 'editor' | 'support') {
  await database.query('update users set role = $2 where email = $1', [email, role]);
}
