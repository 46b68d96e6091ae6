import '../zod-setup';
import { z } from 'zod';
import { PAGE_PATH_MAX } from '../analytics/page-path';
import { isShellShown } from '../rules/shell-visibility';
import { defineEndpoint } from './endpoint';
import { API_PATHS } from './names';
import { PAGE_CACHE_MAX_ENTRIES, type PageCacheCall } from './page-cache-rules';

export const PageCacheQuery = z.strictObject({
  originPage: z
    .string('Give the page, like /credit-cards.')
    .max(PAGE_PATH_MAX, `Must be at most ${PAGE_PATH_MAX} characters.`)
    .regex(/^\/(?![/\\])[^\s\\#]*$/, 'Must be a path on this site, starting with /.')
    .describe('The page about to make the calls, e.g. /credit-cards'),
});

export const PageCacheEntry = z
  .object({
    key: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .describe('pageCacheKey(method, path, payload): FNV-1a 64-bit of the call, in hex'),
    response: z.unknown().describe("The call's answer, exactly as the API gives it"),
  })
  .meta({ id: 'PageCacheEntry' });
export type PageCacheEntry = z.infer<typeof PageCacheEntry>;

export const getPageCache = defineEndpoint({
  id: 'getPageCache',
  method: 'get',
  path: API_PATHS.pageCache,
  tag: 'Site',
  access: 'public',
  summary: "Answers of a page's public calls, to prefill the browser's cache",
  description: `The public, read-only calls the page's own scripts make (menu placements, search synonyms, the latest updates), each with its answer, keyed as the browser keys its calls (accounts spec §7). Never member data. At most ${PAGE_CACHE_MAX_ENTRIES} entries; the same for every visitor, so it may be cached.`,
  request: { query: PageCacheQuery },
  responses: { 200: z.array(PageCacheEntry).max(PAGE_CACHE_MAX_ENTRIES) },
});

/**
 * The calls a page's own scripts make, to prefill (here, not beside the key: the browser never needs
 * the list, and the shell's rules would be pulled into the cache's bundle): every page with the site shell asks for the menu
 * placements (menu), the search synonyms (search box) and the global data (the 'Latest Updates'
 * list) on first use. Pages without the shell (go-links, offers, the quiz) make none.
 */
export function pageCacheCalls(originPage: string): PageCacheCall[] {
  const at = originPage.indexOf('?');
  const pathname = at < 0 ? originPage : originPage.slice(0, at);
  const search = at < 0 ? '' : originPage.slice(at);
  if (!isShellShown(pathname, search)) return [];
  return [
    { method: 'POST', path: '/api/v2/menu-placements/get-menu-placements' },
    { method: 'POST', path: '/api/v2/misc/get-all-search-synonyms' },
    { method: 'GET', path: '/api/v2/global' },
  ];
}
