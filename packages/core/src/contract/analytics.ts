import '../zod-setup';
import { z } from 'zod';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_REGION,
  CAMPAIGN_HISTORY_LIMIT,
  CORE_FEATURE_HISTORY_LIMIT,
  CORE_FEATURES,
  FEATURE_HISTORY_LIMIT,
  type IngestedEventKind,
  SEARCH_ACTIONS,
  SEARCH_FEATURES,
} from '../analytics/analytics-constants';
import { CAMPAIGN_VALUE_MAX } from '../analytics/campaign';
import type { TrackingExclusion } from '../analytics/exclusions';
import { PAGE_PATH_MAX } from '../analytics/page-path';
import { CONTENT_TYPES, DEVICES } from '../analytics/session-state';
import { PROVINCES } from '../catalogue/provinces';
import { PAGE_AREAS } from '../rules/page-area';
import { hasControlCharacters } from '../rules/text-input';
import { defineEndpoint } from './endpoint';
import { analyticsPath } from './names';
import { SubscriptionSource } from './newsletter';

const DAY_MS = 24 * 60 * 60_000;
/** How old an event may be: a browser keeps unsent events for a later try, but not for weeks. */
const OLDEST_EVENT_MS = 30 * DAY_MS;

/** A path on this site (`/credit-cards`), never another site's URL (`//evil.example`, `https://...`). */
export const SitePath = z
  .string()
  .max(PAGE_PATH_MAX, `Must be at most ${PAGE_PATH_MAX} characters.`)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'Must be a path on this site, starting with /.');

const Text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Must not be empty.')
    .max(max, `Must be at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value), 'Contains characters we cannot store.');

/** A feature's name as histories record it ("Quiz", "Newsletter"). */
const FeatureName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9 -]{0,39}$/, 'Must be a short name of letters, digits, spaces or dashes.');
const CoreFeatureName = z.enum(CORE_FEATURES, { error: `Must be one of ${CORE_FEATURES.join(', ')}.` });
const Area = z.enum(PAGE_AREAS, { error: 'Must be one of the page areas.' });

export const AnalyticsCampaign = z
  .strictObject({
    source: Text(CAMPAIGN_VALUE_MAX).nullable(),
    medium: Text(CAMPAIGN_VALUE_MAX).nullable(),
    name: Text(CAMPAIGN_VALUE_MAX).nullable(),
    term: Text(CAMPAIGN_VALUE_MAX).nullable(),
    content: Text(CAMPAIGN_VALUE_MAX).nullable(),
  })
  .meta({
    id: 'AnalyticsCampaign',
    description: 'From the utm_source, utm_medium, utm_campaign, utm_term and utm_content parameters',
  });

/** The session fields of shell-and-browsing §3, as the browser last saw them; the server keeps the latest. */
export const AnalyticsSession = z
  .strictObject({
    id: z.uuid('Must be a UUID.'),
    userId: z.uuid('Must be a UUID.').describe('The long-lived analytics user id (not a member id)'),
    region: z.literal(ANALYTICS_REGION, { error: `Must be '${ANALYTICS_REGION}'.` }),
    country: Text(60).nullable(),
    province: z.enum(PROVINCES, { error: 'Must be a province or territory code, like ON.' }).nullable(),
    landingPage: SitePath,
    page: SitePath,
    previousPage: SitePath.nullable(),
    origin: z
      .string()
      .max(200, 'Must be at most 200 characters.')
      .regex(/^https?:\/\/[^/\s?#]+$/, 'Must be the origin of the referring site, like https://www.google.com.')
      .nullable(),
    area: Area,
    areaHistory: z.array(Area).max(PAGE_AREAS.length, `At most ${PAGE_AREAS.length} areas.`),
    campaign: AnalyticsCampaign.nullable(),
    campaignHistory: z
      .array(AnalyticsCampaign)
      .max(CAMPAIGN_HISTORY_LIMIT, `At most ${CAMPAIGN_HISTORY_LIMIT} campaigns.`),
    campaignDepth: z.int('Must be a whole number.').min(0).max(100_000),
    device: z.enum(DEVICES, { error: "Must be 'desktop' or 'mobile'." }),
    contentType: z.enum(CONTENT_TYPES, { error: 'Must be one of the content types.' }),
    firstCoreFeature: CoreFeatureName.nullable(),
    lastCoreFeature: CoreFeatureName.nullable(),
    coreFeatureHistory: z
      .array(CoreFeatureName)
      .max(CORE_FEATURE_HISTORY_LIMIT, `At most ${CORE_FEATURE_HISTORY_LIMIT} entries.`),
    lastFeatureHistory: z.array(FeatureName).max(FEATURE_HISTORY_LIMIT, `At most ${FEATURE_HISTORY_LIMIT} entries.`),
  })
  .meta({ id: 'AnalyticsSession' });
export type AnalyticsSession = z.infer<typeof AnalyticsSession>;

/** Every event: made and named by the browser (a resend with the same id is stored once). */
const EventBase = {
  id: z.uuid('Must be a UUID.').describe('Made by the browser; an event sent twice is stored once'),
  occurredAt: z.iso
    .datetime({ offset: true, error: 'Must be an ISO 8601 date and time, like 2025-03-01T14:30:00.000Z.' })
    .refine((value) => {
      const at = Date.parse(value);
      const now = Date.now();
      return at >= now - OLDEST_EVENT_MS && at <= now + DAY_MS;
    }, 'Must be within the last 30 days.'),
  page: SitePath,
};

const OptionValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()], {
  error: 'Each option must be a short text, a number, true/false or null.',
});

/** The fields of each kind (shell-and-browsing §7), beside the common id, occurredAt and page. */
export const ANALYTICS_EVENT_FIELDS = {
  pageview: {
    previousPage: SitePath.nullable(),
  },
  'core-feature': {
    name: CoreFeatureName,
    instance: Text(100).nullable().default(null),
    context: Text(100).nullable().default(null),
    trigger: Text(100).nullable().default(null),
    options: z
      .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'Option names are short words.'), OptionValue)
      .refine((options) => Object.keys(options).length <= 20, 'At most 20 options.')
      .nullable()
      .default(null),
    variation: Text(100).nullable().default(null),
    interacted: z.boolean('Must be true or false.').default(true),
  },
  subscription: {
    context: SubscriptionSource,
    subscribed: z.boolean('Must be true or false.'),
  },
  registration: {
    context: Text(60).describe("Where the visitor registered: the register call's origin"),
    registered: z.boolean('Must be true or false.'),
    trigger: z.literal('Referral', { error: "Must be 'Referral' or null." }).nullable().default(null),
  },
  'time-on-site': {
    seconds: z.int('Must be a whole number.').min(1).max(86_400),
  },
  scroll: {
    depth: z.int('Must be a whole number.').min(0).max(100).describe('How far down the page, in percent'),
  },
  search: {
    feature: z.enum(SEARCH_FEATURES, { error: `Must be one of ${SEARCH_FEATURES.join(', ')}.` }),
    action: z.enum(SEARCH_ACTIONS, { error: `Must be one of ${SEARCH_ACTIONS.join(', ')}.` }),
    term: Text(100),
    results: z.int('Must be a whole number.').min(0).max(10_000).nullable().default(null),
  },
} as const satisfies Record<IngestedEventKind, z.ZodRawShape>;

const eventSchema = <K extends IngestedEventKind>(kind: K) =>
  z.strictObject({ ...EventBase, ...ANALYTICS_EVENT_FIELDS[kind] });
export type AnalyticsEvent<K extends IngestedEventKind> = z.input<ReturnType<typeof eventSchema<K>>>;

function ingestRequest<K extends IngestedEventKind>(kind: K, id: string) {
  const Event = eventSchema(kind);
  return z
    .strictObject({
      session: AnalyticsSession,
      event: Event.optional().describe('One event'),
      events: z
        .array(Event)
        .min(1, 'Send at least one event.')
        .max(ANALYTICS_BATCH_MAX, `At most ${ANALYTICS_BATCH_MAX} events at once.`)
        .optional()
        .describe(`Or a batch of up to ${ANALYTICS_BATCH_MAX} events`),
    })
    .refine((body) => (body.event === undefined) !== (body.events === undefined), {
      message: 'Send either event or events.',
      path: ['events'],
    })
    .meta({ id });
}

export const TRACKING_EXCLUSIONS = [
  'admin',
  'prerender',
  'partner',
  'privacy-signal',
] as const satisfies readonly TrackingExclusion[];

export const AnalyticsIngestResponse = z
  .object({
    tracked: z.boolean().describe('False when this visit is not tracked; the events were accepted and dropped'),
    reason: z.enum(TRACKING_EXCLUSIONS).optional().describe('Why the visit is not tracked'),
    stored: z.int().min(0).describe('Events stored now; one already stored (a resend) is not counted again'),
  })
  .meta({ id: 'AnalyticsIngestResponse' });
export type AnalyticsIngestResponse = z.infer<typeof AnalyticsIngestResponse>;

const BATCH_NOTE = `The body is the session and either one \`event\` or a batch of \`events\` (at most ${ANALYTICS_BATCH_MAX}, body at most 64 KB). Not stored, but still answered 202 with \`tracked: false\`, for an admin, a prerender crawler, a partner build, or a browser sending Global Privacy Control or Do Not Track.`;

function ingestEndpoint<K extends IngestedEventKind>(kind: K, id: string, summary: string) {
  return defineEndpoint({
    id,
    method: 'post',
    path: analyticsPath(kind),
    tag: 'Analytics',
    access: 'public',
    summary,
    description: BATCH_NOTE,
    request: { body: ingestRequest(kind, `${id.charAt(0).toUpperCase()}${id.slice(1)}Request`) },
    responses: { 202: AnalyticsIngestResponse },
  });
}

export const trackPageview = ingestEndpoint('pageview', 'trackPageview', 'Page views');
export const trackCoreFeature = ingestEndpoint('core-feature', 'trackCoreFeature', 'Core features used');
export const trackSubscription = ingestEndpoint('subscription', 'trackSubscription', 'Newsletter forms sent');
export const trackRegistration = ingestEndpoint('registration', 'trackRegistration', 'Registrations');
export const trackTimeOnSite = ingestEndpoint('time-on-site', 'trackTimeOnSite', 'Time on site (once, at 30 s)');
export const trackScroll = ingestEndpoint('scroll', 'trackScroll', 'Scroll depth (at most one every 5 s)');
export const trackSearch = ingestEndpoint('search', 'trackSearch', 'Search features used');

/** The ingestion endpoint of each kind, for the server to mount and the browser to address. */
export const ANALYTICS_ENDPOINTS = {
  pageview: trackPageview,
  'core-feature': trackCoreFeature,
  subscription: trackSubscription,
  registration: trackRegistration,
  'time-on-site': trackTimeOnSite,
  scroll: trackScroll,
  search: trackSearch,
} as const satisfies Record<IngestedEventKind, unknown>;
