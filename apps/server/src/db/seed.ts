import { DEFAULT_SITE_STATS } from '@cardgenius/core';
import { loadCatalogueContent } from '../catalogue/load-catalogue';
import { type CatalogueContent, syncCatalogue } from '../catalogue/sync-catalogue';
import { loadOfferFile, type OfferRecord } from '../modules/offers/offers-file';
import { syncOffers } from '../modules/offers/sync-offers';
import { CONTENT_DIR, loadPublicationSources, type PublicationSources } from '../modules/posts/publication-sources';
import { type PublicationSyncResult, syncPublication } from '../modules/posts/sync-publication';
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
 * GeniusCash offers of data/offers.json (checked against that catalogue; only changed offers written),
 * then the publication of data/content/ (authors and articles; its cards checked against that
 * catalogue; a post staff edited is never overwritten).
 */
export async function seedDatabase(
  db: Database,
  content: CatalogueContent = loadCatalogueContent(),
  offerRecords: readonly OfferRecord[] = loadOfferFile(content.catalogue.cards),
  publication?: PublicationSources,
): Promise<{
  inserted: number;
  catalogueChanged: boolean;
  offersWritten: number;
  publication: PublicationSyncResult;
}> {
  // Checked before anything is written: a bad article stops the seed naming its file.
  const sources = publication ?? (await loadPublicationSources(CONTENT_DIR, content.catalogue.cards));
  const { inserted } = await seedSettings(db);
  const { changed } = await syncCatalogue(db, content);
  const { written } = await syncOffers(db, offerRecords);
  return {
    inserted,
    catalogueChanged: changed,
    offersWritten: written,
    publication: await syncPublication(db, sources),
  };
}
