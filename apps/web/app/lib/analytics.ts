import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analyticsHub } from './analytics-hub';

/** What the site tracks (shell-and-browsing §7). */
export type AnalyticsKind =
  | 'pageview'
  | 'apply'
  | 'core-feature'
  | 'subscription'
  | 'registration'
  | 'satisfaction'
  | 'time-on-site'
  | 'scroll'
  | 'search';

/**
 * Records an event; never throws and never blocks the page. Fields by kind (the API contract,
 * `ANALYTICS_EVENT_FIELDS`, has the details): core-feature `{name, instance?, context?, trigger?,
 * options?, variation?, interacted?}`, subscription `{context, subscribed}`, registration `{context,
 * registered, trigger?}`, search `{feature, action, term, results?}`. 'apply' is recorded by the server
 * with the click and 'satisfaction' has its own call, so both are ignored.
 */
export function track(kind: AnalyticsKind, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  const call = {
    kind,
    data,
    at: Date.now(),
    pathname: location.pathname,
    search: location.search,
    viewportWidth: innerWidth,
  };
  if (analyticsHub.send) analyticsHub.send(call);
  else if (analyticsHub.queued.length < 100) analyticsHub.queued.push(call);
}

/**
 * A page view on the first load and on each client navigation to another path; once the page is
 * idle, the rest loads: the analytics sender (only for a tracked visit: not for admins or partner
 * builds, shell-and-browsing §6) and the page cache's prefill.
 */
export function usePageViews(tracked: boolean): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is a new page view.
  useEffect(() => track('pageview'), [pathname]);
  useEffect(() => {
    const load = () => {
      import('./after-load').then((module) => module.afterLoad(tracked)).catch(() => undefined);
    };
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 1000);
  }, [tracked]);
}
