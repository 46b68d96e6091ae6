import {
  DEPLOYMENT_ONLY_FLAGS,
  FEATURE_FLAG_LABELS,
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlagOverrides,
  featureFlagOrigin,
} from '@cardgenius/core';
import { isListedCard, sameJson } from '@cardgenius/core/catalogue';
import {
  type HelloBarInput,
  MENU_PLACEMENT_COUNT,
  type NotificationBellItem,
  type PressMention,
  type ResettableSiteSetting,
  type SiteSettingName,
  type SiteSettingsView,
  STORED_STAT_NAMES,
  type StoredStats,
} from '@cardgenius/core/contract';
import type { SearchSynonym } from '@cardgenius/core/search';
import { eq, inArray, sql } from 'drizzle-orm';
import { SYNONYMS_STAFF_EDITED_KEY, storedSearchSynonyms, writeSearchSynonyms } from '../../catalogue/sync-catalogue';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditFor, type StaffActor } from '../auth/audit';
import type { CatalogueSnapshot } from '../cards/catalogue-store';
import { communityCommentCount } from '../comments/community-comment-count';
import {
  getHelloBar,
  getMenuPins,
  getNotificationBell,
  getPressMentions,
  getSiteStats,
  getStoredFeatureFlags,
  menuPlacements,
} from '../content/content.service';
import { DEFAULT_HELLO_BAR } from '../content/site-content';
import { confirmedSubscriberCount } from '../newsletter/subscriber-count';
import { publishedPostCount } from '../posts/published-post-count';
import { approvedReviewCount } from '../reviews/approved-review-count';

/** The `site_settings` key of each setting kept there (the synonyms have a table of their own). */
const SETTING_KEYS = {
  'hello-bar': 'helloBar',
  'notification-bell': 'notificationBell',
  'menu-placements': 'menuPlacements',
  stats: 'stats',
  'press-mentions': 'pressMentions',
  'feature-flags': 'featureFlags',
} as const satisfies Record<Exclude<SiteSettingName, 'search-synonyms'>, string>;

export interface SiteSettingsDeps {
  db: Database;
  catalogue: () => Promise<CatalogueSnapshot>;
  /** The flags the environment's FEATURE_FLAGS names: they override the stored ones. */
  environmentFlags: FeatureFlagOverrides;
  now?: () => Date;
}

/** Every setting as stored (read from the database, not a process's cache), with what the site shows now. */
export async function readSiteSettings(deps: SiteSettingsDeps): Promise<SiteSettingsView> {
  const { db } = deps;
  const [
    helloBar,
    items,
    pinned,
    catalogue,
    synonyms,
    stats,
    mentions,
    storedFlags,
    stored,
    newsletterSubscribers,
    qualityArticles,
    communityComments,
    consumerReviews,
  ] = await Promise.all([
    getHelloBar({ db }),
    getNotificationBell({ db }),
    getMenuPins({ db }),
    deps.catalogue(),
    storedSearchSynonyms(db),
    getSiteStats({ db }),
    getPressMentions({ db }),
    getStoredFeatureFlags({ db }),
    db
      .select({ key: siteSettings.key, updatedAt: siteSettings.updatedAt })
      .from(siteSettings)
      .where(inArray(siteSettings.key, [...Object.values(SETTING_KEYS), SYNONYMS_STAFF_EDITED_KEY])),
    confirmedSubscriberCount(db),
    publishedPostCount(db),
    communityCommentCount(db),
    approvedReviewCount(db),
  ]);
  const storedAt = (name: keyof typeof SETTING_KEYS) =>
    stored.find((row) => row.key === SETTING_KEYS[name])?.updatedAt.toISOString() ?? null;
  const layers = { environment: deps.environmentFlags, database: storedFlags };
  return {
    helloBar: { value: helloBar, defaultValue: DEFAULT_HELLO_BAR, storedAt: storedAt('hello-bar') },
    notificationBell: { items, storedAt: storedAt('notification-bell') },
    menuPlacements: {
      pinned,
      placements: menuPlacements({ catalogue, pinned }),
      cards: catalogue.cards
        .filter(isListedCard)
        .map((card) => ({ slug: card.slug, name: card.displayName }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      count: MENU_PLACEMENT_COUNT,
      storedAt: storedAt('menu-placements'),
    },
    searchSynonyms: { synonyms, staffEdited: stored.some((row) => row.key === SYNONYMS_STAFF_EDITED_KEY) },
    stats: {
      stored: Object.fromEntries(STORED_STAT_NAMES.map((name) => [name, stats[name]])) as StoredStats,
      live: { newsletterSubscribers, qualityArticles, communityComments, consumerReviews },
      storedAt: storedAt('stats'),
    },
    pressMentions: { mentions, storedAt: storedAt('press-mentions') },
    featureFlags: {
      flags: (Object.keys(FEATURE_FLAGS) as FeatureFlag[]).map((name) => {
        const deploymentOnly = (DEPLOYMENT_ONLY_FLAGS as readonly string[]).includes(name);
        return {
          name,
          label: FEATURE_FLAG_LABELS[name],
          defaultValue: FEATURE_FLAGS[name],
          database: deploymentOnly ? null : (storedFlags[name] ?? null),
          environment: deps.environmentFlags[name] ?? null,
          ...featureFlagOrigin(name, layers),
          deploymentOnly,
        };
      }),
      storedAt: storedAt('feature-flags'),
    },
  };
}

/** The advisory lock of saving the search synonyms (a number no other lock of ours uses). */
const SYNONYMS_SAVE_LOCK = 7_302_114_023;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Stores one setting and audits it, in one transaction; nothing is written (nor audited) when it already
 * holds this value. Answers whether it changed.
 */
async function store(
  deps: SiteSettingsDeps,
  actor: StaffActor,
  name: keyof typeof SETTING_KEYS,
  value: unknown,
  detail: Record<string, string | number | boolean> = {},
): Promise<boolean> {
  const key = SETTING_KEYS[name];
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.key, key)).for('update');
    if (row && sameJson(row.value, value)) return false;
    // A JSON null (the hello bar switched off) is a value, not SQL's NULL.
    const json = value === null ? sql`'null'::jsonb` : value;
    await tx
      .insert(siteSettings)
      .values({ key, value: json, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: json, updatedAt: now } });
    await audited(tx, actor, name, detail);
    return true;
  });
}

const audited = (
  tx: Transaction | Database,
  actor: StaffActor,
  name: SiteSettingName,
  detail: Record<string, string | number | boolean>,
) => auditFor(tx as Database, actor.request, 'settings.changed', actor.staffId, { setting: name, ...detail });

export function saveHelloBar(deps: SiteSettingsDeps, actor: StaffActor, helloBar: HelloBarInput | null) {
  return store(deps, actor, 'hello-bar', helloBar, { shown: helloBar !== null });
}

export function saveNotificationBell(deps: SiteSettingsDeps, actor: StaffActor, items: NotificationBellItem[]) {
  return store(deps, actor, 'notification-bell', items, { items: items.length });
}

/** The pinned cards, each listed on the site: a 400 names each one that is not. */
export async function saveMenuPlacements(deps: SiteSettingsDeps, actor: StaffActor, pinned: string[]) {
  const catalogue = await deps.catalogue();
  const fields: Record<string, string> = {};
  for (const [index, slug] of pinned.entries()) {
    const card = catalogue.cardsBySlug.get(slug);
    if (!card) fields[`pinned.${index}`] = `There is no card ${slug}. Choose one from the list.`;
    else if (!isListedCard(card)) {
      fields[`pinned.${index}`] = `${card.displayName} is not listed on the site (hidden or discontinued).`;
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Pin only cards the site lists.', fields);
  }
  return store(deps, actor, 'menu-placements', pinned, { pinned: pinned.length });
}

/** What a card field's key names, after its prefix (`issuer-td` → td). */
const KEY_PREFIX = { issuer: 'issuer-', rewardProgram: 'program-', network: 'network-', categories: 'category-' };

/**
 * Replaces the search synonyms, each on a card field naming an issuer, program, network or category that
 * exists. The file no longer replaces them (until it holds the same list).
 */
export async function saveSearchSynonyms(deps: SiteSettingsDeps, actor: StaffActor, synonyms: SearchSynonym[]) {
  const catalogue = await deps.catalogue();
  const known = {
    issuer: new Set(catalogue.issuers.map((issuer) => issuer.slug)),
    rewardProgram: new Set(catalogue.programs.keys()),
    network: new Set<string>(catalogue.networks.map((network) => network.slug)),
    categories: new Set(catalogue.categories.map((category) => category.slug)),
  };
  const NAMES = { issuer: 'issuer', rewardProgram: 'reward program', network: 'network', categories: 'category' };
  const fields: Record<string, string> = {};
  for (const [index, synonym] of synonyms.entries()) {
    if (synonym.cardField === null) continue;
    const value = synonym.key.slice(KEY_PREFIX[synonym.cardField].length);
    if (!known[synonym.cardField].has(value)) {
      fields[`synonyms.${index}.key`] = `There is no ${NAMES[synonym.cardField]} “${value}”.`;
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some synonyms name something the catalogue does not have.', fields);
  }
  const now = deps.now?.() ?? new Date();
  return deps.db.transaction(async (tx) => {
    // One save at a time: two replacing the table together would insert the same keys.
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNONYMS_SAVE_LOCK})`);
    const before = await storedSearchSynonyms(tx);
    if (sameJson(before, synonyms)) return false;
    await tx
      .insert(siteSettings)
      .values({ key: SYNONYMS_STAFF_EDITED_KEY, value: { by: actor.staffId }, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: { by: actor.staffId }, updatedAt: now } });
    await writeSearchSynonyms(tx, synonyms);
    await audited(tx, actor, 'search-synonyms', { synonyms: synonyms.length, before: before.length });
    return true;
  });
}

export function saveSiteStats(deps: SiteSettingsDeps, actor: StaffActor, stats: StoredStats) {
  return store(deps, actor, 'stats', stats);
}

export function savePressMentions(deps: SiteSettingsDeps, actor: StaffActor, mentions: PressMention[]) {
  const newestFirst = [...mentions].sort((a, b) => b.date.localeCompare(a.date));
  return store(deps, actor, 'press-mentions', newestFirst, { mentions: mentions.length });
}

export function saveFeatureFlags(deps: SiteSettingsDeps, actor: StaffActor, flags: FeatureFlagOverrides) {
  const names = Object.keys(flags).sort();
  const ordered = Object.fromEntries(names.map((name) => [name, flags[name as FeatureFlag]]));
  return store(deps, actor, 'feature-flags', ordered, {
    on: names.filter((name) => flags[name as FeatureFlag]).join(','),
    off: names.filter((name) => !flags[name as FeatureFlag]).join(','),
  });
}

/** Forgets a stored setting, so the site uses its default again. */
export async function resetSiteSetting(deps: SiteSettingsDeps, actor: StaffActor, name: ResettableSiteSetting) {
  return deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(siteSettings)
      .where(eq(siteSettings.key, SETTING_KEYS[name]))
      .returning({ key: siteSettings.key });
    if (removed.length === 0) return false;
    await audited(tx, actor, name, { reset: true });
    return true;
  });
}
