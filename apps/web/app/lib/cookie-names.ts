/** Names of the site's own preference cookies (kept apart so the shell can use them without the filter codecs). */

/** The province the visitor chose (shell-and-browsing §2.9). */
export const PROVINCE_COOKIE = 'province';
/** The id of the newest 'Latest Updates' entry the visitor has seen (§3, §4). */
export const NOTIFICATIONS_COOKIE = 'notifications';
