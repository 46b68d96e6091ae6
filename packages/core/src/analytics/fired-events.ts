import { ONCE_PER_VISITOR_EVENTS, type OncePerVisitorEvent, TIME_ON_SITE_SECONDS } from './analytics-constants';

/**
 * The `firedEvents` cookie (accounts spec §3, §9): the names of the once-per-visitor events already
 * sent, comma-separated. Anything else in it (an old name, a made-up value) is ignored.
 */
export function parseFiredEvents(cookie: string | undefined): OncePerVisitorEvent[] {
  const names = new Set((cookie ?? '').split(','));
  return ONCE_PER_VISITOR_EVENTS.filter((name) => names.has(name));
}

/** The cookie's value once `name` has fired too. */
export function withFiredEvent(fired: readonly OncePerVisitorEvent[], name: OncePerVisitorEvent): string {
  return ONCE_PER_VISITOR_EVENTS.filter((known) => known === name || fired.includes(known)).join(',');
}

/**
 * The `sessionStartTime` cookie: when the visit began, in milliseconds since 1970; null when it is not
 * a time (missing, damaged) or lies in the future.
 */
export function parseSessionStartTime(cookie: string | undefined, nowMs: number): number | null {
  if (!cookie || !/^\d{1,15}$/.test(cookie)) return null;
  const value = Number(cookie);
  return value <= nowMs ? value : null;
}

/**
 * How long until the time-on-site event (shell-and-browsing §7: at 30 s): 30 s after the visit began,
 * across the pages of the visit, and never again once the visitor has fired it; null when it is not due.
 */
export function timeOnSiteDelayMs(options: {
  sessionStartMs: number;
  nowMs: number;
  fired: readonly OncePerVisitorEvent[];
}): number | null {
  if (options.fired.includes('time-on-site')) return null;
  return Math.max(0, options.sessionStartMs + TIME_ON_SITE_SECONDS * 1000 - options.nowMs);
}
