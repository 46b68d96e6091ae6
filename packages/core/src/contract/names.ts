/**
 * The names the server and the page must agree on — API paths, cookie and header names — kept here,
 * free of zod, so browser code can import them without pulling the contract's schemas into its bundle.
 * The contract's endpoints use these paths, so a path changed here changes both sides.
 */

/** Where the API is mounted on the site (accounts spec §7). */
export const API_BASE_PATH = '/api/v2';

/** Endpoint paths under API_BASE_PATH that the page calls without the typed client. */
export const API_PATHS = {
  global: '/global',
  captchaChallenge: '/captcha/challenge',
  satisfaction: '/analytics/satisfaction',
  siteRating: '/feedback/site-rating',
  subscribe: '/subscription/subscribe',
  menuPlacements: '/menu-placements/get-menu-placements',
  searchSynonyms: '/misc/get-all-search-synonyms',
  cardSearch: '/card/search',
  cardRank: '/card/rank',
  pageCache: '/cache/page',
  latestPosts: '/blog/latest-posts',
} as const;

/** An analytics ingest path, one per event kind (`/analytics/page-view` …). */
export const analyticsPath = <K extends string>(kind: K): `/analytics/${K}` => `/analytics/${kind}`;

/** The site-relative URL of an API path: `apiUrl('/card/rank')` is `/api/v2/card/rank`. */
export const apiUrl = <P extends string>(path: P): `${typeof API_BASE_PATH}${P}` => `${API_BASE_PATH}${path}`;

/** Cookie names are in './cookie-names' (re-exported here). The header the page echoes the CSRF cookie in on every
 * state-changing call (lower case, as HTTP/2 sends it). */
export const CSRF_HEADER = 'x-csrf-token';
/** The page a call is made for (accounts spec §7); the server logs it, redacted, never its query. */
export const REQUESTING_PATH_HEADER = 'requestingpath';

/**
 * Field messages the contract's schemas answer with and the forms show before sending (the same
 * words either way, so a member never sees two wordings for one mistake).
 */
export const FIELD_MESSAGES = {
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.ca.',
  passwordRequired: 'Enter your password.',
  nameRequired: 'Enter your name.',
  termsRequired: 'You must agree to our terms and conditions.',
} as const;

/** What a contact message is about; the contact page's variants preset one. */
export const CONTACT_TOPICS = ['general', 'geniuscash', 'bug', 'privacy', 'partnership'] as const;

/** Longest contact message accepted: room for a scholarship essay of 800 words, with margin. */
export const CONTACT_MESSAGE_MAX_LENGTH = 10_000;

export * from './cookie-names';

/** The account page's wallet alerts section (`/account#wallet-alerts`), which the digest email links to. */
export const WALLET_ALERTS_SECTION_ID = 'wallet-alerts';
