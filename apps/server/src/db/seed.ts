import { DEFAULT_SITE_STATS } from '@cardgenius/core';
import { loadCatalogueContent } from '../catalogue/load-catalogue';
import { type CatalogueContent, syncCatalogue } from '../catalogue/sync-catalogue';
import { loadOfferFile, type OfferRecord } from '../modules/offers/offers-file';
import { syncOffers } from '../modules/offers/sync-offers';
import type { Database } from './client';
import { siteSettings } from './schema';

/**
 * Fills what an empty database needs to serve the site. Idempotent: existing rows are kept, so staff
 * edits survive a restart.
 */
export async function seedSettings(db: Database): Promise<{ inserted: number }> {
  const rows = await db
    .insert(siteSettings)
    .values([{ key: 'stats', value: DEFAULT_SITE_STATS }])
    .onConflictDoNothing()
    .returning({ key: siteSettings.key });
  return { inserted: rows.length };
}

/**
 * Settings, then the card catalogue from data/ (rewritten only when the files changed), then the
 * GeniusCash offers of data/offers.json (checked against that catalogue; only changed offers written).
 */
export async function seedDatabase(
  db: Database,
  content: CatalogueContent = loadCatalogueContent(),
  offerRecords: readonly OfferRecord[] = loadOfferFile(content.catalogue.cards),
): Promise<{ inserted: number; catalogueChanged: boolean; offersWritten: number }> {
  const { inserted } = await seedSettings(db);
  const { changed } = await syncCatalogue(db, content);
  const { written } = await syncOffers(db, offerRecords);
  return { inserted, catalogueChanged: changed, offersWritten: written };
}
