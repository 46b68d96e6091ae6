import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_PAYLOADS } from './open-redirect-corpus';
import { DEFAULT_LOGIN_REDIRECT, loginPathFor, safeRedirectPath } from './safe-redirect';

const SITE = 'https://site.example';

/** What every answer must be: a path that stays on the site, and stays the same when checked again. */
function expectSameSite(result: string): void {
  expect(result.startsWith('/')).toBe(true);
  expect(result.startsWith('//')).toBe(false);
  expect(result).not.toContain('\\');
  expect(new URL(result, SITE).origin).toBe(SITE);
  expect(safeRedirectPath(result, '/fallback')).toBe(result);
}

describe('safeRedirectPath', () => {
  it.each([
    '/credit-cards?sort=fee#top',
    '/dashboard',
    '/credit-cards/american-express-cobalt-card',
    '/account',
    '/',
    '/search?q=cash%20back',
    '/blog/best-cards?redirect=//evil.com',
    '/loginx',
    '/a.b/c',
  ])('keeps %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it('returns the parsed form of a kept path', () => {
    expect(safeRedirectPath('/é')).toBe('/%C3%A9');
    expect(safeRedirectPath('/a?b=c d')).toBe(DEFAULT_LOGIN_REDIRECT);
    expect(safeRedirectPath('/a?b="x"')).toBe('/a?b=%22x%22');
  });

  it('has at least 40 classic payloads in its corpus', () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [payload]))('keeps %j on the site', (payload) => {
    const result = safeRedirectPath(payload);
    expectSameSite(result);
    if (!payload.startsWith('/') || payload.startsWith('//')) expect(result).toBe(DEFAULT_LOGIN_REDIRECT);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '%2F%2Fevil.com',
    '/%252F%252Fevil.com',
    '/%25252F%25252Fevil.com',
    '/%2525252F%2525252Fevil.com',
    '/%09/evil.com',
    '/ /evil.com',
    '/a/..//evil.com',
    '/%2e%2e//evil.com',
    '/a/./b',
    '/100%',
    '/%E0%A4%A',
    'https://site.example/dashboard',
  ])('refuses %j', (payload) => {
    expect(safeRedirectPath(payload)).toBe(DEFAULT_LOGIN_REDIRECT);
  });

  it('refuses targets that would loop back to login, register or logout', () => {
    for (const path of ['/login', '/LOGIN/', '/login?x=1', '/login/2fa', '/register#a', '/logout', '/%6Cogout']) {
      expect(safeRedirectPath(path), path).toBe(DEFAULT_LOGIN_REDIRECT);
    }
  });

  it('refuses non-strings, empty and very long targets, with any fallback', () => {
    for (const value of [undefined, null, 42, ['/account'], { toString: () => '/account' }, '']) {
      expect(safeRedirectPath(value)).toBe(DEFAULT_LOGIN_REDIRECT);
    }
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`, '/home')).toBe('/home');
    expect(safeRedirectPath('//evil.com', '/credit-cards')).toBe('/credit-cards');
  });

  it('keeps any text on the site', () => {
    const check = (value: string) => {
      const result = safeRedirectPath(value, '/fallback');
      if (result !== '/fallback') expectSameSite(result);
    };
    fc.assert(fc.property(fc.string({ unit: 'binary' }), check), { numRuns: 2000 });
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (tail) => check(`/${tail}`)),
      { numRuns: 2000 },
    );
    const fragments = fc.constantFrom(
      '/',
      '\\',
      '%',
      '%2F',
      '%5C',
      '%25',
      '%2e',
      '.',
      '..',
      ':',
      '@',
      '?',
      '#',
      ';',
      '\t',
      ' ',
      '\n',
      'evil.com',
      'http',
      'javascript',
      '／',
      '%EF%BC%8F',
      '%0d%0a',
      'a',
    );
    fc.assert(
      fc.property(fc.array(fragments, { maxLength: 12 }), (parts) => {
        check(parts.join(''));
        check(`/${parts.join('')}`);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('loginPathFor', () => {
  it('carries the return path in the redirect parameter', () => {
    expect(loginPathFor('/account')).toBe('/login?redirect=%2Faccount');
    expect(loginPathFor('/credit-cards?sort=fee#top')).toBe('/login?redirect=%2Fcredit-cards%3Fsort%3Dfee%23top');
    const back = new URL(loginPathFor('/credit-cards?sort=fee#top'), SITE).searchParams.get('redirect');
    expect(safeRedirectPath(back)).toBe('/credit-cards?sort=fee#top');
  });

  it('leaves off an unsafe or looping target', () => {
    expect(loginPathFor('//evil.com')).toBe('/login');
    expect(loginPathFor('/logout')).toBe('/login');
  });
});
