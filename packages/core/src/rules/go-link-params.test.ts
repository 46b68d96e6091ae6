import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GO_CONTEXT,
  GO_TOKEN_MAX_LENGTH,
  isAffiliateId,
  isGoContext,
  isGoToken,
  readGoLinkQuery,
} from './go-link-params';
import { OPEN_REDIRECT_PAYLOADS } from './open-redirect-corpus';

describe('readGoLinkQuery', () => {
  it('defaults the context to Direct and tracking to on', () => {
    expect(readGoLinkQuery('')).toEqual({ context: DEFAULT_GO_CONTEXT, notracking: false });
  });

  it('keeps valid values, trimmed', () => {
    expect(readGoLinkQuery('?context=+Compare+Page+&aid=a_1&pid=partner.7')).toEqual({
      context: 'Compare Page',
      notracking: false,
      aid: 'a_1',
      pid: 'partner.7',
    });
  });

  it('reads notracking bare or with a true word, and anything else as off', () => {
    for (const on of ['?notracking', '?notracking=', '?notracking=true', '?notracking=1', '?notracking=YES']) {
      expect(readGoLinkQuery(on).notracking).toBe(true);
    }
    for (const off of ['', '?notracking=false', '?notracking=0', '?notracking=no', '?notracking=maybe']) {
      expect(readGoLinkQuery(off).notracking).toBe(false);
    }
  });

  it('drops invalid tokens and falls back to Direct for an invalid context', () => {
    const long = 'a'.repeat(GO_TOKEN_MAX_LENGTH + 1);
    expect(readGoLinkQuery(`?context=${long}&aid=${long}&pid=a%20b`)).toEqual({
      context: DEFAULT_GO_CONTEXT,
      notracking: false,
    });
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const parsed = readGoLinkQuery(new URLSearchParams({ context: payload, aid: payload, pid: payload }));
      expect(isGoContext(parsed.context)).toBe(true);
      if (parsed.aid !== undefined) expect(isGoToken(parsed.aid)).toBe(true);
      if (parsed.pid !== undefined) expect(isGoToken(parsed.pid)).toBe(true);
    }
  });

  it('answers only valid values for any generated query', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('context', 'aid', 'pid', 'notracking'), fc.string()), (params) => {
        const parsed = readGoLinkQuery(new URLSearchParams(params));
        expect(isGoContext(parsed.context)).toBe(true);
        expect(parsed.aid === undefined || isGoToken(parsed.aid)).toBe(true);
        expect(parsed.pid === undefined || isGoToken(parsed.pid)).toBe(true);
        // Nothing a URL parser could read as a scheme, host or another parameter.
        for (const value of [parsed.context, parsed.aid ?? '', parsed.pid ?? ''])
          expect(value).not.toMatch(/[/\\?#&=@%]/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('isAffiliateId', () => {
  it('accepts catalogue ids and refuses anything with separators', () => {
    expect(isAffiliateId('cibc-aventura-visa-infinite')).toBe(true);
    for (const bad of ['', '-x', 'a/b', 'a b', '..', 'a'.repeat(101), '%2F']) expect(isAffiliateId(bad)).toBe(false);
  });
});
