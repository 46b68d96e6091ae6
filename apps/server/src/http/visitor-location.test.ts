import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Env } from '../env';
import { createLogger } from '../lib/logger';
import { type FakeGeoService, startFakeGeoService } from '../test/fake-geo-service';
import { createTestApp } from '../test/test-app';
import type { WebMount } from './web';

const t = await createTestApp();
const services: FakeGeoService[] = [];
afterAll(async () => {
  await Promise.all(services.map((service) => service.close()));
  await t.close();
});

const PLACES = {
  '203.0.113.7': { region_code: 'ON', country_name: 'Canada', region_name: 'Ontario' },
  '198.51.100.9': { region_code: 'CA', country_name: 'United States', region_name: 'California' },
};
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The site with a fake page that answers with the Cookie header its loaders (and API calls) see. */
async function siteWith(env: Partial<Env>, logLines: string[] = []) {
  const web: WebMount = { handlePage: async (request) => new Response(request.headers.get('cookie') ?? '') };
  const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void logLines.push(line) } });
  return createApp({ ...t.deps, logger, env: { ...t.deps.env, TRUST_PROXY: true, ...env } }, { web, modules: [] });
}

async function geo(options: Parameters<typeof startFakeGeoService>[1] = {}) {
  const service = await startFakeGeoService(PLACES, options);
  services.push(service);
  return service;
}

const visit = (
  site: Awaited<ReturnType<typeof siteWith>>,
  ip: string,
  headers: Record<string, string> = {},
  path = '/',
) => site.request(path, { headers: { accept: 'text/html', 'user-agent': BROWSER, 'x-forwarded-for': ip, ...headers } });

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('the visitor’s location on a first page', () => {
  it('is looked up once, stored with the province found, and followed by that very page', async () => {
    const service = await geo();
    const site = await siteWith({ GEO_URL: service.url });
    const first = await visit(site, '203.0.113.7');
    expect(service.lookups).toEqual(['203.0.113.7']);
    expect(cookieValue(first, 'province')).toBe('ON');
    const location = JSON.parse(decodeURIComponent(cookieValue(first, 'location') ?? ''));
    expect(location).toEqual({ province: 'ON', country: 'Canada', regionName: 'Ontario' });
    expect(await first.text()).toContain('province=ON');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.getSetCookie()[0]).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);

    // The browser sends the cookie back: no second lookup, nothing set again.
    const next = await visit(site, '203.0.113.7', { cookie: `location=${cookieValue(first, 'location')}` });
    expect(next.headers.getSetCookie()).toEqual([]);
    expect(service.lookups).toHaveLength(1);
  });

  it('never replaces the province the visitor chose, and keeps no province outside Canada', async () => {
    const service = await geo();
    const site = await siteWith({ GEO_URL: service.url });
    const chosen = await visit(site, '203.0.113.7', { cookie: 'province=QC' });
    expect(cookieValue(chosen, 'province')).toBeUndefined();
    expect(cookieValue(chosen, 'location')).toBeDefined();
    expect(await chosen.text()).toMatch(/^province=QC; location=/);

    const abroad = await visit(site, '198.51.100.9');
    expect(cookieValue(abroad, 'province')).toBeUndefined();
    expect(JSON.parse(decodeURIComponent(cookieValue(abroad, 'location') ?? ''))).toEqual({
      province: '',
      country: 'United States',
      regionName: 'California',
    });
  });

  it('stores an empty location when the service is slow or failing, so the page waits once and never errors', async () => {
    const logLines: string[] = [];
    const slow = await geo({ delayMs: 3000 });
    const site = await siteWith({ GEO_URL: slow.url }, logLines);
    const started = performance.now();
    const response = await visit(site, '203.0.113.7');
    expect(performance.now() - started).toBeLessThan(1500);
    expect(response.status).toBe(200);
    expect(cookieValue(response, 'province')).toBeUndefined();
    expect(JSON.parse(decodeURIComponent(cookieValue(response, 'location') ?? ''))).toEqual({
      province: '',
      country: '',
      regionName: '',
    });

    const failing = await geo({ status: 503 });
    const other = await siteWith({ GEO_URL: failing.url }, logLines);
    const refused = await visit(other, '203.0.113.7');
    expect(refused.status).toBe(200);
    expect(cookieValue(refused, 'location')).toBeDefined();
    // The failures are logged, never the address (nor the URL that holds it).
    expect(logLines.join('\n')).toContain('geolocation lookup failed');
    expect(logLines.join('\n')).toContain('geolocation service refused a lookup');
    expect(logLines.join('\n')).not.toContain('203.0.113');
  });

  it('asks once per address for a browser that keeps no cookies', async () => {
    const service = await geo();
    const site = await siteWith({ GEO_URL: service.url });
    await visit(site, '203.0.113.7');
    await visit(site, '203.0.113.7');
    expect(service.lookups).toEqual(['203.0.113.7']);
  });

  it('is not looked up for crawlers, API-style requests, client navigations or this computer', async () => {
    const service = await geo();
    const site = await siteWith({ GEO_URL: service.url });
    await visit(site, '203.0.113.7', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await visit(site, '203.0.113.7', { accept: 'application/json' });
    await visit(site, '203.0.113.7', {}, '/credit-cards.data');
    await visit(site, '127.0.0.1');
    expect(service.lookups).toEqual([]);
  });

  it('is not looked up at all without GEO_URL', async () => {
    const site = await siteWith({ GEO_URL: undefined });
    const response = await visit(site, '203.0.113.7');
    expect(response.headers.getSetCookie()).toEqual([]);
    // Nothing of the visitor's in it: the page every visitor without cookies gets.
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
  });
});
