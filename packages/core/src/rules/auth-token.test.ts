import { describe, expect, it } from 'vitest';
import {
  type AuthTokenData,
  isDecodableJwt,
  isTokenAuthenticated,
  nextModeAfterLogin,
  nextModeAfterRegister,
} from './auth-token';

function token({
  twoFactor,
  isVerified = false,
  skipMobileNumber = false,
}: {
  twoFactor?: AuthTokenData['twoFactor'];
  isVerified?: boolean;
  skipMobileNumber?: boolean;
} = {}): AuthTokenData {
  return {
    email: 'alex@example.ca',
    name: 'Alex',
    isAdmin: false,
    agreedToTerms: true,
    mobileNumber: { isVerified, skipMobileNumber },
    ...(twoFactor ? { twoFactor } : {}),
  };
}

const NOW = 1_800_000_000_000;
const LATER = NOW + 60_000;
const DONE_2FA = { validated: true, authenticated: true };
const PENDING_2FA = { validated: true, authenticated: false };
const UNSET_2FA = { validated: false, authenticated: false, otpAuth_url: 'otpauth://totp/x' };

describe('isTokenAuthenticated', () => {
  it('refuses an expired token, or one with an unreadable expiry', () => {
    expect(isTokenAuthenticated(token(), NOW, NOW)).toBe(false);
    expect(isTokenAuthenticated(token(), NOW - 1, NOW)).toBe(false);
    expect(isTokenAuthenticated(token(), Number.NaN, NOW)).toBe(false);
  });

  it('accepts a live token without two-factor, whatever the mobile state', () => {
    expect(isTokenAuthenticated(token(), LATER, NOW)).toBe(true);
    expect(isTokenAuthenticated(token({ isVerified: true }), LATER, NOW)).toBe(true);
  });

  it('with two-factor, needs the code given and the mobile number verified or skipped', () => {
    expect(isTokenAuthenticated(token({ twoFactor: DONE_2FA, isVerified: true }), LATER, NOW)).toBe(true);
    expect(isTokenAuthenticated(token({ twoFactor: DONE_2FA, skipMobileNumber: true }), LATER, NOW)).toBe(true);
    expect(isTokenAuthenticated(token({ twoFactor: DONE_2FA }), LATER, NOW)).toBe(false);
    expect(isTokenAuthenticated(token({ twoFactor: PENDING_2FA, isVerified: true }), LATER, NOW)).toBe(false);
    expect(isTokenAuthenticated(token({ twoFactor: UNSET_2FA, isVerified: true }), LATER, NOW)).toBe(false);
    expect(isTokenAuthenticated(token({ twoFactor: DONE_2FA, isVerified: true }), NOW, NOW)).toBe(false);
  });
});

describe('nextModeAfterLogin', () => {
  const email = 'alex@example.ca';
  it('sets up two-factor when present but not validated (before anything else)', () => {
    expect(nextModeAfterLogin(token({ twoFactor: UNSET_2FA }), email)).toBe('twoFactorSetup');
    expect(nextModeAfterLogin(token({ twoFactor: UNSET_2FA, isVerified: true }), 'alex.qatest@example.ca')).toBe(
      'twoFactorSetup',
    );
  });

  it('asks for the authenticator code when validated but not yet given', () => {
    expect(nextModeAfterLogin(token({ twoFactor: PENDING_2FA, isVerified: true }), email)).toBe('twoFactor');
  });

  it('asks for a mobile number when neither verified nor skipped, except for QA addresses', () => {
    expect(nextModeAfterLogin(token(), email)).toBe('mobileNumber');
    expect(nextModeAfterLogin(token({ twoFactor: DONE_2FA }), email)).toBe('mobileNumber');
    expect(nextModeAfterLogin(token(), 'alex-qatest3@example.ca')).toBe('done');
  });

  it('is done when the mobile number is verified or skipped', () => {
    expect(nextModeAfterLogin(token({ isVerified: true }), email)).toBe('done');
    expect(nextModeAfterLogin(token({ skipMobileNumber: true }), email)).toBe('done');
    expect(nextModeAfterLogin(token({ twoFactor: DONE_2FA, skipMobileNumber: true }), email)).toBe('done');
  });
});

describe('nextModeAfterRegister', () => {
  it('adds a mobile number in GeniusCash and gift card contexts, except for QA addresses', () => {
    expect(nextModeAfterRegister({ context: 'geniuscash', email: 'alex@example.ca' })).toBe('mobileNumber');
    expect(nextModeAfterRegister({ context: 'giftCard', email: 'alex@example.ca' })).toBe('mobileNumber');
    expect(nextModeAfterRegister({ context: 'giftCard', email: 'Alex.QATest@example.ca' })).toBe('done');
  });

  it('is done in any other context', () => {
    expect(nextModeAfterRegister({ context: 'header', email: 'alex@example.ca' })).toBe('done');
    expect(nextModeAfterRegister({ context: '', email: 'alex@example.ca' })).toBe('done');
    expect(nextModeAfterRegister({ context: null, email: 'alex@example.ca' })).toBe('done');
    expect(nextModeAfterRegister({ email: 'alex@example.ca' })).toBe('done');
  });
});

describe('isDecodableJwt', () => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jwt = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'x', exp: 1 })}.c2lnbmF0dXJl`;

  it('reads a token shaped like a JWT, whatever its signature or expiry', () => {
    expect(isDecodableJwt(jwt)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['not a JWT', 'hello'],
    ['two parts', jwt.split('.').slice(0, 2).join('.')],
    ['four parts', `${jwt}.x`],
    ['header not JSON', `bm90IGpzb24.${part({})}.sig`],
    ['header without alg', `${part({ typ: 'JWT' })}.${part({})}.sig`],
    ['payload a string', `${part({ alg: 'HS256' })}.${part('text')}.sig`],
    ['characters outside base64url', `${part({ alg: 'HS256' })}.${part({})}.si+g`],
    ['empty signature', `${part({ alg: 'HS256' })}.${part({})}.`],
    ['bytes that are not UTF-8', `${part({ alg: 'HS256' })}.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig`],
  ])('refuses %s', (_name, token) => {
    expect(isDecodableJwt(token)).toBe(false);
  });
});
