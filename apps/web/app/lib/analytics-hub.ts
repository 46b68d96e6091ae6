import type { AnalyticsKind } from './analytics';

/** One call to `track`: the page and viewport are those of that moment. */
export interface TrackedCall {
  kind: AnalyticsKind;
  data: Record<string, unknown>;
  at: number;
  pathname: string;
  search: string;
  viewportWidth: number;
}

/**
 * Where `track` puts its calls: queued until the sender loads (`after-load.ts`, when the page is idle),
 * then handed to it. A module of its own that both use, so the lazily loaded code never imports
 * `analytics.ts` back; it is in every page's bundle, so it holds nothing else.
 */
export const analyticsHub: { queued: TrackedCall[]; send?: (call: TrackedCall) => void } = { queued: [] };
