import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_MAX_BODY_BYTES,
  ANALYTICS_QUEUE_MAX,
  ANALYTICS_SESSION_IDLE_MS,
  ANALYTICS_USER_MAX_AGE_SECONDS,
  type AnalyticsSessionState,
  analyticsPagePath,
  FIRED_EVENTS_EXPIRES,
  featureOfEvent,
  type IngestedEventKind,
  type PageSeen,
  parseFiredEvents,
  parseSessionStartTime,
  recordFeature,
  recordPageView,
  referrerOrigin,
  SCROLL_THROTTLE_MS,
  startSession,
  TIME_ON_SITE_SECONDS,
  timeOnSiteDelayMs,
  withFiredEvent,
} from '@cardgenius/core/analytics';
import { PROVINCES, type Province } from '@cardgenius/core/catalogue/provinces';
import { analyticsPath, apiUrl } from '@cardgenius/core/contract/names';
import { eventFields, isIngestedKind, isUuid, newUuid, type OutgoingEvent, splitBatches } from './analytics-events';
import type { TrackedCall } from './analytics-hub';
import { apiFetch } from './api-fetch';
import {
  ANALYTICS_SESSION_COOKIE,
  ANALYTICS_USER_COOKIE,
  FIRED_EVENTS_COOKIE,
  PROVINCE_COOKIE,
  SESSION_START_COOKIE,
} from './cookie-names';
import { browserCookies, setBrowserCookie } from './cookies';

/** The session's state between page loads (the session id itself is in its cookie). */
const STATE_KEY = 'analyticsSessionState';
/** After a failed send, wait longer each time, up to a minute. */
const MAX_RETRY_MS = 60_000;
/** Reasons the server gives for not tracking that hold for the rest of the visit. */
const LASTING_EXCLUSIONS = new Set(['admin', 'partner', 'privacy-signal', 'prerender']);

export interface AnalyticsSender {
  record(call: TrackedCall): void;
  stop(): void;
}

function loadState(): AnalyticsSessionState | null {
  try {
    const stored = localStorage.getItem(STATE_KEY);
    return stored ? (JSON.parse(stored) as AnalyticsSessionState) : null;
  } catch {
    return null;
  }
}

function saveState(state: AnalyticsSessionState | null): void {
  try {
    if (state) localStorage.setItem(STATE_KEY, JSON.stringify(state));
    else localStorage.removeItem(STATE_KEY);
  } catch {
    // Storage may be full or refused (private modes): the session then lives for this page only.
  }
}

function provinceCookie(): Province | null {
  const value = browserCookies()[PROVINCE_COOKIE];
  return (PROVINCES as readonly string[]).includes(value ?? '') ? (value as Province) : null;
}

function pageSeen(call: TrackedCall): PageSeen {
  return {
    pathname: call.pathname,
    search: call.search,
    viewportWidth: call.viewportWidth,
    province: provinceCookie(),
  };
}

/** The visit's scroll depth in percent: how far down the page the bottom of the window has been. */
function scrollDepth(): number {
  const height = document.documentElement.scrollHeight;
  if (height <= 0) return 0;
  return Math.min(100, Math.round(((window.scrollY + window.innerHeight) / height) * 100));
}

/**
 * Starts the analytics client: keeps the session (cookies and state), turns `track()` calls into
 * events, sends them in batches every few seconds and when the page is hidden, and adds the
 * time-on-site (once per visitor, 30 s into the visit) and scroll (at most one per 5 s) events.
 */
export function startSender(earlier: TrackedCall[]): AnalyticsSender {
  let state = loadState();
  let stopped = false;
  const outbox = new Map<IngestedEventKind, OutgoingEvent[]>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = ANALYTICS_FLUSH_MS;

  /** The current session: the stored one while its cookie lives, else a new one starting on this page. */
  function sessionFor(call: TrackedCall): { session: AnalyticsSessionState; fresh: boolean } {
    // Another tab of the same session may have moved it on since.
    state = loadState() ?? state;
    const cookies = browserCookies();
    const userId = isUuid(cookies[ANALYTICS_USER_COOKIE]) ? cookies[ANALYTICS_USER_COOKIE] : newUuid();
    const sessionId = cookies[ANALYTICS_SESSION_COOKIE];
    const live = state !== null && isUuid(sessionId) && state.id === sessionId && state.userId === userId;
    const session =
      live && state
        ? state
        : startSession({
            id: newUuid(),
            userId,
            page: pageSeen(call),
            origin: referrerOrigin(document.referrer, location.origin),
          });
    if (!live) setBrowserCookie(ANALYTICS_USER_COOKIE, userId, ANALYTICS_USER_MAX_AGE_SECONDS);
    // Each event keeps the session alive for another 30 minutes, and with it the time it began.
    setBrowserCookie(ANALYTICS_SESSION_COOKIE, session.id, ANALYTICS_SESSION_IDLE_MS / 1000);
    const now = Date.now();
    const startedAt = (live ? parseSessionStartTime(cookies[SESSION_START_COOKIE], now) : null) ?? now;
    setBrowserCookie(SESSION_START_COOKIE, String(startedAt), ANALYTICS_SESSION_IDLE_MS / 1000);
    return { session, fresh: !live };
  }

  function record(call: TrackedCall): void {
    if (stopped || !isIngestedKind(call.kind)) return;
    const kind = call.kind;
    const { session, fresh } = sessionFor(call);
    let next = session;
    // A new session already starts on this page; any other page view moves it on.
    if (kind === 'pageview' && !fresh) next = recordPageView(next, pageSeen(call));
    const fields = eventFields(kind, call.data, next.previousPage);
    // Only a feature the event names validly joins the histories.
    const feature = fields ? featureOfEvent(kind, fields.name) : null;
    if (feature) next = recordFeature(next, feature);
    state = next;
    saveState(state);
    if (kind === 'pageview') scroll.reset();
    if (!fields) return;
    const event = {
      id: newUuid(),
      occurredAt: new Date(call.at).toISOString(),
      page: analyticsPagePath(call.pathname),
      ...fields,
    };
    queue(kind, [event]);
  }

  function queue(kind: IngestedEventKind, events: OutgoingEvent[]): void {
    const list = outbox.get(kind) ?? [];
    list.push(...events);
    // Beyond the cap (a long time offline), the oldest go first.
    outbox.set(kind, list.slice(-ANALYTICS_QUEUE_MAX));
    flushTimer ??= setTimeout(() => {
      flushTimer = undefined;
      flush(false);
    }, retryMs);
  }

  function flush(leaving: boolean): void {
    if (!state) return;
    const session = state;
    const sessionJson = JSON.stringify(session);
    for (const [kind, events] of [...outbox]) {
      outbox.delete(kind);
      for (const batch of splitBatches(events, sessionJson, ANALYTICS_BATCH_MAX, ANALYTICS_MAX_BODY_BYTES)) {
        void send(kind, session, batch, leaving, true);
      }
    }
  }

  async function send(
    kind: IngestedEventKind,
    session: AnalyticsSessionState,
    events: OutgoingEvent[],
    leaving: boolean,
    mayRetry: boolean,
  ): Promise<void> {
    const url = apiUrl(analyticsPath(kind));
    const body = JSON.stringify({ session, events });
    // A keepalive fetch, not a beacon, when leaving: a beacon cannot carry the page's path or the CSRF
    // header every call has (accounts spec §7), and keepalive finishes after the page is gone as well.
    let response: Response;
    try {
      response = await apiFetch(url, {
        method: 'POST',
        keepalive: leaving,
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    } catch {
      return retryLater(kind, events);
    }
    if (response.status === 202) {
      retryMs = ANALYTICS_FLUSH_MS;
      const answer = (await response.json().catch(() => null)) as { tracked?: boolean; reason?: string } | null;
      if (answer?.tracked === false && LASTING_EXCLUSIONS.has(answer.reason ?? '')) stop();
      return;
    }
    if (response.status === 429 || response.status >= 500) return retryLater(kind, events);
    if (response.status === 409) return forgetSession();
    if (response.status === 400 && mayRetry) {
      const fields = Object.keys(
        ((await response.json().catch(() => null)) as { error?: { fields?: Record<string, string> } } | null)?.error
          ?.fields ?? {},
      );
      // A stale stored session cannot be mended: start a new one. Bad events are dropped, the rest resent once.
      if (fields.some((field) => field.startsWith('session'))) return forgetSession();
      const bad = new Set(fields.map((field) => Number(/^events\.(\d+)/.exec(field)?.[1] ?? Number.NaN)));
      if (bad.has(Number.NaN)) return;
      const good = events.filter((_, index) => !bad.has(index));
      if (good.length > 0) await send(kind, session, good, leaving, false);
    }
    // Anything else (403, 413, ...) cannot succeed by trying again: the events are dropped (§8: logged only).
  }

  function retryLater(kind: IngestedEventKind, events: OutgoingEvent[]): void {
    retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    queue(kind, events);
  }

  function forgetSession(): void {
    state = null;
    saveState(null);
  }

  /** Scroll depth: the deepest point reached on this page, at most one event per 5 s. */
  const scroll = (() => {
    let deepest = 0;
    let sent = 0;
    let sentAt = Number.NEGATIVE_INFINITY;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const emit = () => {
      trailing = undefined;
      if (deepest <= sent) return;
      sent = deepest;
      sentAt = performance.now();
      track('scroll', { depth: deepest });
    };
    return {
      onScroll() {
        deepest = Math.max(deepest, scrollDepth());
        if (deepest <= sent || trailing) return;
        const wait = sentAt + SCROLL_THROTTLE_MS - performance.now();
        if (wait <= 0) emit();
        else trailing = setTimeout(emit, wait);
      },
      reset() {
        clearTimeout(trailing);
        trailing = undefined;
        deepest = 0;
        sent = 0;
      },
      stop() {
        clearTimeout(trailing);
      },
    };
  })();

  function track(kind: IngestedEventKind, data: Record<string, unknown>): void {
    safeRecord({
      kind,
      data,
      at: Date.now(),
      pathname: location.pathname,
      search: location.search,
      viewportWidth: window.innerWidth,
    });
  }

  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush(true);
  };
  const onPageHide = () => flush(true);
  const onScroll = () => scroll.onScroll();
  let timeOnSite: ReturnType<typeof setTimeout> | undefined;
  /**
   * Time on site: once per visitor (the `firedEvents` cookie), when the visit has lasted 30 s, counted
   * from the session's start (the `sessionStartTime` cookie) across its pages.
   */
  function scheduleTimeOnSite(): void {
    const cookies = browserCookies();
    const now = Date.now();
    const delay = timeOnSiteDelayMs({
      sessionStartMs: parseSessionStartTime(cookies[SESSION_START_COOKIE], now) ?? now,
      nowMs: now,
      fired: parseFiredEvents(cookies[FIRED_EVENTS_COOKIE]),
    });
    if (delay === null) return;
    timeOnSite = setTimeout(() => {
      // Another tab of the visit may have sent it meanwhile.
      const fired = parseFiredEvents(browserCookies()[FIRED_EVENTS_COOKIE]);
      if (stopped || fired.includes('time-on-site')) return;
      setBrowserCookie(FIRED_EVENTS_COOKIE, withFiredEvent(fired, 'time-on-site'), FIRED_EVENTS_EXPIRES);
      track('time-on-site', { seconds: TIME_ON_SITE_SECONDS });
    }, delay);
  }
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('scroll', onScroll, { passive: true });

  function stop(): void {
    stopped = true;
    outbox.clear();
    clearTimeout(flushTimer);
    clearTimeout(timeOnSite);
    scroll.stop();
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('scroll', onScroll);
  }

  /** `track()` never throws: a failure here loses the event, never the page (§8: analytics failures are silent). */
  function safeRecord(call: TrackedCall): void {
    try {
      record(call);
    } catch {
      // The event is lost.
    }
  }

  for (const call of earlier) safeRecord(call);
  scheduleTimeOnSite();
  return { record: safeRecord, stop };
}
