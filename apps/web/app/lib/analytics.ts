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

type Queued = { kind: AnalyticsKind; data: Record<string, unknown>; at: number };
const queue: Queued[] = [];

/** Records an event for the analytics client to send; never throws and never blocks the page. */
export function track(kind: AnalyticsKind, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  queue.push({ kind, data, at: Date.now() });
}
