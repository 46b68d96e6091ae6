import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-fetch';

/** A page at `pathname` whose cookies are `cookie`. */
function onPage(pathname: string, cookie: string) {
  vi.stubGlobal('location', { pathname });
  vi.stubGlobal('document', { cookie });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function headersSent(url: string, init: RequestInit = {}) {
  const fetchLike = vi.fn<typeof fetch>(async () => new Response('{}'));
  await apiFetch(url, init, fetchLike);
  const sent = fetchLike.mock.calls[0]?.[1];
  return { headers: new Headers(sent?.headers), credentials: sent?.credentials };
}

describe('apiFetch', () => {
  it('names the page on every call, and sends the site’s cookies', async () => {
    onPage('/credit-cards', 'csrfToken=t0k3n');
    for (const method of ['GET', 'HEAD', 'POST']) {
      const { headers, credentials } = await headersSent('/api/v2/global', { method });
      expect(headers.get('requestingpath')).toBe('/credit-cards');
      expect(credentials).toBe('same-origin');
    }
  });

  it('echoes the CSRF cookie on every relative call that is not GET or HEAD, and only there', async () => {
    onPage('/account', 'province=ON; csrfToken=t0k3n');
    expect((await headersSent('/api/v2/user/logout', { method: 'POST' })).headers.get('x-csrf-token')).toBe('t0k3n');
    expect((await headersSent('/api/v2/x', { method: 'delete' })).headers.get('x-csrf-token')).toBe('t0k3n');
    expect((await headersSent('/api/v2/global')).headers.get('x-csrf-token')).toBeNull();
    expect((await headersSent('/api/v2/global', { method: 'HEAD' })).headers.get('x-csrf-token')).toBeNull();
    expect((await headersSent('https://elsewhere.example/x', { method: 'POST' })).headers.has('x-csrf-token')).toBe(
      false,
    );
    expect((await headersSent('//elsewhere.example/x', { method: 'POST' })).headers.has('x-csrf-token')).toBe(false);
  });

  it('keeps the caller’s own headers, and sends no CSRF header without the cookie', async () => {
    onPage('/', '');
    const { headers } = await headersSent('/api/v2/analytics/pageview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('x-csrf-token')).toBe(false);
    expect(headers.get('requestingpath')).toBe('/');
  });
});
