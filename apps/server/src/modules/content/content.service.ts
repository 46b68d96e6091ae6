import { DEFAULT_SITE_STATS, type FeatureFlagOverrides, STORABLE_FEATURE_FLAGS } from '@cardgenius/core';
import { isListedCard } from '@cardgenius/core/catalogue';
import {
  HelloBar,
  MENU_PLACEMENT_COUNT,
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
import { DEFAULT_HELLO_BAR, DEFAULT_NOTIFICATION_BELL } from './site-content';

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

export async function readSetting(db: Database, key: string): Promise<unknown> {
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

/**
 * The feature flags stored in the database (the `featureFlags` setting): each storable flag set on or
 * off. Anything else stored (a deployment-only flag, an unknown name, not a boolean) is left out.
 */
export async function getStoredFeatureFlags(options: { db: Database }): Promise<FeatureFlagOverrides> {
  const stored = await readSetting(options.db, 'featureFlags');
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const flags: FeatureFlagOverrides = {};
  for (const name of STORABLE_FEATURE_FLAGS) {
    const value = (stored as Record<string, unknown>)[name];
    if (typeof value === 'boolean') flags[name] = value;
  }
  return flags;
}

/** The cards staff pinned at the top of the menu's card reviews (the `menuPlacements` setting), in order. */
export async function getMenuPins(options: { db: Database }): Promise<string[]> {
  const stored = await readSetting(options.db, 'menuPlacements');
  const parsed = z.array(z.string()).safeParse(stored);
  return parsed.success ? parsed.data.slice(0, MENU_PLACEMENT_COUNT) : [];
}

/**
 * The menu's card reviews: the cards staff pinned, in their order (those still listed on the site),
 * then the best-rated cards for the default profile, best first, up to the menu's count.
 */
export function menuPlacements(options: { catalogue: CatalogueSnapshot; pinned?: readonly string[] }): MenuPlacement[] {
  const listed = new Map(options.catalogue.cards.filter(isListedCard).map((card) => [card.slug, card]));
  const pinned = [...new Set(options.pinned ?? [])].flatMap((slug) => {
    const card = listed.get(slug);
    return card ? [card] : [];
  });
  const { cards } = rankCatalogue({
    catalogue: options.catalogue,
    input: { ...EVERY_CARD, resultsPerPage: MENU_PLACEMENT_COUNT + pinned.length },
  });
  const chosen = [...pinned, ...cards.filter((card) => !pinned.some((pin) => pin.slug === card.slug))].slice(
    0,
    MENU_PLACEMENT_COUNT,
  );
  return chosen.map((card, index) => ({
    index,
    name: card.displayName,
    slug: card.slug,
    link: `/credit-cards/${card.slug}`,
  }));
}
