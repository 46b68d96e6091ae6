import { PAGE_CACHE_MAX_ENTRIES, pageCacheKey } from '@cardgenius/core/contract/page-cache-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cachedAnswer,
  cachedFetch,
  clearPageCache,
  pageCacheSize,
  prefillPageCache,
  rememberAnswer,
} from './page-cache';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let network: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  clearPageCache();
  network = vi.fn<typeof fetch>(async () => json({ from: 'network' }));
  vi.stubGlobal('fetch', network);
});
afterEach(() => vi.unstubAllGlobals());

describe('the page cache', () => {
  it('holds 20 answers and evicts the oldest first', () => {
    for (let index = 0; index < PAGE_CACHE_MAX_ENTRIES + 3; index++) rememberAnswer(`key-${index}`, index);
    expect(pageCacheSize()).toBe(PAGE_CACHE_MAX_ENTRIES);
    expect(cachedAnswer('key-0')).toBeUndefined();
    expect(cachedAnswer('key-2')).toBeUndefined();
    expect(cachedAnswer('key-3')).toBe(3);
    expect(cachedAnswer(`key-${PAGE_CACHE_MAX_ENTRIES + 2}`)).toBe(PAGE_CACHE_MAX_ENTRIES + 2);
  });

  it('counts an answer stored again as the newest', () => {
    for (let index = 0; index < PAGE_CACHE_MAX_ENTRIES; index++) rememberAnswer(`key-${index}`, index);
    rememberAnswer('key-0', 'again');
    rememberAnswer('key-new', 'new');
    expect(cachedAnswer('key-0')).toBe('again');
    expect(cachedAnswer('key-1')).toBeUndefined();
  });
});

describe('cachedFetch', () => {
  it('answers a cacheable call from the cache, without the network', async () => {
    rememberAnswer(pageCacheKey('POST', '/api/v2/misc/get-all-search-synonyms'), [{ label: 'Travel' }]);
    const response = await cachedFetch('/api/v2/misc/get-all-search-synonyms', { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ label: 'Travel' }]);
    expect(network).not.toHaveBeenCalled();
  });

  it('keeps a cacheable call’s answer for the next time, keyed by its payload', async () => {
    const search = (query: string) =>
      cachedFetch('/api/v2/card/search', { method: 'POST', body: JSON.stringify({ query, includeHidden: false }) });
    expect(await (await search('cobalt')).json()).toEqual({ from: 'network' });
    expect(await (await search('cobalt')).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
    await search('aeroplan');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('never caches a call that is not allowed, nor an answer other than 200', async () => {
    await cachedFetch('/api/v2/user/status');
    await cachedFetch('/api/v2/user/status');
    await cachedFetch('/api/v2/subscription/subscribe', { method: 'POST', body: '{"email":"a@b.ca"}' });
    await cachedFetch('/api/v2/subscription/subscribe', { method: 'POST', body: '{"email":"a@b.ca"}' });
    expect(network).toHaveBeenCalledTimes(4);
    network.mockResolvedValue(json({ error: {} }, 503));
    await cachedFetch('/api/v2/global');
    await cachedFetch('/api/v2/global');
    expect(network).toHaveBeenCalledTimes(6);
    expect(pageCacheSize()).toBe(0);
  });
});

describe('prefillPageCache', () => {
  it('asks once per page load for the page’s answers and keeps them', async () => {
    const key = pageCacheKey('GET', '/api/v2/global');
    network.mockResolvedValue(json([{ key, response: { brandName: 'CardGenius' } }]));
    await prefillPageCache('/credit-cards');
    await prefillPageCache('/credit-cards');
    expect(network).toHaveBeenCalledTimes(1);
    expect(network.mock.calls[0]?.[0]).toBe('/api/v2/cache/page?originPage=%2Fcredit-cards');
    const response = await cachedFetch('/api/v2/global');
    expect(await response.json()).toEqual({ brandName: 'CardGenius' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer the page already fetched, and survives a failed or odd answer', async () => {
    const key = pageCacheKey('GET', '/api/v2/global');
    rememberAnswer(key, 'fresh');
    network.mockResolvedValue(json([{ key, response: 'prefilled' }, { nothing: true }, null]));
    await prefillPageCache('/');
    expect(cachedAnswer(key)).toBe('fresh');
    clearPageCache();
    network.mockRejectedValue(new TypeError('offline'));
    await expect(prefillPageCache('/')).resolves.toBeUndefined();
    expect(pageCacheSize()).toBe(0);
  });
});
