import { DEFAULT_SITE_STATS } from '@cardgenius/core';
import { type SiteStats, SiteStats as SiteStatsSchema } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema';

/** The stats staff keep in settings; defaults fill any figure not (or not validly) stored. */
export async function getSiteStats(options: { db: Database }): Promise<SiteStats> {
  const [row] = await options.db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'stats'))
    .limit(1);
  const stored = SiteStatsSchema.partial().safeParse(row?.value ?? {});
  return { ...DEFAULT_SITE_STATS, ...(stored.success ? stored.data : {}) };
}
