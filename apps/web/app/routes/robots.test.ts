import { describe, expect, it } from 'vitest';
import type { Route } from './+types/robots';
import { loader } from './robots';

const robotsFor = (isProduction: boolean) =>
  loader({
    context: { site: { siteUrl: 'https://cardgenius.example', isProduction } },
  } as unknown as Route.LoaderArgs).text();

describe('robots.txt', () => {
  it('keeps crawlers off the API, the go-links (they would count apply clicks) and staff previews in production', async () => {
    const lines = (await robotsFor(true)).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /go/',
        'Disallow: /go2/',
        'Disallow: /preview/',
      ]),
    );
    expect(lines).toContain('Sitemap: https://cardgenius.example/sitemap.xml');
  });

  it('closes everything outside production', async () => {
    expect(await robotsFor(false)).toBe('User-agent: *\nDisallow: /\n');
  });
});
