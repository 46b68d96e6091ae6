/** Why a visit is not tracked (shell-and-browsing §6), or the visitor's own privacy signal. */
export type TrackingExclusion = 'admin' | 'prerender' | 'partner' | 'privacy-signal';

/** Prerender services name themselves in their User-Agent ("Prerender (+https://github.com/prerender/prerender)"). */
const PRERENDER_USER_AGENT = /prerender/i;

export function isPrerenderCrawler(userAgent: string | null | undefined): boolean {
  return PRERENDER_USER_AGENT.test(userAgent ?? '');
}

export interface TrackingContext {
  /** The signed-in member is an admin. */
  isAdmin: boolean;
  userAgent: string | null | undefined;
  /** A partner build (the `partnerMode` feature flag). */
  partnerMode: boolean;
  /** The browser sends Global Privacy Control (`Sec-GPC: 1`) or Do Not Track (`DNT: 1`). */
  privacySignal: boolean;
}

/**
 * The reason this visit must not be tracked, or null when it may be. Admins, prerender crawlers and
 * partner builds are the spec's; a browser's privacy signal is honoured as a refusal to be measured.
 */
export function trackingExclusion(context: TrackingContext): TrackingExclusion | null {
  if (context.partnerMode) return 'partner';
  if (context.isAdmin) return 'admin';
  if (isPrerenderCrawler(context.userAgent)) return 'prerender';
  if (context.privacySignal) return 'privacy-signal';
  return null;
}

/** True for the header values (and `navigator` properties) that mean "do not track me". */
export function isPrivacySignal(globalPrivacyControl: unknown, doNotTrack: unknown): boolean {
  return globalPrivacyControl === true || globalPrivacyControl === '1' || doNotTrack === '1' || doNotTrack === 'yes';
}
