import { DEFAULT_SITE_STATS } from '@cardgenius/core';
import {
  HelloBar,
  type MenuPlacement,
  NotificationBellItem,
  type SiteStats,
  SiteStats as SiteStatsSchema,
} from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { rankCatalogue } from '../cards/cards.service';
import type { CatalogueSnapshot } from '../cards/catalogue-store';
import { DEFAULT_HELLO_BAR, DEFAULT_NOTIFICATION_BELL, MENU_PLACEMENT_COUNT } from './site-content';

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

async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
    .limit(1);
  return row?.value;
}

/** A setting staff stored, when it is valid; otherwise the default (a bad setting never breaks a page). */
async function settingOr<T>(db: Database, key: string, schema: z.ZodType<T>, fallback: T): Promise<T> {
  const stored = await readSetting(db, key);
  if (stored === undefined) return fallback;
  const parsed = schema.safeParse(stored);
  return parsed.success ? parsed.data : fallback;
}

export function getHelloBar(options: { db: Database }): Promise<HelloBar | null> {
  return settingOr(options.db, 'helloBar', HelloBar.nullable(), DEFAULT_HELLO_BAR);
}

export function getNotificationBell(options: { db: Database }): Promise<NotificationBellItem[]> {
  return settingOr(options.db, 'notificationBell', z.array(NotificationBellItem), DEFAULT_NOTIFICATION_BELL);
}

/** The menu's card reviews: the best-rated cards for the default profile, best first. */
export function menuPlacements(options: { catalogue: CatalogueSnapshot }): MenuPlacement[] {
  const { cards } = rankCatalogue({
    catalogue: options.catalogue,
    input: { ratingFilter: 0, minIncome: 10_000_000, resultsPerPage: MENU_PLACEMENT_COUNT },
  });
  return cards.map((card, index) => ({
    index,
    name: card.displayName,
    slug: card.slug,
    link: `/credit-cards/${card.slug}`,
  }));
}
