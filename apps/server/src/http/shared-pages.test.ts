import { describe, expect, it } from 'vitest';
import {
  type ContentEncoding,
  inlineHashes,
  keptPageVariant,
  matchesEtag,
  preferredEncoding,
  RenderCache,
  type SharedPage,
} from './shared-pages';

const page = (bytes: number): SharedPage => ({ status: 200, headers: [], body: new Uint8Array(bytes), etag: 'W/"x"' });

describe('a kept page request', () => {
  const request = (url: string, init: RequestInit = {}) => new Request(`http://site.test${url}`, init);
  it.each([
    ['no cookies', '/', undefined, { shared: true, cookie: '' }],
    ['cookies pages never read', '/', 'analyticsUser=1; exitIntentShown=1; s=abc', { shared: true, cookie: '' }],
    ['another query', '/credit-cards?credit=good', undefined, { shared: true, cookie: '' }],
    ['a filter cookie', '/credit-cards', 'monthlySpend=2000', { shared: false, cookie: 'monthlySpend=2000' }],
    [
      'a visitor’s wallet',
      '/credit-cards',
      'wallet=a-card%2Cb-card',
      { shared: false, cookie: 'wallet=a-card%2Cb-card' },
    ],
    [
      'state cookies among others, in name order, first value of each',
      '/',
      ' province=QC; analyticsUser=1; debt=%7B%7D; province=ON; monthlySpend=900',
      { shared: false, cookie: 'debt=%7B%7D; monthlySpend=900; province=QC' },
    ],
    ['a session', '/', 'analyticsUser=1; authToken=x', null],
    ['a CSRF cookie', '/', 'monthlySpend=2000; csrfToken=x', null],
    ['a page to return to', '/', 'loginRedirect=%2Fdashboard', null],
    ['a state query', '/credit-cards?state=%7B%7D', undefined, null],
  ])('with %s', (_name, url, cookie, variant) => {
    expect(keptPageVariant(request(url), cookie)).toEqual(variant);
  });

  it('is a GET without credentials', () => {
    expect(keptPageVariant(request('/', { method: 'POST' }), undefined)).toBeNull();
    expect(keptPageVariant(request('/', { headers: { authorization: 'Bearer x' } }), undefined)).toBeNull();
  });
});

describe('the encoding sent', () => {
  it.each<[string | undefined, ContentEncoding | null]>([
    [undefined, null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', null],
    ['*', 'br'],
  ])('for Accept-Encoding %s is %s', (header, encoding) => {
    expect(preferredEncoding(header, ['br', 'gzip'])).toBe(encoding);
  });

  it('is one the page has', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br, gzip', [])).toBeNull();
  });
});

describe('inline hashes', () => {
  it('hash inline scripts and styles apart, once each, never a script with a src', () => {
    const html =
      '<script>a()</script><script type="module" nonce="">a()</script><script src="/x.js"></script>' +
      '<style>p{}</style><script></script>';
    expect(inlineHashes(html)).toEqual({
      // echo -n 'a()' | openssl dgst -sha256 -binary | base64
      scripts: ['sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='],
      styles: ['sha256-gG2yISYereRMiG2lMXrbiUgi0Ubw9p7QCeWcroOvy9Y='],
    });
  });
});

describe('ETag matching', () => {
  it('compares weakly and reads lists and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('the render cache', () => {
  it('forgets a page after its time', () => {
    let now = 0;
    const cache = new RenderCache({ maxBytes: 1000, ttlMs: 100, now: () => now });
    cache.set('a', page(10));
    now = 99;
    expect(cache.get('a')).toBeDefined();
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('stays within its bytes, the least recently used out first', () => {
    const cache = new RenderCache({ maxBytes: 100, ttlMs: 1000 });
    cache.set('a', page(40));
    cache.set('b', page(40));
    cache.get('a');
    cache.set('c', page(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
    cache.set('huge', page(101));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('a', page(10));
    expect(cache.size).toEqual({ entries: 2, bytes: 50 });
  });

  it('counts the compressed copies it keeps', () => {
    const cache = new RenderCache({ maxBytes: 100, ttlMs: 1000 });
    cache.set('a', { ...page(40), encoded: { br: new Uint8Array(10), gzip: new Uint8Array(12) } });
    expect(cache.size).toEqual({ entries: 1, bytes: 62 });
    cache.set('b', page(40));
    expect(cache.get('a')).toBeUndefined();
  });

  it('counts a page again when its compressed copies are added in place, and makes room for them', () => {
    const cache = new RenderCache({ maxBytes: 100, ttlMs: 1000 });
    const a = page(40);
    cache.set('a', a);
    cache.set('b', page(40));
    expect(cache.size).toEqual({ entries: 2, bytes: 80 });
    const b = cache.get('b');
    if (!b) throw new Error('b was kept');
    b.encoded = { gzip: new Uint8Array(15) };
    cache.resize('b');
    expect(cache.size).toEqual({ entries: 2, bytes: 95 });
    b.encoded.br = new Uint8Array(12);
    cache.resize('b');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, bytes: 67 });
  });
});
