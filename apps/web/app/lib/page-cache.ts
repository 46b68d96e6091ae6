import { API_PATHS, apiUrl } from '@cardgenius/core/contract/names';
import { isPageCacheable, PAGE_CACHE_MAX_ENTRIES, pageCacheKey } from '@cardgenius/core/contract/page-cache-rules';
import { apiFetch } from './api-fetch';

/**
 * The page cache (accounts spec §7): answers of the public, read-only API calls, keyed by a hash of
 * method, path and payload, kept for this page load. It holds 20 answers and evicts the oldest. Only
 * the calls `isPageCacheable` allows are ever read from it or written to it.
 */
const entries = new Map<string, unknown>();
let prefilled = false;

/** Keeps an answer; the oldest entry goes once there are more than 20. */
export function rememberAnswer(key: string, response: unknown): void {
  entries.delete(key);
  entries.set(key, response);
  while (entries.size > PAGE_CACHE_MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}

export function cachedAnswer(key: string): unknown {
  return entries.get(key);
}

export function pageCacheSize(): number {
  return entries.size;
}

/** Empties the cache (tests, and a page that changes what visitors may see). */
export function clearPageCache(): void {
  entries.clear();
  prefilled = false;
}

function payloadOf(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string' || body === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * `apiFetch` for API calls, answered from the page cache when the call is cacheable and answered there;
 * a cacheable call's 200 answer is kept for the next time. Other calls go straight to the network.
 */
export async function cachedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (!isPageCacheable(method, url)) return apiFetch(url, init);
  const key = pageCacheKey(method, url, payloadOf(init.body));
  if (entries.has(key)) {
    return new Response(JSON.stringify(entries.get(key)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  const response = await apiFetch(url, init);
  if (response.status === 200) {
    try {
      rememberAnswer(key, await response.clone().json());
    } catch {
      // An answer that is not JSON is not kept.
    }
  }
  return response;
}

/**
 * Fills the cache once per page load with the answers of the calls this page's scripts make
 * (`GET /cache/page`); an answer already cached (a call made meanwhile) is kept. Failures leave the
 * cache as it was: the calls then go to the network as usual.
 */
export async function prefillPageCache(originPage: string): Promise<void> {
  if (prefilled) return;
  prefilled = true;
  try {
    const response = await apiFetch(`${apiUrl(API_PATHS.pageCache)}?originPage=${encodeURIComponent(originPage)}`);
    if (!response.ok) return;
    const list = (await response.json()) as unknown;
    if (!Array.isArray(list)) return;
    for (const entry of list.slice(0, PAGE_CACHE_MAX_ENTRIES) as { key?: unknown; response?: unknown }[]) {
      if (typeof entry?.key === 'string' && !entries.has(entry.key)) rememberAnswer(entry.key, entry.response);
    }
  } catch {
    // Logged only (§8): the page works without its cache.
  }
}
