import { endpoints } from '@cardgenius/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { signSessionToken } from '../modules/auth/session-token';
import { createTestApp } from '../test/test-app';
import type { WebMount } from './web';

const t = await createTestApp();
afterAll(() => t.close());

/** One fake page that reads the sign-in status through the API, as the root loader does. */
const seen: { notice: string | undefined; signedIn: boolean }[] = [];
const web: WebMount = {
  handlePage: async (_request, context) => {
    const status = await context.api.call(endpoints.getAuthStatus);
    seen.push({ notice: context.sessionNotice, signedIn: status.isAuthenticated });
    return new Response('page');
  },
};
const site = await createApp(t.deps, { web });

const clearedCookies = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => /Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.slice(0, cookie.indexOf('=')));

describe('a session cookie that cannot be read (accounts spec §8)', () => {
  it('renders the page signed out with the notice, and clears the cookie', async () => {
    seen.length = 0;
    const response = await site.request('/faq', {
      headers: { cookie: 'province=ON; authToken=not-a-jwt; csrfToken=x' },
    });
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ notice: 'unreadableToken', signedIn: false }]);
    expect(clearedCookies(response).sort()).toEqual(['authToken', 'csrfToken', 's']);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows nothing on the next page, once the cookie is gone', async () => {
    seen.length = 0;
    const response = await site.request('/faq', { headers: { cookie: 'province=ON' } });
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ notice: undefined, signedIn: false }]);
    expect(clearedCookies(response)).toEqual([]);
  });

  it('keeps today’s behaviour for a token that reads as a JWT but names no live session', async () => {
    seen.length = 0;
    const expired = await signSessionToken(
      {
        sessionId: '00000000-0000-4000-8000-000000000000',
        userId: '00000000-0000-4000-8000-000000000001',
        data: {
          email: 'a@example.com',
          name: 'A',
          isAdmin: false,
          agreedToTerms: true,
          mobileNumber: { isVerified: false, skipMobileNumber: true },
        },
        expiresAt: new Date(Date.now() - 60_000),
      },
      { secret: t.deps.authSecret, issuer: t.deps.env.SITE_URL },
    );
    const response = await site.request('/faq', { headers: { cookie: `authToken=${expired}` } });
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ notice: undefined, signedIn: false }]);
    expect(clearedCookies(response)).toEqual([]);
  });

  it('answers an API call signed out (never a 5xx) and clears the cookie there too', async () => {
    const response = await site.request('/api/v2/user/auth-status', { headers: { cookie: 'authToken=%%%garbage' } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { isAuthenticated: boolean }).isAuthenticated).toBe(false);
    expect(clearedCookies(response).sort()).toEqual(['authToken', 'csrfToken', 's']);
    const post = await site.request('/api/v2/analytics/satisfaction', {
      method: 'POST',
      headers: { cookie: 'authToken=garbage', 'content-type': 'application/json' },
      body: JSON.stringify({ site: 'site', rating: 1, page: '/' }),
    });
    expect(post.status).toBeLessThan(500);
  });
});
