import { createApiClient } from '@cardgenius/core/contract';
import { browserCookies } from './cookies';
import { cachedFetch } from './page-cache';

/** The cookie the server sets beside the (HttpOnly) session token, and the header it is echoed in. */
const CSRF_COOKIE = 'csrfToken';
const CSRF_HEADER = 'X-CSRF-Token';

/**
 * The API from the browser: same-origin `fetch` with the session cookie, and on every call that is not
 * GET or HEAD the CSRF token read from its cookie (accounts spec §7). Public read calls are answered
 * from the page cache when it has them.
 */
export const browserApi = createApiClient((url, init) => {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return cachedFetch(url, init);
  const token = browserCookies()[CSRF_COOKIE];
  const headers = { ...(init.headers as Record<string, string>), ...(token ? { [CSRF_HEADER]: token } : {}) };
  return cachedFetch(url, { ...init, headers });
});
