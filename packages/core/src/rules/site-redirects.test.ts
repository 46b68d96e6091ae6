import { describe, expect, it } from 'vitest';
import { cardsRewrite, checkSiteRedirects, pathWithoutBlogPrefix, siteRedirectTarget } from './site-redirects';

describe('checkSiteRedirects', () => {
  it('keeps same-site paths and https URLs, normalizing a trailing slash of the source', () => {
    const { redirects, refused } = checkSiteRedirects([
      { from: '/old-page/', to: '/faq' },
      { from: '/partner', to: 'https://example.org/apply?x=1' },
      { from: '/quiz', to: '/credit-card-quiz?step=1' },
    ]);
    expect(refused).toEqual([]);
    expect(redirects).toEqual([
      { from: '/old-page', to: '/faq' },
      { from: '/partner', to: 'https://example.org/apply?x=1' },
      { from: '/quiz', to: '/credit-card-quiz?step=1' },
    ]);
  });

  it.each([
    [{ from: '/a', to: 'http://example.org/' }, 'to must be'],
    [{ from: '/a', to: '//evil.example' }, 'to must be'],
    [{ from: '/a', to: '/%2F%2Fevil.example' }, 'to must be'],
    [{ from: '/a', to: 'https://user:pw@example.org/' }, 'not a valid https URL'],
    [{ from: '/a', to: 'javascript:alert(1)' }, 'to must be'],
    [{ from: '/a', to: '' }, 'to must be'],
    [{ from: 'a', to: '/b' }, 'from must be'],
    [{ from: '/a?x=1', to: '/b' }, 'without a query'],
    [{ from: '/', to: '/b' }, 'home page'],
    [{ from: '/api/v2/global', to: '/b' }, 'API path'],
    [{ from: '/a', to: '/a/' }, 'leads back to itself'],
    ['not a rule', 'from must be'],
  ])('refuses %j', (entry, reason) => {
    const { redirects, refused } = checkSiteRedirects([entry]);
    expect(redirects).toEqual([]);
    expect(refused[0]?.reason).toContain(reason);
  });

  it('refuses every rule of a loop, keeps chains that end, and keeps the first rule of a source', () => {
    const { redirects, refused } = checkSiteRedirects([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c?x=1' },
      { from: '/c', to: '/a' },
      { from: '/d', to: '/e' },
      { from: '/e', to: '/f' },
      { from: '/d', to: '/g' },
      { from: '/h', to: '/a' },
    ]);
    expect(redirects.map((rule) => rule.from)).toEqual(['/d', '/e']);
    expect(refused.map((entry) => entry.reason)).toEqual([
      '/d is already redirected by an earlier rule.',
      '/a leads back to itself through the redirects.',
      '/b leads back to itself through the redirects.',
      '/c leads back to itself through the redirects.',
      '/h leads back to itself through the redirects.',
    ]);
  });

  it('reads nothing from a setting that is not a list', () => {
    expect(checkSiteRedirects(undefined)).toEqual({ redirects: [], refused: [] });
    expect(checkSiteRedirects({ from: '/a', to: '/b' }).redirects).toEqual([]);
  });
});

describe('siteRedirectTarget', () => {
  const rules = new Map([
    ['/old', '/new'],
    ['/with-query', '/new?tab=2'],
  ]);
  it('matches with or without a trailing slash and keeps the query unless the target has one', () => {
    expect(siteRedirectTarget(rules, '/old/', '?utm=x')).toBe('/new?utm=x');
    expect(siteRedirectTarget(rules, '/with-query', '?utm=x')).toBe('/new?tab=2');
    expect(siteRedirectTarget(rules, '/other', '')).toBeNull();
  });
});

describe('cardsRewrite', () => {
  it.each([
    ['/cards', '/credit-cards'],
    ['/cards/', '/credit-cards'],
    ['/cards/td-aeroplan', '/credit-cards/td-aeroplan'],
    ['/best-credit-cards/travel/cards', '/credit-cards'],
    ['/blog/cards', '/credit-cards'],
    ['/credit-cards', null],
    ['/credit-cards/scotia-momentum', null],
    ['/cardsharp', null],
    ['/best-cards-list', null],
    // The admin site is an app of its own, with a cards list of its own.
    ['/admin/cards', null],
    ['/admin/cards/td-aeroplan', null],
  ])('%s → %s', (path, expected) => {
    expect(cardsRewrite(path)).toBe(expected);
  });
});

describe('pathWithoutBlogPrefix', () => {
  it('offers the rest of a /blog/ path and never /blog itself', () => {
    expect(pathWithoutBlogPrefix('/blog/faq')).toBe('/faq');
    expect(pathWithoutBlogPrefix('/blog/best-credit-cards/travel')).toBe('/best-credit-cards/travel');
    expect(pathWithoutBlogPrefix('/blog')).toBeNull();
    expect(pathWithoutBlogPrefix('/blog/')).toBeNull();
    expect(pathWithoutBlogPrefix('/blogger/faq')).toBeNull();
  });
});
