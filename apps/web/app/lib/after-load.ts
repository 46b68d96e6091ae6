import { isPrerenderCrawler, isPrivacySignal } from '@cardgenius/core/analytics';
import { analyticsHub } from './analytics';
import { startSender } from './analytics-sender';
import { prefillPageCache } from './page-cache';

let sender: ReturnType<typeof startSender> | undefined;

/**
 * What a page does once it is idle: prefill the page cache (once per page load), and start analytics
 * for a tracked visit. Not tracked: admins and partner builds (the page says so), prerender crawlers,
 * and a browser asking not to be (Global Privacy Control or Do Not Track). Called again when the
 * visit's status changes (an admin signing in).
 */
export function afterLoad(tracked: boolean): void {
  void prefillPageCache(location.pathname);
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
