import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { securityHeaders } from './security-headers';

const app = new Hono<AppEnv>();
app.use(securityHeaders({ production: true }));
app.get('/assets/app-abc.js', (c) => c.body('export {};', 200, { 'content-type': 'text/javascript; charset=utf-8' }));
app.get('/assets/*', (c) => c.html('<!doctype html><title>Not found</title>', 404));
app.get('/about', (c) => c.html('<!doctype html><title>About</title>'));

const headersOf = async (path: string) => (await app.request(path)).headers;

describe('security headers', () => {
  it('give a page the whole set: its policy, framing, referrer, opener and transport rules', async () => {
    const page = await headersOf('/about');
    expect(page.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    expect(page.get('x-frame-options')).toBe('DENY');
    expect(page.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('give the build’s scripts only what applies to a script: nosniff, the resource policy, HSTS', async () => {
    const script = await headersOf('/assets/app-abc.js');
    expect(script.get('x-content-type-options')).toBe('nosniff');
    expect(script.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(script.get('strict-transport-security')).toMatch(/^max-age=/);
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'referrer-policy']) {
      expect(script.get(name)).toBeNull();
    }
  });

  it('keep the whole set on a page answered under /assets/ (a missing file)', async () => {
    const missing = await headersOf('/assets/gone.js');
    expect(missing.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(missing.get('x-frame-options')).toBe('DENY');
  });
});
