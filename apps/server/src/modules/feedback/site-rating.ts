import type { SiteRating } from '@cardgenius/core/contract';
import { siteRatingScore } from '@cardgenius/core/rules';
import { count, eq, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { satisfactionResponses } from '../../db/schema';
import { perDatabaseCache } from '../../lib/per-database-cache';

/** Every page's footer may ask: the answers are counted at most once a minute per process. */
export const SITE_RATING_TTL_MS = 60_000;

/** The satisfaction widget's answers about the product (not articles), averaged on the 1–5 scale. */
export async function readSiteRating(options: { db: Database }): Promise<SiteRating> {
  const [row] = await options.db
    .select({ answers: count(), total: sum(satisfactionResponses.rating) })
    .from(satisfactionResponses)
    .where(eq(satisfactionResponses.site, 'site'));
  const answers = row?.answers ?? 0;
  return { answers, score: siteRatingScore(Number(row?.total ?? 0), answers) };
}

const cache = perDatabaseCache(SITE_RATING_TTL_MS, (db) => readSiteRating({ db }));

export const siteRating = (db: Database, now?: number): Promise<SiteRating> => cache.get(db, now);

/** After an answer stored here, so the footer that reloads the rating sees it. */
export const forgetSiteRating = (db: Database): void => cache.forget(db);
