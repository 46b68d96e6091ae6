import { describe, expect, it } from 'vitest';
import { readPresentedToken } from './presented-token';

describe('readPresentedToken', () => {
  it('reads a bearer token', () => {
    expect(readPresentedToken('Bearer abc.def.ghi', undefined)).toBe('abc.def.ghi');
    expect(readPresentedToken('bearer   abc', undefined)).toBe('abc');
  });

  it('falls back to the authToken cookie', () => {
    expect(readPresentedToken(undefined, 'a=1; authToken=xyz.1=; b=2')).toBe('xyz.1=');
  });

  it('prefers the header over the cookie', () => {
    expect(readPresentedToken('Bearer head', 'authToken=cookie')).toBe('head');
  });

  it('ignores other schemes, empty values and look-alike cookie names', () => {
    expect(readPresentedToken('Basic dXNlcjpwYXNz', undefined)).toBeUndefined();
    expect(readPresentedToken('Bearer ', 'authToken=')).toBeUndefined();
    expect(readPresentedToken(undefined, 'xauthToken=1; authTokenX=2')).toBeUndefined();
  });
});
