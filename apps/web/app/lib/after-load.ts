import { isPrerenderCrawler, isPrivacySignal } from '@cardgenius/core/analytics';
import { analyticsHub } from './analytics-hub';
import { startSender } from './analytics-sender';
import { rememberLandingPage } from './landing-page';
import { prefillPageCache } from './page-cache';

let sender: ReturnType<typeof startSender> | undefined;

/**
 * What a page does once it is idle: prefill the page cache (once per page load), note the visit's
 * landing page (the first page of the tab's visit), and start analytics
 * for a tracked visit. Not tracked: admins and partner builds (the page says so), prerender crawlers,
 * and a browser asking not to be (Global Privacy Control or Do Not Track). Called again when the
 * visit's status changes (an admin signing in).
 */
export function afterLoad(tracked: boolean): void {
  void prefillPageCache(location.pathname);
  // For the satisfaction widget, tracked or not: it goes only with an answer the visitor sends. The
  // first page view queued is this page load's first page, should the visitor have moved on since.
  rememberLandingPage(analyticsHub.queued[0]?.pathname ?? location.pathname);
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const allowed =
    tracked && !isPrerenderCrawler(nav.userAgent) && !isPrivacySignal(nav.globalPrivacyControl, nav.doNotTrack);
  if (!allowed) {
    analyticsHub.queued.length = 0;
    analyticsHub.send = () => undefined;
    sender?.stop();
    sender = undefined;
    return;
  }
  if (sender) return;
  sender = startSender(analyticsHub.queued.splice(0));
  analyticsHub.send = sender.record;
}
