/**
 * The page cache's key (accounts spec §7: calls "keyed by a hash of path and payload"), computed by
 * this one function on the server, which prefills the cache, and in the browser, which reads it.
 * No schema library here: the browser's cache imports it on every page.
 *
 * The hash is FNV-1a 64-bit: small, fast and not cryptographic. Nothing secret is hashed and a key is
 * only ever compared with keys of the same page's ~20 entries, so collisions are not a concern.
 */

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

/** JSON with object keys sorted at every level, so `{a, b}` and `{b, a}` are the same payload. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

function isEmptyPayload(payload: unknown): boolean {
  if (payload === undefined || payload === null || payload === '') return true;
  return typeof payload === 'object' && !Array.isArray(payload) && Object.keys(payload).length === 0;
}

/**
 * The key of one API call: its method, its path (with the query string, as requested, e.g.
 * `/api/v2/global`) and its JSON payload. No payload, `null` and `{}` are the same call.
 */
export function pageCacheKey(method: string, path: string, payload?: unknown): string {
  const body = isEmptyPayload(payload) ? '' : canonicalJson(payload);
  return fnv1a64(`${method.toUpperCase()} ${path}\n${body}`);
}

/** The browser's page cache holds 20 answers and evicts the oldest (accounts spec §7). */
export const PAGE_CACHE_MAX_ENTRIES = 20;

/** One API call as the page cache knows it: method, path under the site (with `/api/v2`), payload. */
export interface PageCacheCall {
  method: 'GET' | 'POST';
  path: string;
  payload?: unknown;
}

/**
 * The calls the browser may answer from the page cache: public and read-only, the same for every
 * visitor. Nothing about a member and nothing that changes anything is ever cached.
 */
export const PAGE_CACHEABLE_CALLS: readonly string[] = [
  'GET /api/v2/global',
  'POST /api/v2/menu-placements/get-menu-placements',
  'POST /api/v2/misc/get-all-search-synonyms',
  'POST /api/v2/card/search',
  'GET /api/v2/cards',
  'GET /api/v2/issuers',
  'GET /api/v2/networks',
  'GET /api/v2/categories',
  'GET /api/v2/reward-programs',
];

export function isPageCacheable(method: string, path: string): boolean {
  return PAGE_CACHEABLE_CALLS.includes(`${method.toUpperCase()} ${path.split('?', 1)[0]}`);
}
