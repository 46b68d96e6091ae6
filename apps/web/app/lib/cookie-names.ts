/** Names of the site's own preference cookies (kept apart so the shell can use them without the filter codecs). */

export { PROVINCE_COOKIE } from '@cardgenius/core/contract/cookie-names';
/** The id of the newest 'Latest Updates' entry the visitor has seen (§3, §4). */
export const NOTIFICATIONS_COOKIE = 'notifications';
/** The long-lived analytics visitor id (shell-and-browsing §9: "Analytics user cookie is long-lived"). */
export const ANALYTICS_USER_COOKIE = 'analyticsUser';
/** The current analytics session's id; a session ends after 30 minutes without a page view. */
export const ANALYTICS_SESSION_COOKIE = 'analyticsSession';
/** Set for 30 days once the exit-intent pop-up has shown (shell-and-browsing §4). */
export const EXIT_INTENT_COOKIE = 'exitIntentShown';
/** The once-per-visitor analytics events already sent (accounts spec §3); expires in 2038 (§9). */
export const FIRED_EVENTS_COOKIE = 'firedEvents';
/** When the current analytics session began (accounts spec §3): time on site counts from it. */
export const SESSION_START_COOKIE = 'sessionStartTime';
