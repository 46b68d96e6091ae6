import { createApiClient } from '@cardgenius/core/contract';
import { browserCookies } from './cookies';

/** The cookie the server sets beside the (HttpOnly) session token, and the header it is echoed in. */
const CSRF_COOKIE = 'csrfToken';
const CSRF_HEADER = 'X-CSRF-Token';

/**
 * The API from the browser: same-origin `fetch` with the session cookie, and on every call that is not
 * GET or HEAD the CSRF token read from its cookie (accounts spec §7).
 */
export const browserApi = createApiClient((url, init) => {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return fetch(url, init);
  const token = browserCookies()[CSRF_COOKIE];
  const headers = { ...(init.headers as Record<string, string>), ...(token ? { [CSRF_HEADER]: token } : {}) };
  return fetch(url, { ...init, headers });
});
