import { type FeatureFlagOverrides, type FeatureFlags, resolveFeatureFlags } from '@cardgenius/core';
import type { GlobalResponse, OfferView } from '@cardgenius/core/contract';
import type { RefusedRedirect } from '@cardgenius/core/rules';
import type { Database } from '../../db/client';
import { perDatabaseCache } from '../../lib/per-database-cache';
import { listCurrentOffers, maxOfferValueOf } from '../offers/offers.service';
import { paidPayoutTotals } from '../offers/payouts.service';
import {
  getHelloBar,
  getMenuPins,
  getNotificationBell,
  getOfferPage,
  getPressMentions,
  getSiteRedirects,
  getSiteStats,
  getStoredFeatureFlags,
} from './content.service';

/** What the global call reads from the database, apart from the subscriber count (cached on its own). */
export type SiteContent = Pick<
  GlobalResponse,
  'stats' | 'helloBar' | 'notificationBell' | 'maxOfferValue' | 'offerPage' | 'geniusCashPayouts' | 'pressMentions'
> & {
  /** Every card's current GeniusCash offer (for `hotDeals`). */
  currentOffers: OfferView[];
  /** Staff's redirects, checked, by normalized source path; and those refused (logged by the server). */
  redirects: ReadonlyMap<string, string>;
  refusedRedirects: RefusedRedirect[];
  /** The feature flags staff stored (the environment's override them: `featureFlagsNow`). */
  featureFlags: FeatureFlagOverrides;
  /** The cards staff pinned first in the menu's card reviews. */
  menuPins: string[];
};

/**
 * Staff settings and offers change by deployment or command line, not per request; every page render
 * makes the global call, so its queries run at most once a minute per process (an offer that starts
 * or ends shows in the menu within that minute, a redirect staff add applies within that minute).
 */
export const SITE_CONTENT_TTL_MS = 60_000;

const content = perDatabaseCache(SITE_CONTENT_TTL_MS, async (db, now): Promise<SiteContent> => {
  const [
    stats,
    helloBar,
    notificationBell,
    currentOffers,
    offerPage,
    redirects,
    geniusCashPayouts,
    pressMentions,
    featureFlags,
    menuPins,
  ] = await Promise.all([
    getSiteStats({ db }),
    getHelloBar({ db }),
    getNotificationBell({ db }),
    listCurrentOffers({ db, now: new Date(now) }),
    getOfferPage({ db }),
    getSiteRedirects({ db }),
    paidPayoutTotals({ db }),
    getPressMentions({ db }),
    getStoredFeatureFlags({ db }),
    getMenuPins({ db }),
  ]);
  return {
    stats,
    helloBar,
    notificationBell,
    maxOfferValue: maxOfferValueOf(currentOffers),
    currentOffers,
    offerPage,
    redirects: new Map(redirects.redirects.map((rule) => [rule.from, rule.to])),
    refusedRedirects: redirects.refused,
    geniusCashPayouts,
    pressMentions,
    featureFlags,
    menuPins,
  };
});

/** The global call's stored content, read at most once a minute. */
export const siteContent = (db: Database, now?: number): Promise<SiteContent> => content.get(db, now);

/** After a change made in this process (tests, a sync at start-up), read afresh on the next call. */
export const forgetSiteContent = (db: Database): void => content.forget(db);

/**
 * The feature flags in effect: the environment's `FEATURE_FLAGS` over the flags stored in the database
 * (read with the rest of the settings, at most a minute old) over the defaults. Should the database not
 * answer, the environment's and the defaults.
 */
export async function featureFlagsNow(
  db: Database,
  environment: FeatureFlagOverrides,
  onError?: (error: unknown) => void,
): Promise<FeatureFlags> {
  const database = await siteContent(db).then(
    (stored) => stored.featureFlags,
    (error: unknown) => {
      onError?.(error);
      return {};
    },
  );
  return resolveFeatureFlags({ environment, database });
}
