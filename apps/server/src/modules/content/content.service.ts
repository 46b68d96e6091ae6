import { DEFAULT_SITE_STATS } from '@cardgenius/core';
import {
  HelloBar,
  type MenuPlacement,
  NotificationBellItem,
  type OfferPageSettings,
  PressMention,
  type SiteStats,
  SiteStats as SiteStatsSchema,
} from '@cardgenius/core/contract';
import { EVERY_CARD } from '@cardgenius/core/queries';
import { checkSiteRedirects, type RefusedRedirect, type SiteRedirect, sameSitePath } from '@cardgenius/core/rules';
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

/** A link staff set: a path on this site or an absolute https URL; anything else is no link. */
const SettingLink = z
  .string()
  .nullish()
  .transform((value) => {
    if (!value) return null;
    if (/^https:\/\//i.test(value)) {
      try {
        return new URL(value).protocol === 'https:' ? value : null;
      } catch {
        return null;
      }
    }
    return sameSitePath(value);
  });

const StoredOfferPage = z.object({
  menuCopy: z.string().trim().min(1).max(80),
  blogCTAUrl: SettingLink,
  sideBarAdUrl: SettingLink,
});

/** The offers page's copy and links (`offerPage` setting); null until staff store a valid one. */
export function getOfferPage(options: { db: Database }): Promise<OfferPageSettings | null> {
  return settingOr(options.db, 'offerPage', StoredOfferPage.nullable(), null);
}

/**
 * Staff's path redirects (`redirects` setting: a list of `{from, to}`), checked: the rules that could
 * leave the site other than to an https URL, or lead round in a loop, are refused and returned apart.
 */
export async function getSiteRedirects(options: {
  db: Database;
}): Promise<{ redirects: SiteRedirect[]; refused: RefusedRedirect[] }> {
  return checkSiteRedirects(await readSetting(options.db, 'redirects'));
}

/**
 * Publications that cited the site (the `pressMentions` setting), newest first. Nothing until staff
 * store a real one; an entry that is not valid is left out rather than hiding the rest.
 */
export async function getPressMentions(options: { db: Database }): Promise<PressMention[]> {
  const stored = await readSetting(options.db, 'pressMentions');
  if (!Array.isArray(stored)) return [];
  return stored
    .flatMap((entry) => {
      const parsed = PressMention.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** The menu's card reviews: the best-rated cards for the default profile, best first. */
export function menuPlacements(options: { catalogue: CatalogueSnapshot }): MenuPlacement[] {
  const { cards } = rankCatalogue({
    catalogue: options.catalogue,
    input: { ...EVERY_CARD, resultsPerPage: MENU_PLACEMENT_COUNT },
  });
  return cards.map((card, index) => ({
    index,
    name: card.displayName,
    slug: card.slug,
    link: `/credit-cards/${card.slug}`,
  }));
}
