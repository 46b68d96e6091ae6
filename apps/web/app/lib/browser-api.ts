import { createApiClient } from '@cardgenius/core/contract';
import { cachedFetch } from './page-cache';

/**
 * The typed API from the browser: every call through `apiFetch` (the page's path on each, the CSRF
 * token on those that change something, accounts spec §7); public read calls are answered from the
 * page cache when it has them.
 */
export const browserApi = createApiClient((url, init) => cachedFetch(url, init));
