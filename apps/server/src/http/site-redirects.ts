import type { RefusedRedirect } from '@cardgenius/core/rules';
import { cardsRewrite, pathWithoutBlogPrefix, siteRedirectTarget } from '@cardgenius/core/rules';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { siteContent } from '../modules/content/site-content-cache';
import type { AppEnv } from './app-env';
import type { PageRouteKind } from './page-routes';

/** Each refused list is logged once (it is read again at most once a minute). */
const loggedRefusals = new WeakSet<RefusedRedirect[]>();

/**
 * Permanent redirects answered before any page renders, for GET and HEAD only: staff's redirects (the
 * `redirects` setting, shell-and-browsing §3), then the accounts spec §2 rewrites: '/cards/…' and
 * '…/cards' to the card list, and the optional '/blog' prefix of the site's own pages ('/blog/faq' is
 * '/faq'). A '/blog/{slug}' that is no page of the site, or a blog page of its own, is left alone.
 */
export function siteRedirects(
  deps: AppDeps,
  pageRoute?: (path: string) => PageRouteKind | Promise<PageRouteKind>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const path = url.pathname;
    if (path.startsWith('/api/')) return next();
    // Unreadable settings (the database away) skip staff's rules rather than fail every file and page.
    const content = await siteContent(deps.database.db).catch((error: unknown) => {
      c.get('logger').error({ err: error }, 'redirects setting could not be read');
      return null;
    });
    if (content && content.refusedRedirects.length > 0 && !loggedRefusals.has(content.refusedRedirects)) {
      loggedRefusals.add(content.refusedRedirects);
      c.get('logger').warn({ refused: content.refusedRedirects }, 'redirects setting: rules not applied');
    }
    const staff = content ? siteRedirectTarget(content.redirects, path, url.search) : null;
    if (staff !== null) return c.redirect(staff, 301);
    const cards = cardsRewrite(path);
    if (cards !== null) return c.redirect(`${cards}${url.search}`, 301);
    // A '/blog/…' page of its own (a blog category) is never another page with the prefix.
    const rest = pathWithoutBlogPrefix(path);
    if (rest !== null && pageRoute && (await pageRoute(path)) !== 'fixed' && (await pageRoute(rest)) !== null)
      return c.redirect(`${rest}${url.search}`, 301);
    return next();
  };
}
