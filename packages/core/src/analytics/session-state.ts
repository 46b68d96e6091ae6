import type { Province } from '../catalogue/provinces';
import { type PageArea, pageArea } from '../rules/page-area';
import {
  ANALYTICS_COUNTRY,
  ANALYTICS_REGION,
  CAMPAIGN_HISTORY_LIMIT,
  CORE_FEATURE_HISTORY_LIMIT,
  CORE_FEATURES,
  type CoreFeature,
  DESKTOP_MIN_WIDTH,
  FEATURE_HISTORY_LIMIT,
} from './analytics-constants';
import { type Campaign, campaignFromSearch, isSameCampaign } from './campaign';
import { analyticsPagePath } from './page-path';

export const DEVICES = ['desktop', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

/** What kind of page a path shows, for reports that group pages beyond their area. */
export const CONTENT_TYPES = [
  'home',
  'article',
  'card',
  'comparison',
  'ranking',
  'tool',
  'search',
  'member',
  'page',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** An analytics session as the browser keeps it and sends it with every batch (shell-and-browsing §3). */
export interface AnalyticsSessionState {
  id: string;
  /** The long-lived analytics user id (its cookie), not a member id. */
  userId: string;
  region: typeof ANALYTICS_REGION;
  /** Known only once the visitor has a province (every province is Canadian); the site does no IP lookup. */
  country: string | null;
  province: Province | null;
  landingPage: string;
  page: string;
  previousPage: string | null;
  /** The other site the visitor came from (origin only), or null. */
  origin: string | null;
  area: PageArea;
  /** The areas the session has seen, in the order first seen. */
  areaHistory: PageArea[];
  campaign: Campaign | null;
  campaignHistory: Campaign[];
  /** Pages viewed since the current campaign brought the visitor (1 on its landing page); 0 without one. */
  campaignDepth: number;
  device: Device;
  contentType: ContentType;
  firstCoreFeature: CoreFeature | null;
  lastCoreFeature: CoreFeature | null;
  /** The latest core features used, oldest first, at most 5. */
  coreFeatureHistory: CoreFeature[];
  /** The latest features used (core or not), oldest first, at most 10. */
  lastFeatureHistory: string[];
}

/** Desktop from 992 px wide (shell-and-browsing §9). */
export function deviceForWidth(viewportWidth: number): Device {
  return viewportWidth >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile';
}

const TOOL_PATHS = new Set(['/reward-points-calculator', '/sliders']);
const SEARCH_PATHS = new Set(['/search', '/genius-search']);
const CONTENT_TYPE_BY_AREA: Record<PageArea, ContentType> = {
  Home: 'home',
  Blog: 'article',
  Standalone: 'card',
  Compare: 'comparison',
  'Best Cards': 'ranking',
  Issuers: 'ranking',
  Dashboard: 'member',
  Challenge: 'tool',
  Site: 'page',
};

export function contentTypeOf(path: string): ContentType {
  const normalized = path.toLowerCase().replace(/\/+$/, '') || '/';
  if (TOOL_PATHS.has(normalized)) return 'tool';
  if (SEARCH_PATHS.has(normalized)) return 'search';
  return CONTENT_TYPE_BY_AREA[pageArea(normalized)];
}

/**
 * Appends to a history, dropping the oldest entries beyond the limit. Using the same thing twice in a
 * row is one entry: moving a slider ten times must not push everything else out.
 */
export function pushCapped<T>(history: readonly T[], entry: T, limit: number): T[] {
  if (history.at(-1) === entry) return [...history];
  return [...history, entry].slice(-limit);
}

export function isCoreFeature(name: string): name is CoreFeature {
  return (CORE_FEATURES as readonly string[]).includes(name);
}

/** One page the visitor sees: its path, its query (for campaigns) and the viewport it is seen in. */
export interface PageSeen {
  pathname: string;
  search: string;
  viewportWidth: number;
  province: Province | null;
}

/** A new session, on the page it starts on. */
export function startSession(options: {
  id: string;
  userId: string;
  page: PageSeen;
  origin: string | null;
}): AnalyticsSessionState {
  const page = analyticsPagePath(options.page.pathname);
  const area = pageArea(page);
  const campaign = campaignFromSearch(options.page.search);
  return {
    id: options.id,
    userId: options.userId,
    region: ANALYTICS_REGION,
    country: options.page.province ? ANALYTICS_COUNTRY : null,
    province: options.page.province,
    landingPage: page,
    page,
    previousPage: null,
    origin: options.origin,
    area,
    areaHistory: [area],
    campaign,
    campaignHistory: campaign ? [campaign] : [],
    campaignDepth: campaign ? 1 : 0,
    device: deviceForWidth(options.page.viewportWidth),
    contentType: contentTypeOf(page),
    firstCoreFeature: null,
    lastCoreFeature: null,
    coreFeatureHistory: [],
    lastFeatureHistory: [],
  };
}

/**
 * The session after one more page view. A URL naming a campaign other than the current one starts
 * it (depth 1) and adds it to the history; any other page deepens the current campaign.
 */
export function recordPageView(state: AnalyticsSessionState, seen: PageSeen): AnalyticsSessionState {
  const page = analyticsPagePath(seen.pathname);
  const area = pageArea(page);
  const named = campaignFromSearch(seen.search);
  const newCampaign = named !== null && !isSameCampaign(named, state.campaign);
  const campaign = newCampaign ? named : state.campaign;
  const province = seen.province ?? state.province;
  return {
    ...state,
    province,
    country: province ? ANALYTICS_COUNTRY : state.country,
    page,
    previousPage: state.page,
    area,
    areaHistory: state.areaHistory.includes(area) ? state.areaHistory : [...state.areaHistory, area],
    campaign,
    campaignHistory:
      newCampaign && named ? pushCapped(state.campaignHistory, named, CAMPAIGN_HISTORY_LIMIT) : state.campaignHistory,
    campaignDepth: newCampaign ? 1 : campaign ? state.campaignDepth + 1 : 0,
    device: deviceForWidth(seen.viewportWidth),
    contentType: contentTypeOf(page),
  };
}

/**
 * The feature an event stands for in the session's histories, or null for events that are not a
 * feature used (page views, time on site, scrolling).
 */
export function featureOfEvent(kind: string, name?: unknown): string | null {
  if (kind === 'core-feature') return typeof name === 'string' && name !== '' ? name : null;
  if (kind === 'search') return 'Search';
  if (kind === 'subscription') return 'Newsletter';
  if (kind === 'registration') return 'Registration';
  return null;
}

/** The session after a feature is used: every feature joins the last-feature history, core ones their own too. */
export function recordFeature(state: AnalyticsSessionState, feature: string): AnalyticsSessionState {
  const next = { ...state, lastFeatureHistory: pushCapped(state.lastFeatureHistory, feature, FEATURE_HISTORY_LIMIT) };
  if (!isCoreFeature(feature)) return next;
  return {
    ...next,
    firstCoreFeature: state.firstCoreFeature ?? feature,
    lastCoreFeature: feature,
    coreFeatureHistory: pushCapped(state.coreFeatureHistory, feature, CORE_FEATURE_HISTORY_LIMIT),
  };
}
