import { DEFAULT_SITE_STATS } from '@cardgenius/core';
import type { Database } from './client';
import { siteSettings } from './schema';

/**
 * Fills what an empty database needs to serve the site. Idempotent: existing rows are kept, so staff
 * edits survive a restart.
 */
export async function seedDatabase(db: Database): Promise<{ inserted: number }> {
  const rows = await db
    .insert(siteSettings)
    .values([{ key: 'stats', value: DEFAULT_SITE_STATS }])
    .onConflictDoNothing()
    .returning({ key: siteSettings.key });
  return { inserted: rows.length };
}
