import { ErrorResponse } from '@cardgenius/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

const t = await createTestApp({ env: { CORS_ORIGINS: 'https://partner.example.ca' } });
afterAll(() => t.close());

describe('every response', () => {
  it('carries security headers with a fresh CSP nonce and no unsafe-inline scripts', async () => {
    const [first, second] = await Promise.all([t.app.request('/api/v2/health'), t.app.request('/api/v2/health')]);
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(second.headers.get('content-security-policy')).not.toBe(csp);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // HSTS only in production (below).
    expect(first.headers.get('strict-transport-security')).toBeNull();
  });

  it('carries a request id, keeping a well-formed incoming one', async () => {
    const generated = await t.app.request('/api/v2/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.request('/api/v2/health', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-12345678');
    const replaced = await t.app.request('/api/v2/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.app.request('/api/v2/nothing-here');
    expect(missing.headers.get('x-request-id')).toBeTruthy();
  });

  it('sets HSTS in production', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', SITE_URL: 'https://example.ca', AUTH_SECRET: 'p'.repeat(40) },
    });
    try {
      const response = await production.app.request('/api/v2/health');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await production.close();
    }
  });
});

describe('API conventions', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await t.app.request('/api/v2/no/such/thing', { method });
      expect(response.status).toBe(404);
      const body = ErrorResponse.parse(await response.json());
      expect(body.error.code).toBe('NOT_FOUND');
    }
  });

  it('answers a wrong method with 405 and an Allow header', async () => {
    const response = await t.app.request('/api/v2/health', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(ErrorResponse.parse(await response.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('allows CORS only for configured origins', async () => {
    const preflight = (origin: string) =>
      t.app.request('/api/v2/global', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('https://partner.example.ca');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example.ca');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const denied = await preflight('https://evil.example.com');
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('accepts a bearer token and the requestingpath header without failing', async () => {
    const response = await t.app.request('/api/v2/global', {
      headers: { authorization: 'Bearer abc.def.ghi', requestingpath: '/credit-cards' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
