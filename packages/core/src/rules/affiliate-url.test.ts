import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLY_ID_PARAM,
  CONTEXT_PARAM,
  internalPathOf,
  isWebUrl,
  PID_PARAM,
  TRACKING_PARAMS,
  withApplyTracking,
  withPid,
} from './affiliate-url';
import { OPEN_REDIRECT_PAYLOADS } from './open-redirect-corpus';

const SITE = 'https://cardgenius.example';
const APPLY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('withApplyTracking', () => {
  it('adds the apply id, context and pid, keeping the registered URL’s own query and fragment', () => {
    const url = withApplyTracking('https://www.bank.example/apply?product=cash&lang=en#form', {
      applyId: APPLY_ID,
      context: 'Compare Page',
      pid: 'partner-1',
    });
    expect(url).toBe(
      `https://www.bank.example/apply?product=cash&lang=en&${APPLY_ID_PARAM}=${APPLY_ID}&${CONTEXT_PARAM}=Compare+Page&${PID_PARAM}=partner-1#form`,
    );
  });

  it('replaces values of its own parameters that the registered URL already had, and drops a stale pid', () => {
    const url = new URL(
      withApplyTracking('https://www.bank.example/apply?applyId=old&context=old&pid=old', {
        applyId: APPLY_ID,
        context: 'Direct',
      }),
    );
    expect(url.searchParams.getAll(APPLY_ID_PARAM)).toEqual([APPLY_ID]);
    expect(url.searchParams.getAll(CONTEXT_PARAM)).toEqual(['Direct']);
    expect(url.searchParams.has(PID_PARAM)).toBe(false);
  });

  it('refuses a registered URL that is not http(s)', () => {
    expect(() => withApplyTracking('javascript:alert(1)', { applyId: APPLY_ID, context: 'Direct' })).toThrow();
    expect(() => withApplyTracking('/relative', { applyId: APPLY_ID, context: 'Direct' })).toThrow();
  });

  it('changes nothing but its own parameters, whatever the values', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
        fc.constantFrom(...OPEN_REDIRECT_PAYLOADS),
        (context, pid, payload) => {
          const registered = 'https://www.bank.example/cards/apply?product=7';
          const url = new URL(withApplyTracking(registered, { applyId: payload, context, pid }));
          expect(url.origin).toBe('https://www.bank.example');
          expect(url.pathname).toBe('/cards/apply');
          expect(url.hash).toBe('');
          const other = [...url.searchParams.keys()].filter(
            (key) => !(TRACKING_PARAMS as readonly string[]).includes(key),
          );
          expect(other).toEqual(['product']);
          expect(url.searchParams.get('product')).toBe('7');
          expect(url.searchParams.get(APPLY_ID_PARAM)).toBe(payload);
          expect(url.searchParams.get(CONTEXT_PARAM)).toBe(context);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('internalPathOf', () => {
  it('reads paths and URLs on the site’s own origin as internal', () => {
    expect(internalPathOf('/offers/x?a=1#top', SITE)).toBe('/offers/x?a=1#top');
    expect(internalPathOf(`${SITE}/credit-cards`, SITE)).toBe('/credit-cards');
    expect(internalPathOf(`${SITE}`, SITE)).toBe('/');
  });

  it('reads other hosts, look-alikes and tricks as not internal', () => {
    for (const url of [
      'https://www.bank.example/apply',
      `${SITE}.evil.com/x`,
      `${SITE}:8443/x`,
      'http://cardgenius.example/x',
      `${SITE}@evil.com`,
    ]) {
      expect(internalPathOf(url, SITE)).toBeNull();
    }
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const path = internalPathOf(payload, SITE);
      if (path !== null) expect(new URL(path, SITE).origin).toBe(SITE);
    }
  });
});

describe('withPid', () => {
  it('appends pid to an internal path, replacing one it had', () => {
    expect(withPid('/offers/x', 'p-1')).toBe('/offers/x?pid=p-1');
    expect(withPid('/offers/x?pid=old&a=1#f', 'p-2')).toBe('/offers/x?pid=p-2&a=1#f');
    expect(withPid('/offers/x', undefined)).toBe('/offers/x');
  });
});

describe('isWebUrl', () => {
  it('accepts only absolute http(s) URLs', () => {
    expect(isWebUrl('https://www.bank.example/')).toBe(true);
    expect(isWebUrl('http://www.bank.example/')).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/path', '//evil.com', 'ftp://evil.com', '']) {
      expect(isWebUrl(url)).toBe(false);
    }
  });
});
