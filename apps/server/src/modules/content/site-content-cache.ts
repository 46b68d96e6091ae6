import type { GlobalResponse } from '@cardgenius/core/contract';
import type { Database } from '../../db/client';
import { perDatabaseCache } from '../../lib/per-database-cache';
import { maxOfferValue } from '../offers/offers.service';
import { getHelloBar, getNotificationBell, getSiteStats } from './content.service';

/** What the global call reads from the database, apart from the subscriber count (cached on its own). */
export type SiteContent = Pick<GlobalResponse, 'stats' | 'helloBar' | 'notificationBell' | 'maxOfferValue'>;

/**
 * Staff settings and offers change by deployment or command line, not per request; every page render
 * makes the global call, so its four queries run at most once a minute per process (an offer that starts
 * or ends shows in the menu within that minute).
 */
export const SITE_CONTENT_TTL_MS = 60_000;

const content = perDatabaseCache(SITE_CONTENT_TTL_MS, async (db, now): Promise<SiteContent> => {
  const [stats, helloBar, notificationBell, offerValue] = await Promise.all([
    getSiteStats({ db }),
    getHelloBar({ db }),
    getNotificationBell({ db }),
    maxOfferValue({ db, now: new Date(now) }),
  ]);
  return { stats, helloBar, notificationBell, maxOfferValue: offerValue };
});

/** The global call's stored content, read at most once a minute. */
export const siteContent = (db: Database, now?: number): Promise<SiteContent> => content.get(db, now);

/** After a change made in this process (tests, a sync at start-up), read afresh on the next call. */
export const forgetSiteContent = (db: Database): void => content.forget(db);
