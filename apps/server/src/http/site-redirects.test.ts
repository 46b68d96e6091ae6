import { GlobalResponse } from '@cardgenius/core/contract';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import routes from '../../../web/app/routes';
import { createApp } from '../app';
import { siteSettings } from '../db/schema';
import { forgetSiteContent } from '../modules/content/site-content-cache';
import { createTestApp } from '../test/test-app';
import { pageRouteMatcher } from './page-routes';
import type { WebMount } from './web';

const t = await createTestApp();
afterAll(() => t.close());

/** The web app's real route table, as the build's manifest lists it (every page a child of the root). */
function manifestOf(entries: readonly RouteConfigEntry[]): ServerBuild['routes'] {
  const manifest: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = {
    root: { id: 'root', path: '' },
  };
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
    manifest[id] = { id, parentId: 'root', path: entry.path, index: entry.index };
  }
  return manifest as unknown as ServerBuild['routes'];
}

const rendered: string[] = [];
const web: WebMount = {
  handlePage: async (request) => {
    rendered.push(new URL(request.url).pathname);
    return new Response('page');
  },
  pageRoute: pageRouteMatcher(manifestOf(routes)),
};
const site = await createApp(t.deps, { web });

async function storeRedirects(value: unknown) {
  await t.database.db
    .insert(siteSettings)
    .values({ key: 'redirects', value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  forgetSiteContent(t.database.db);
}

const locationOf = async (path: string, init?: RequestInit) => {
  const response = await site.request(path, init);
  return { status: response.status, location: response.headers.get('location') };
};

beforeEach(async () => {
  rendered.length = 0;
  await storeRedirects([]);
});

describe('staff redirects', () => {
  it('answer a GET or HEAD of a matching path with a 301 before rendering, keeping the query', async () => {
    await storeRedirects([
      { from: '/old-guide', to: '/methodology' },
      { from: '/partner-offer/', to: 'https://example.org/offer' },
    ]);
    expect(await locationOf('/old-guide?utm_source=x')).toEqual({
      status: 301,
      location: '/methodology?utm_source=x',
    });
    expect(await locationOf('/old-guide/', { method: 'HEAD' })).toEqual({ status: 301, location: '/methodology' });
    expect(await locationOf('/partner-offer')).toEqual({ status: 301, location: 'https://example.org/offer' });
    expect((await site.request('/old-guide', { method: 'POST' })).status).toBe(200);
    expect(rendered).toEqual(['/old-guide']);
  });

  it('refuses rules leaving for another site over http, or going round in a loop, and lists the rest', async () => {
    await storeRedirects([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
      { from: '/insecure', to: 'http://example.org/' },
      { from: '/protocol-relative', to: '//evil.example/' },
      { from: '/kept', to: '/faq' },
    ]);
    for (const path of ['/a', '/b', '/insecure', '/protocol-relative']) {
      expect((await site.request(path)).status, path).toBe(200);
    }
    expect(await locationOf('/kept')).toEqual({ status: 301, location: '/faq' });
    const global = GlobalResponse.parse(await (await site.request('/api/v2/global')).json());
    expect(global.redirects).toEqual({ redirects: [{ from: '/kept', to: '/faq' }] });
  });

  it('never touch the API', async () => {
    await storeRedirects([{ from: '/api/v2/global', to: '/faq' }]);
    expect((await site.request('/api/v2/global')).status).toBe(200);
  });
});

describe('the accounts spec §2 rewrites', () => {
  it.each([
    ['/cards', '/credit-cards'],
    ['/cards/td-aeroplan-visa-infinite?x=1', '/credit-cards/td-aeroplan-visa-infinite?x=1'],
    ['/best-credit-cards/travel/cards', '/credit-cards'],
    ['/blog/cards', '/credit-cards'],
  ])('%s → %s', async (path, location) => {
    expect(await locationOf(path)).toEqual({ status: 301, location });
  });

  it.each([
    ['/blog/faq', '/faq'],
    ['/blog/credit-cards/td-aeroplan-visa-infinite', '/credit-cards/td-aeroplan-visa-infinite'],
    ['/blog/best-credit-cards/travel?state=x', '/best-credit-cards/travel?state=x'],
    ['/blog/contact', '/contact'],
  ])('the optional /blog prefix of a site page: %s → %s', async (path, location) => {
    expect(await locationOf(path)).toEqual({ status: 301, location });
  });

  it("leaves /blog, the blog's own pages and /blog/{slug} that is no site page to the blog", async () => {
    const paths = [
      '/blog',
      '/blog/',
      // Blog pages of their own, though '/best-credit-cards' is a page too.
      '/blog/best-credit-cards',
      '/blog/credit-card-news',
      '/blog/best-travel-cards-of-2026',
      '/blog/credit-cards-101/some-post',
    ];
    for (const path of paths) expect((await site.request(path)).status, path).toBe(200);
    expect(rendered).toEqual(paths);
  });
});
