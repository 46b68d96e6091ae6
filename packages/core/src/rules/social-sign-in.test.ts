import { describe, expect, it } from 'vitest';
import { isSocialProvider, memberNameFrom, socialSignInErrorMessage, verifiedEmailOf } from './social-sign-in';

describe('verifiedEmailOf', () => {
  it('links only by an address the provider vouches for', () => {
    expect(verifiedEmailOf({ subject: '1', email: ' Ann@Example.COM ', emailVerified: true })).toEqual({
      ok: true,
      email: 'ann@example.com',
    });
    expect(verifiedEmailOf({ subject: '1', email: 'ann@example.com', emailVerified: false })).toEqual({
      ok: false,
      error: 'unverified-email',
    });
  });

  it('says when there is no usable address at all', () => {
    expect(verifiedEmailOf({ subject: '1', emailVerified: true })).toEqual({ ok: false, error: 'no-email' });
    expect(verifiedEmailOf({ subject: '1', email: 'not an address', emailVerified: true })).toEqual({
      ok: false,
      error: 'no-email',
    });
  });
});

describe('memberNameFrom', () => {
  it("keeps the provider's name when our forms would accept it", () => {
    expect(memberNameFrom({ subject: '1', emailVerified: true, name: '  Anne   Marie ' }, 'a@b.ca')).toBe('Anne Marie');
  });

  it('falls back to the local part of the address', () => {
    expect(memberNameFrom({ subject: '1', emailVerified: true, name: 'R2-D2 <script>' }, 'droid@b.ca')).toBe('droid');
    expect(memberNameFrom({ subject: '1', emailVerified: true }, 'ann.lee@b.ca')).toBe('ann.lee');
  });
});

describe('socialSignInErrorMessage', () => {
  it('shows only its own sentences, never text from the query', () => {
    expect(socialSignInErrorMessage('unverified-email')).toMatch(/could not confirm/);
    expect(socialSignInErrorMessage('<b>hacked</b>')).toBeNull();
    expect(socialSignInErrorMessage('toString')).toBeNull();
    expect(socialSignInErrorMessage(null)).toBeNull();
  });

  it('knows its providers', () => {
    expect(isSocialProvider('google')).toBe(true);
    expect(isSocialProvider('twitter')).toBe(false);
  });
});
