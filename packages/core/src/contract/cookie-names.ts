/**
 * The cookie names the server and the page agree on, apart from the other names so the browser's
 * first chunk can read one without carrying the rest.
 */

/** The HttpOnly cookie that carries the session token. */
export const AUTH_COOKIE = 'authToken';
/** The cookie the server sets beside the session token, readable by the page … */
export const CSRF_COOKIE = 'csrfToken';
/** The filter-state cookies (shell-and-browsing §3): the visitor's spending, debt and preferences. */
export const FILTER_COOKIE_NAMES = ['debt', 'monthlySpend', 'userPreferences'] as const;
/** The province the visitor chose, or that their address suggested (§2.9): what ranks and figures follow. */
export const PROVINCE_COOKIE = 'province';
/** A visitor's wallet before they sign in: the held cards' slugs, comma-separated (wallet/wallet-cookie.ts). */
export const WALLET_COOKIE = 'wallet';
/** The page to return to after signing in through the login page. */
export const LOGIN_REDIRECT_COOKIE = 'loginRedirect';

/**
 * Every cookie a page's server rendering may read. A request carrying none of them gets the page every
 * visitor without cookies gets, so that page may be cached and shared; the pages read their cookies
 * through a reader typed to this list, so a page cannot depend on another cookie unnoticed.
 */
export const PAGE_STATE_COOKIES = [
  AUTH_COOKIE,
  CSRF_COOKIE,
  ...FILTER_COOKIE_NAMES,
  PROVINCE_COOKIE,
  WALLET_COOKIE,
  LOGIN_REDIRECT_COOKIE,
] as const;
export type PageStateCookie = (typeof PAGE_STATE_COOKIES)[number];
