import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCacheCalls } from './page-cache';
import { canonicalJson, fnv1a64, isPageCacheable, pageCacheKey } from './page-cache-rules';

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64-bit test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('hashes the UTF-8 bytes of the text', () => {
    expect(fnv1a64('é')).not.toBe(fnv1a64('e'));
    expect(fnv1a64('é')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined values', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('is the same for any key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(object));
        expect(JSON.parse(canonicalJson(object))).toEqual(JSON.parse(JSON.stringify(object)));
      }),
    );
  });
});

describe('pageCacheKey', () => {
  it('keys a call by method, path and payload', () => {
    const search = pageCacheKey('POST', '/api/v2/card/search', { query: 'cobalt', includeHidden: false });
    expect(search).toMatch(/^[0-9a-f]{16}$/);
    expect(pageCacheKey('post', '/api/v2/card/search', { includeHidden: false, query: 'cobalt' })).toBe(search);
    expect(pageCacheKey('POST', '/api/v2/card/search', { query: 'cobalt', includeHidden: true })).not.toBe(search);
    expect(pageCacheKey('GET', '/api/v2/card/search', { query: 'cobalt', includeHidden: false })).not.toBe(search);
    expect(pageCacheKey('POST', '/api/v2/card/search?x=1', { query: 'cobalt', includeHidden: false })).not.toBe(search);
  });

  it('treats no payload, null, an empty string and {} as the same call', () => {
    const none = pageCacheKey('POST', '/api/v2/misc/get-all-search-synonyms');
    expect(pageCacheKey('POST', '/api/v2/misc/get-all-search-synonyms', {})).toBe(none);
    expect(pageCacheKey('POST', '/api/v2/misc/get-all-search-synonyms', null)).toBe(none);
    expect(pageCacheKey('POST', '/api/v2/misc/get-all-search-synonyms', '')).toBe(none);
    expect(pageCacheKey('POST', '/api/v2/misc/get-all-search-synonyms', [])).not.toBe(none);
  });
});

describe('isPageCacheable', () => {
  it('allows the public read calls only', () => {
    expect(isPageCacheable('GET', '/api/v2/global')).toBe(true);
    expect(isPageCacheable('post', '/api/v2/card/search')).toBe(true);
    expect(isPageCacheable('GET', '/api/v2/cards?page=2')).toBe(true);
    expect(isPageCacheable('POST', '/api/v2/global')).toBe(false);
    expect(isPageCacheable('GET', '/api/v2/user/status')).toBe(false);
    expect(isPageCacheable('POST', '/api/v2/subscription/subscribe')).toBe(false);
    expect(isPageCacheable('POST', '/api/v2/user/add-cards')).toBe(false);
  });
});

describe('pageCacheCalls', () => {
  it('lists the shell’s calls on a page with the shell, all of them cacheable', () => {
    const calls = pageCacheCalls('/credit-cards?credit=good');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/v2/menu-placements/get-menu-placements',
      'POST /api/v2/misc/get-all-search-synonyms',
      'GET /api/v2/global',
    ]);
    for (const call of calls) expect(isPageCacheable(call.method, call.path)).toBe(true);
  });

  it('lists none where the shell is hidden', () => {
    expect(pageCacheCalls('/go/amex-cobalt')).toEqual([]);
    expect(pageCacheCalls('/credit-card-quiz')).toEqual([]);
    expect(pageCacheCalls('/about?view=reader')).toEqual([]);
  });
});
