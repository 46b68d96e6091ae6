import type { AuthStatus, SessionView } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { agreePathFor, memberGuardRedirect } from './require-member';

const session: SessionView = {
  email: 'alex@example.ca',
  name: 'Alex',
  isAdmin: false,
  agreedToTerms: true,
  mobileNumber: { isVerified: false, skipMobileNumber: true },
  authenticated: true,
  expiresAt: '2026-12-01T00:00:00.000Z',
};
const member: AuthStatus = { isAuthenticated: true, username: 'Alex', isAdmin: false, isDev: false, session };
const anonymous: AuthStatus = { isAuthenticated: false, username: '', isAdmin: false, isDev: false, session: null };
const at = (path: string) => new URL(path, 'https://site.test');

describe('memberGuardRedirect', () => {
  it('lets a signed-in member who agreed to the terms stay', () => {
    expect(memberGuardRedirect(member, at('/dashboard'))).toBeNull();
    expect(memberGuardRedirect(member, at('/ticket?id=ABC'))).toBeNull();
  });

  it('sends a visitor who is not signed in to login, coming back to the page and its query', () => {
    expect(memberGuardRedirect(anonymous, at('/dashboard'))).toBe('/login?redirect=%2Fdashboard');
    expect(memberGuardRedirect(anonymous, at('/ticket?id=AB12'))).toBe('/login?redirect=%2Fticket%3Fid%3DAB12');
  });

  it('treats a session part way through sign-in (second factor missing) as not signed in', () => {
    const halfway = { ...anonymous, session: { ...session, authenticated: false } };
    expect(memberGuardRedirect(halfway, at('/account'))).toBe('/login?redirect=%2Faccount');
  });

  it('sends a member who has not agreed to the terms to /agree, except on /agree itself', () => {
    const unagreed = { ...member, session: { ...session, agreedToTerms: false } };
    expect(memberGuardRedirect(unagreed, at('/dashboard'))).toBe('/agree');
    expect(memberGuardRedirect(unagreed, at('/account'))).toBe('/agree?redirect=%2Faccount');
    expect(memberGuardRedirect(unagreed, at('/agree?redirect=%2Faccount'))).toBeNull();
  });
});

describe('agreePathFor', () => {
  it('leaves off the dashboard (the default) and anything that is not a path on the site', () => {
    expect(agreePathFor('/dashboard')).toBe('/agree');
    expect(agreePathFor('//evil.example/x')).toBe('/agree');
    expect(agreePathFor('/user/confirm-delete')).toBe('/agree?redirect=%2Fuser%2Fconfirm-delete');
  });
});
