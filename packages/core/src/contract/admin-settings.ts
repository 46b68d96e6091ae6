import '../zod-setup';
import { z } from 'zod';
import {
  DEPLOYMENT_ONLY_FLAGS,
  FEATURE_FLAGS,
  type FeatureFlag,
  isFeatureFlag,
  type StorableFeatureFlag,
} from '../feature-flags';
import { contrastRatio, HEX_COLOUR, MINIMUM_TEXT_CONTRAST } from '../rules/colour-contrast';
import { SEARCH_SYNONYM_CARD_FIELDS, SearchSynonym } from '../search/search-synonym';
import { BELL_ITEMS_MAX, isHttpsAddress, isSitePath, WrittenBellItem } from './bell-settings';
import { defineEndpoint } from './endpoint';
import { fnv1a64 } from './page-cache-rules';
import {
  HelloBar,
  MENU_PLACEMENT_COUNT,
  MenuPlacement,
  NotificationBellItem,
  PressMention,
  type SiteStats,
} from './site';

/**
 * The site's settings as staff keep them (admin site, Settings): the hello bar, the notification bell's
 * items, the menu's card reviews, the search synonyms, the site's figures, the featured-in strip and the
 * feature flags. Each is stored in the database; every server process uses a change within seconds
 * (the data version), and at most a minute later whatever happens (docs/decisions/0023).
 */

const TAG = 'Admin';
const ACCESS = 'staff:settings';

/** The settings, by the name their address uses. */
export const SITE_SETTING_NAMES = [
  'hello-bar',
  'notification-bell',
  'menu-placements',
  'search-synonyms',
  'stats',
  'press-mentions',
  'feature-flags',
] as const;
export type SiteSettingName = (typeof SITE_SETTING_NAMES)[number];

/** The settings that have a default to go back to (the synonyms' is data/search-synonyms.json). */
export const RESETTABLE_SITE_SETTINGS = [
  'hello-bar',
  'notification-bell',
  'menu-placements',
  'stats',
  'press-mentions',
  'feature-flags',
] as const satisfies readonly SiteSettingName[];
export type ResettableSiteSetting = (typeof RESETTABLE_SITE_SETTINGS)[number];

export const SITE_SETTING_LABELS: Record<SiteSettingName, string> = {
  'hello-bar': 'Hello bar',
  'notification-bell': 'Notification bell',
  'menu-placements': 'Menu card reviews',
  'search-synonyms': 'Search synonyms',
  stats: 'Site figures',
  'press-mentions': 'Featured in',
  'feature-flags': 'Feature flags',
};

/** The figures staff keep; the others are counted live. */
export const STORED_STAT_NAMES = [
  'dataPoints',
  'categories',
  'monthlyPageviews',
  'scholarshipDollars',
  'viewsSinceInception',
  'uniqueVisitors',
] as const satisfies readonly (keyof SiteStats)[];
export type StoredStatName = (typeof STORED_STAT_NAMES)[number];
export const LIVE_STAT_NAMES = [
  'newsletterSubscribers',
  'qualityArticles',
  'communityComments',
  'consumerReviews',
] as const satisfies readonly (keyof SiteStats)[];
export type LiveStatName = (typeof LIVE_STAT_NAMES)[number];

export const STAT_LABELS: Record<keyof SiteStats, string> = {
  dataPoints: 'Data points rated per card',
  categories: 'Card categories',
  monthlyPageviews: 'Page views a month',
  scholarshipDollars: 'Scholarship dollars given',
  viewsSinceInception: 'Page views since the site began',
  uniqueVisitors: 'Unique visitors',
  newsletterSubscribers: 'Newsletter subscribers (confirmed)',
  qualityArticles: 'Published articles',
  communityComments: 'Approved comments',
  consumerReviews: 'Approved card reviews',
};

/** Most publications the featured-in strip lists. */
export const PRESS_MENTIONS_MAX = 30;
/** Most search synonyms kept (the data file has about 80). */
export const SEARCH_SYNONYMS_MAX = 400;

const CONTROL_FREE = /^[^\p{Cc}]*$/u;

/** Text typed on one line: trimmed, within a length, without control characters. */
const line = (what: string, max: number, min = 1) =>
  z
    .string({ error: `Write ${what} as text.` })
    .trim()
    .min(min, `Write ${what}.`)
    .max(max, `Keep ${what} to ${max} characters.`)
    .regex(CONTROL_FREE, `Remove the characters we cannot store from ${what}.`);

const ImageAddress = z
  .string({ error: 'Give the image as a path on this site (/images/…) or an https:// address.' })
  .trim()
  .max(500, 'Keep the image address to 500 characters.')
  .refine(
    (value) => isSitePath(value) || isHttpsAddress(value),
    'Give the image as a path on this site (/images/…) or an https:// address.',
  )
  .nullable();

const Colour = (what: string) =>
  z
    .string({ error: `Choose ${what}.` })
    .trim()
    .regex(HEX_COLOUR, `Give ${what} as a hex colour, like #172554.`);

const Pixels = (what: string, min: number, max: number) =>
  z
    .number({ error: `Give ${what} as a number of pixels.` })
    // Not .int(): its failure would stop the checks across fields, which name the other problems.
    .refine(Number.isInteger, `Give ${what} as a whole number of pixels.`)
    .min(min, `Keep ${what} between ${min} and ${max} pixels.`)
    .max(max, `Keep ${what} between ${min} and ${max} pixels.`);

/**
 * Checks across fields run even when a field failed its own check, so one answer names every field to
 * fix; they read only fields of the right type.
 */
const EVEN_WITH_OTHER_PROBLEMS = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const COPY_MAX = 240;
const CTA_MAX = 40;

/** The hello bar as staff write it: every §3 field, its links, images and colours checked. */
export const HelloBarInput = z
  .strictObject({
    name: line('a name for the bar (staff and reports see it, visitors do not)', 80),
    copy: line('the copy', COPY_MAX),
    copyImage: ImageAddress,
    imageLeft: ImageAddress,
    imageLeftAltText: line('the left image’s description', 200, 0),
    imageRight: ImageAddress,
    ctaCopy: line('the call to action’s words', CTA_MAX),
    ctaLink: z.string({ error: 'Give the call to action’s link.' }).trim().max(500, 'Keep the link to 500 characters.'),
    ctaLinkType: z.enum(['Internal', 'External'], { error: 'Choose Internal or External for the link.' }),
    ctaNewTab: z.boolean({ error: 'Say whether the link opens in a new tab (true or false).' }),
    backgroundColor: Colour('the background colour'),
    copyColor: Colour('the copy’s colour'),
    ctaBackgroundColor: Colour('the call to action’s colour'),
    ctaFontColor: Colour('the call to action’s text colour'),
    imageLeftTop: Pixels('the left image’s top offset', -57, 57),
    imageLeftWidth: Pixels('the left image’s width', 0, 400),
    imageRightTop: Pixels('the right image’s top offset', -57, 57),
    imageRightWidth: Pixels('the right image’s width', 0, 400),
    optionB: z
      .strictObject({
        copy: line('Option B’s copy', COPY_MAX),
        ctaCopy: line('Option B’s call to action', CTA_MAX),
      })
      .nullable(),
  })
  .superRefine((bar, context) => {
    const fail = (path: string[], message: string) => context.addIssue({ code: 'custom', path, message });
    const link = text(bar.ctaLink);
    if (link !== null && bar.ctaLinkType === 'Internal' && !isSitePath(link)) {
      fail(['ctaLink'], 'An Internal link is a path on this site, starting with /, like /credit-card-quiz.');
    }
    if (link !== null && bar.ctaLinkType === 'External' && !isHttpsAddress(link)) {
      fail(['ctaLink'], 'An External link is a full address starting with https://.');
    }
    const copyContrast = contrastRatio(text(bar.copyColor) ?? '', text(bar.backgroundColor) ?? '');
    if (copyContrast !== null && copyContrast < MINIMUM_TEXT_CONTRAST) {
      fail(
        ['copyColor'],
        `The copy is hard to read on this background (contrast ${copyContrast.toFixed(1)}:1; at least ${MINIMUM_TEXT_CONTRAST}:1 is needed). Make one lighter or darker.`,
      );
    }
    const ctaContrast = contrastRatio(text(bar.ctaFontColor) ?? '', text(bar.ctaBackgroundColor) ?? '');
    if (ctaContrast !== null && ctaContrast < MINIMUM_TEXT_CONTRAST) {
      fail(
        ['ctaFontColor'],
        `The call to action’s words are hard to read on its colour (contrast ${ctaContrast.toFixed(1)}:1; at least ${MINIMUM_TEXT_CONTRAST}:1 is needed).`,
      );
    }
  }, EVEN_WITH_OTHER_PROBLEMS);
export type HelloBarInput = z.infer<typeof HelloBarInput>;

/** A bell item's id when it has none: made from its name and link, as misc/process-cvr makes it. */
export const bellItemId = (item: { name: string; link: string }): string =>
  `bell-${fnv1a64(`${item.name}\n${item.link}`).slice(0, 12)}`;

/** The bell's items as staff write them: each checked as misc/process-cvr checks it, ids made and unique. */
export const BellItemsInput = z
  .array(WrittenBellItem, { error: 'Send the items as a list.' })
  .max(BELL_ITEMS_MAX, `Keep the bell to ${BELL_ITEMS_MAX} items.`)
  .transform((items) => items.map((item) => ({ ...item, id: item.id ?? bellItemId(item) })))
  .superRefine((items, context) => {
    const seen = new Map<string, number>();
    for (const [index, item] of items.entries()) {
      const first = seen.get(item.id);
      if (first === undefined) seen.set(item.id, index);
      else {
        context.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `Item ${first + 1} has the same id (or the same name and link). Give each item its own.`,
        });
      }
    }
  });

const CardSlug = z.string({ error: 'Choose a card.' }).regex(/^[a-z0-9-]{3,120}$/, 'Choose a card from the list.');

export const MenuPlacementsInput = z
  .array(CardSlug, { error: 'Send the pinned cards as a list.' })
  .max(MENU_PLACEMENT_COUNT, `Pin at most ${MENU_PLACEMENT_COUNT} cards: the menu lists ${MENU_PLACEMENT_COUNT}.`)
  .superRefine((slugs, context) => {
    for (const [index, slug] of slugs.entries()) {
      if (slugs.indexOf(slug) !== index) {
        context.addIssue({ code: 'custom', path: [index], message: 'This card is already pinned higher up.' });
      }
    }
  });

const SYNONYM_KEY_PREFIXES: Record<(typeof SEARCH_SYNONYM_CARD_FIELDS)[number], string> = {
  issuer: 'issuer-',
  rewardProgram: 'program-',
  network: 'network-',
  categories: 'category-',
};

/** A search synonym as staff write it (shell-and-browsing §3): the data file's shape, with messages. */
export const SearchSynonymInput = z
  .strictObject({
    label: line('the label (the suggestion readers see)', 80),
    terms: z
      .array(line('each term', 80), { error: 'Give the terms as a list of words readers type.' })
      .min(1, 'Give at least one term readers type.')
      .max(30, 'Keep to 30 terms.'),
    slug: z
      .string({ error: 'Give the page as a path, or leave it empty.' })
      .trim()
      .regex(
        /^(?:|\/[a-z0-9/-]*)$/,
        'Give the page as a path of this site such as /best-credit-cards/cash-back, or leave it empty for a plain search suggestion.',
      ),
    key: z
      .string({ error: 'Give the key.' })
      .trim()
      .regex(/^[a-z0-9][a-z0-9+-]{0,79}$/, 'Use lower-case letters, digits and hyphens for the key, like issuer-td.'),
    cardField: z
      .enum(SEARCH_SYNONYM_CARD_FIELDS, {
        error: `Choose the card field (${SEARCH_SYNONYM_CARD_FIELDS.join(', ')}) or none.`,
      })
      .nullable(),
  })
  .superRefine((synonym, context) => {
    const key = text(synonym.key);
    const field = SEARCH_SYNONYM_CARD_FIELDS.find((name) => name === synonym.cardField);
    if (key === null || field === undefined) return;
    const prefix = SYNONYM_KEY_PREFIXES[field];
    if (!key.startsWith(prefix) || key === prefix) {
      context.addIssue({
        code: 'custom',
        path: ['key'],
        message: `A synonym on the ${field} field has the key ${prefix}<slug>, like ${prefix}${
          { issuer: 'td', rewardProgram: 'aeroplan', network: 'visa', categories: 'travel' }[field]
        }.`,
      });
    }
  }, EVEN_WITH_OTHER_PROBLEMS);

export const SearchSynonymsInput = z
  .array(SearchSynonymInput, { error: 'Send the synonyms as a list.' })
  .max(SEARCH_SYNONYMS_MAX, `Keep to ${SEARCH_SYNONYMS_MAX} synonyms.`)
  .superRefine((synonyms, context) => {
    const seen = new Map<string, number>();
    for (const [index, synonym] of synonyms.entries()) {
      const first = seen.get(synonym.key);
      if (first === undefined) seen.set(synonym.key, index);
      else {
        context.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: `Synonym ${first + 1} has the same key. Give each its own.`,
        });
      }
    }
  });

const Figure = (name: StoredStatName) =>
  z
    .number({ error: `Give ${STAT_LABELS[name].toLowerCase()} as a number.` })
    .refine(Number.isInteger, `Give ${STAT_LABELS[name].toLowerCase()} as a whole number.`)
    .min(0, 'A figure is 0 or more.')
    .max(1e12, 'This figure is too large.');

export const StoredStatsInput = z.strictObject(
  Object.fromEntries(STORED_STAT_NAMES.map((name) => [name, Figure(name)])) as Record<
    StoredStatName,
    ReturnType<typeof Figure>
  >,
);
export type StoredStats = z.infer<typeof StoredStatsInput>;

export const PressMentionInput = z.strictObject({
  name: line('the publication’s name', 80),
  url: z
    .string({ error: 'Give the article’s address.' })
    .trim()
    .max(500, 'Keep the address to 500 characters.')
    .refine(isHttpsAddress, 'Give the article’s full address, starting with https://.'),
  date: z.iso.date({ error: 'Give the date it was published, as YYYY-MM-DD.' }),
});

export const PressMentionsInput = z
  .array(PressMentionInput, { error: 'Send the publications as a list.' })
  .max(PRESS_MENTIONS_MAX, `Keep the strip to ${PRESS_MENTIONS_MAX} publications.`)
  .superRefine((mentions, context) => {
    for (const [index, mention] of mentions.entries()) {
      if (mentions.findIndex((other) => other.url === mention.url) !== index) {
        context.addIssue({ code: 'custom', path: [index, 'url'], message: 'This article is listed already.' });
      }
    }
  });

/**
 * The flags stored in the database: each storable flag on or off, one left out taking its default. A
 * deployment-only flag (a partner build) or an unknown name is refused by name.
 */
export const FeatureFlagsInput = z
  .record(
    z.string(),
    z.boolean({ error: 'Set the flag to true (on) or false (off), or leave it out for its default.' }),
    {
      error: 'Send the flags as an object of names and true or false.',
    },
  )
  .superRefine((flags, context) => {
    for (const name of Object.keys(flags)) {
      if ((DEPLOYMENT_ONLY_FLAGS as readonly string[]).includes(name)) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is the deployment’s to set (FEATURE_FLAGS), not a setting.`,
        });
      } else if (!isFeatureFlag(name)) {
        context.addIssue({ code: 'custom', path: [name], message: `There is no flag called ${name}.` });
      }
    }
  }, EVEN_WITH_OTHER_PROBLEMS)
  .transform((flags) => flags as Partial<Record<StorableFeatureFlag, boolean>>);

/** When a setting was last stored; null while the site uses its default. */
const StoredAt = z.iso.datetime().nullable();

export const FeatureFlagState = z
  .object({
    name: z.enum(Object.keys(FEATURE_FLAGS) as [FeatureFlag, ...FeatureFlag[]]),
    label: z.string(),
    defaultValue: z.boolean(),
    database: z.boolean().nullable().describe('The stored value; null: not stored'),
    environment: z.boolean().nullable().describe('FEATURE_FLAGS’ value on this server; null: not named there'),
    value: z.boolean().describe('In effect: the environment over the database over the default'),
    source: z.enum(['environment', 'database', 'default']),
    deploymentOnly: z.boolean().describe('Only FEATURE_FLAGS sets it'),
  })
  .meta({ id: 'FeatureFlagState' });
export type FeatureFlagState = z.infer<typeof FeatureFlagState>;

export const SiteSettingsView = z
  .object({
    helloBar: z.object({
      value: HelloBar.nullable().describe('Null: the bar is switched off'),
      defaultValue: HelloBar,
      storedAt: StoredAt,
    }),
    notificationBell: z.object({ items: z.array(NotificationBellItem), storedAt: StoredAt }),
    menuPlacements: z.object({
      pinned: z.array(z.string()).describe('Cards staff put first, in order'),
      placements: z.array(MenuPlacement).describe('What the menu lists now'),
      cards: z.array(z.object({ slug: z.string(), name: z.string() })).describe('The listed cards, to choose from'),
      count: z.number().int(),
      storedAt: StoredAt,
    }),
    searchSynonyms: z.object({
      synonyms: z.array(SearchSynonym),
      staffEdited: z
        .boolean()
        .describe('Changed here since data/search-synonyms.json was read (the file no longer replaces them)'),
    }),
    stats: z.object({
      stored: z.object(
        Object.fromEntries(STORED_STAT_NAMES.map((name) => [name, z.number()])) as Record<StoredStatName, z.ZodNumber>,
      ),
      live: z.object(
        Object.fromEntries(LIVE_STAT_NAMES.map((name) => [name, z.number()])) as Record<LiveStatName, z.ZodNumber>,
      ),
      storedAt: StoredAt,
    }),
    pressMentions: z.object({ mentions: z.array(PressMention), storedAt: StoredAt }),
    featureFlags: z.object({ flags: z.array(FeatureFlagState), storedAt: StoredAt }),
  })
  .meta({ id: 'SiteSettingsView' });
export type SiteSettingsView = z.infer<typeof SiteSettingsView>;

const Saved = z
  .object({
    changed: z.boolean().describe('False when the setting already held this'),
    settings: SiteSettingsView,
  })
  .meta({ id: 'SiteSettingSaved' });

const REACH = 'Every server process uses it within seconds (at most a minute). Audited as settings.changed.';

const put = <B extends z.ZodType>(id: string, path: `/${string}`, summary: string, description: string, body: B) =>
  defineEndpoint({
    id,
    method: 'put',
    path,
    summary,
    description: `${description} A 400 names each field to fix. ${REACH}`,
    tag: TAG,
    access: ACCESS,
    request: { body },
    responses: { 200: Saved },
  });

export const getSiteSettings = defineEndpoint({
  id: 'getSiteSettings',
  method: 'get',
  path: '/admin/settings',
  summary: 'Every site setting as stored, with what the site shows now',
  tag: TAG,
  access: ACCESS,
  responses: { 200: SiteSettingsView },
});

export const saveHelloBar = put(
  'saveHelloBar',
  '/admin/settings/hello-bar',
  'Save the hello bar, or switch it off',
  '`helloBar` null switches the bar off. Colours are hex; the copy and the call to action must be readable on theirs (WCAG contrast 4.5:1). `optionB` is the A/B variation’s wording (null: both options show the same bar).',
  z.strictObject({ helloBar: HelloBarInput.nullable() }),
);

export const saveNotificationBell = put(
  'saveNotificationBell',
  '/admin/settings/notification-bell',
  'Save the notification bell’s items, in order',
  `Each item is checked as misc/process-cvr checks it; an item without an id gets one from its name and link. Up to ${BELL_ITEMS_MAX}.`,
  z.strictObject({ items: BellItemsInput }),
);

export const saveMenuPlacements = put(
  'saveMenuPlacements',
  '/admin/settings/menu-placements',
  'Pin cards at the top of the menu’s card reviews',
  `The menu lists ${MENU_PLACEMENT_COUNT} card reviews: the pinned cards first, in order, then the best rated for the default profile. A pinned card must be listed on the site.`,
  z.strictObject({ pinned: MenuPlacementsInput }),
);

export const saveSearchSynonyms = put(
  'saveSearchSynonyms',
  '/admin/settings/search-synonyms',
  'Save the search synonyms',
  'The whole list, in order. A synonym on a card field names an issuer, program, network or category that exists. Once saved here, a changed data/search-synonyms.json no longer replaces them until it holds the same list (npm run catalogue:export writes it).',
  z.strictObject({ synonyms: SearchSynonymsInput }),
);

export const saveSiteStats = put(
  'saveSiteStats',
  '/admin/settings/stats',
  'Save the site’s figures',
  'The figures staff keep; subscribers, articles, comments and card reviews are counted live.',
  z.strictObject({ stats: StoredStatsInput }),
);

export const savePressMentions = put(
  'savePressMentions',
  '/admin/settings/press-mentions',
  'Save the featured-in strip’s publications',
  `Up to ${PRESS_MENTIONS_MAX}, each with the article’s https address and its date; shown newest first.`,
  z.strictObject({ mentions: PressMentionsInput }),
);

export const saveFeatureFlags = put(
  'saveFeatureFlags',
  '/admin/settings/feature-flags',
  'Save the feature flags held in the database',
  'Each flag on (true) or off (false); one left out takes its default. FEATURE_FLAGS on the server overrides a stored flag it names, and alone sets partnerMode.',
  z.strictObject({ flags: FeatureFlagsInput }),
);

export const resetSiteSetting = defineEndpoint({
  id: 'resetSiteSetting',
  method: 'post',
  path: '/admin/settings/{setting}/reset',
  summary: 'Go back to a setting’s default',
  description: `Forgets the stored setting, so the site uses its default again. ${REACH}`,
  tag: TAG,
  access: ACCESS,
  request: {
    params: z.strictObject({
      setting: z.enum(RESETTABLE_SITE_SETTINGS, {
        error: `Name a setting: ${RESETTABLE_SITE_SETTINGS.join(', ')}.`,
      }),
    }),
  },
  responses: { 200: Saved },
});
