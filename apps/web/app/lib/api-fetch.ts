import { CSRF_COOKIE, CSRF_HEADER, REQUESTING_PATH_HEADER } from '@cardgenius/core/contract/names';
import { browserCookies } from './cookies';

/** A URL on this site ('/api/…'), not one that only looks like it ('//host/…'). */
const isRelative = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/**
 * The headers every call from the page carries (accounts spec §7 conventions): the page's path on
 * every call, and on every call that is not GET or HEAD to a relative URL the CSRF token read from its
 * cookie (a member's state-changing calls need it; a visitor has none).
 */
export function apiHeaders(url: string, init: RequestInit = {}): Headers {
  const headers = new Headers(init.headers);
  if (typeof location !== 'undefined') headers.set(REQUESTING_PATH_HEADER, location.pathname);
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && isRelative(url)) {
    const token = browserCookies()[CSRF_COOKIE];
    if (token) headers.set(CSRF_HEADER, token);
  }
  return headers;
}

/**
 * The one way the page calls the API: `fetch` with the site's cookies and the headers above. Every
 * browser call goes through it (the typed client, the page cache, analytics, feedback, forms).
 */
export function apiFetch(url: string, init: RequestInit = {}, fetchLike: typeof fetch = fetch): Promise<Response> {
  return fetchLike(url, { credentials: 'same-origin', ...init, headers: apiHeaders(url, init) });
}
