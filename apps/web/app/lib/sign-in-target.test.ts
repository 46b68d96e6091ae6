import { OPEN_REDIRECT_PAYLOADS } from '@cardgenius/core/rules';
import { describe, expect, it } from 'vitest';
import { groupSecret, otpAuthSecret, parseCardSlugs, referralCodeFrom, signInTarget } from './sign-in-target';

describe('signInTarget', () => {
  it('takes the redirect parameter first, then the loginRedirect cookie, then the dashboard', () => {
    expect(signInTarget('/credit-cards', '/account')).toBe('/credit-cards');
    expect(signInTarget(null, '/account')).toBe('/account');
    expect(signInTarget('', '/account')).toBe('/account');
    expect(signInTarget(undefined, undefined)).toBe('/dashboard');
  });

  it('keeps the query and fragment of a same-site target', () => {
    expect(signInTarget('/credit-cards?state=abc#top', undefined)).toBe('/credit-cards?state=abc#top');
  });

  it('skips a target on another site and falls through to the next source', () => {
    expect(signInTarget('//evil.example', '/account')).toBe('/account');
    expect(signInTarget('https://evil.example/', '//evil.example')).toBe('/dashboard');
  });

  it('never follows a classic open-redirect payload', () => {
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const target = signInTarget(payload, payload);
      expect(target.startsWith('/') && !target.startsWith('//'), payload).toBe(true);
      expect(new URL(target, 'https://site.example').origin, payload).toBe('https://site.example');
    }
  });

  it('refuses targets that would show the login form again', () => {
    expect(signInTarget('/login', undefined)).toBe('/dashboard');
    expect(signInTarget('/logout', '/register')).toBe('/dashboard');
  });
});

describe('parseCardSlugs', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    [
      '["tangerine-money-back","scotia-momentum-visa-infinite"]',
      ['tangerine-money-back', 'scotia-momentum-visa-infinite'],
    ],
    ['tangerine-money-back,scotia-momentum-visa-infinite', ['tangerine-money-back', 'scotia-momentum-visa-infinite']],
    [' tangerine-money-back , ', ['tangerine-money-back']],
    ['"tangerine-money-back"', ['tangerine-money-back']],
    ['Tangerine-Money-Back', ['tangerine-money-back']],
    ['["a-card","a-card"]', ['a-card']],
  ])('%j → %j', (raw, slugs) => {
    expect(parseCardSlugs(raw)).toEqual(slugs);
  });

  it('drops what is not a card slug instead of failing', () => {
    expect(parseCardSlugs('[1, null, {"slug":"x"}, "good-card", "../etc/passwd", "<script>"]')).toEqual(['good-card']);
    expect(parseCardSlugs('{"cards":["a"]}')).toEqual([]);
    expect(parseCardSlugs('["unterminated-card", "second')).toEqual(['unterminated-card', 'second']);
  });

  it('keeps at most 50 cards', () => {
    const many = Array.from({ length: 80 }, (_, index) => `card-${index}`);
    expect(parseCardSlugs(JSON.stringify(many))).toEqual(many.slice(0, 50));
  });
});

describe('referralCodeFrom', () => {
  it('keeps a well-formed code and drops anything else', () => {
    expect(referralCodeFrom('AbC_12-x')).toBe('AbC_12-x');
    expect(referralCodeFrom(' AbC ')).toBe('AbC');
    expect(referralCodeFrom(undefined)).toBeUndefined();
    expect(referralCodeFrom('')).toBeUndefined();
    expect(referralCodeFrom('has space')).toBeUndefined();
    expect(referralCodeFrom('x'.repeat(41))).toBeUndefined();
  });
});

describe('otpAuthSecret', () => {
  it('reads the base32 secret of an otpauth URI', () => {
    expect(otpAuthSecret('otpauth://totp/CardGenius:a%40b.ca?secret=jbswy3dpehpk3pxp&issuer=CardGenius')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(otpAuthSecret(undefined)).toBeNull();
    expect(otpAuthSecret('not a uri')).toBeNull();
    expect(otpAuthSecret('otpauth://totp/x?secret=not-base32!')).toBeNull();
  });

  it('groups the secret by four characters', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEH==')).toBe('JBSW Y3DP EH');
  });
});
