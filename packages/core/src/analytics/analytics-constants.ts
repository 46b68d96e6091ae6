/** Analytics limits and timings (shell-and-browsing §3, §4, §7, §9), one place, each named for what it is. */

/** A session ends after 30 minutes without activity; the session cookie slides by this much on each event. */
export const ANALYTICS_SESSION_IDLE_MS = 30 * 60_000;
/** The analytics user cookie is long-lived (§9): two years, renewed at every session start. */
export const ANALYTICS_USER_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
/** Last-feature history keeps up to 10 entries (§4). */
export const FEATURE_HISTORY_LIMIT = 10;
/** Core-feature history keeps up to 5 entries (§4). */
export const CORE_FEATURE_HISTORY_LIMIT = 5;
/** Campaigns seen in one session: the spec sets no cap, so the feature history's is used. */
export const CAMPAIGN_HISTORY_LIMIT = 10;
/** The time-on-site event fires once, after 30 s on the site (§7). */
export const TIME_ON_SITE_SECONDS = 30;
/** At most one scroll event per 5 s (§7). */
export const SCROLL_THROTTLE_MS = 5000;
/** Desktop is a viewport 992 px wide or more (§9). */
export const DESKTOP_MIN_WIDTH = 992;
/** Queued events are sent this often, and when the page is hidden. */
export const ANALYTICS_FLUSH_MS = 5000;
/** At most 50 events in one request. */
export const ANALYTICS_BATCH_MAX = 50;
/** The largest analytics body the API reads: what a `keepalive` request (or a beacon) may carry at once. */
export const ANALYTICS_MAX_BODY_BYTES = 64 * 1024;
/** Events not yet accepted are kept for a later try, up to this many (the oldest are dropped beyond). */
export const ANALYTICS_QUEUE_MAX = 200;
/** Region of this site (§9). */
export const ANALYTICS_REGION = 'ca';
/** Country of this site's visitors as analytics records it (§9). */
export const ANALYTICS_COUNTRY = 'Canada';

/** The kinds the browser sends to `POST /analytics/{kind}`; apply is recorded by the server, satisfaction has its own call. */
export const INGESTED_EVENT_KINDS = [
  'pageview',
  'core-feature',
  'subscription',
  'registration',
  'time-on-site',
  'scroll',
  'search',
] as const;
export type IngestedEventKind = (typeof INGESTED_EVENT_KINDS)[number];

/**
 * The site's core features: the tools that help a visitor choose a card. Each is recorded in the
 * session's core-feature history; search is sent as its own kind but counts as one of them.
 */
export const CORE_FEATURES = ['Quiz', 'Compare', 'Calculator', 'Sliders', 'Search'] as const;
export type CoreFeature = (typeof CORE_FEATURES)[number];

/** Where a search was made, and what the visitor did with it (search events, §7). */
export const SEARCH_FEATURES = ['search-box', 'search-page', 'genius-search'] as const;
export const SEARCH_ACTIONS = ['submit', 'suggestion', 'card', 'quick-link', 'results'] as const;

/** The `firedEvents` and `flags` cookies expire far in the future: the year 2038 (accounts spec §9). */
export const FIRED_EVENTS_EXPIRES = new Date(Date.UTC(2038, 0, 1));
/** Events sent once per visitor, whose names the `firedEvents` cookie keeps (accounts spec §3). */
export const ONCE_PER_VISITOR_EVENTS = ['time-on-site'] as const;
export type OncePerVisitorEvent = (typeof ONCE_PER_VISITOR_EVENTS)[number];
