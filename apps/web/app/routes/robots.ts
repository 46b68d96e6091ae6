import type { Route } from './+types/robots';

/**
 * robots.txt: production is open to crawlers and points at the sitemap; other environments are closed.
 * Go-links are left alone: following one would count an apply click (shell-and-browsing §7); staff's
 * previews of unpublished posts answer only staff.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, isProduction } = context.site;
  const body = isProduction
    ? `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /go/\nDisallow: /go2/\nDisallow: /preview/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
