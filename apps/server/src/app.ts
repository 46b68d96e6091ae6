import { API_BASE_PATH } from '@cardgenius/core/contract/names';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppDeps } from './app-deps';
import { closeApiRouter, createApiRouter, type ModuleRoutes } from './http/api-router';
import type { AppEnv } from './http/app-env';
import { handleApiError } from './http/error-handler';
import { requestId } from './http/request-id';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { siteRedirects } from './http/site-redirects';
import { mountWeb, type WebMount } from './http/web';
import { adminRoutes } from './modules/admin/admin.routes';
import { membersAdminRoutes } from './modules/admin/members-admin.routes';
import { staffCardsRoutes } from './modules/admin-cards/staff-cards.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { analyticsDashboardRoutes } from './modules/analytics/analytics-dashboard.routes';
import { accountRoutes } from './modules/auth/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { cardsRoutes } from './modules/cards/cards.routes';
import { catalogueRoutes } from './modules/cards/catalogue.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { bellSettingsRoutes } from './modules/content/bell-settings.routes';
import { contentRoutes } from './modules/content/content.routes';
import { forgetSiteContent } from './modules/content/site-content-cache';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { goRoutes } from './modules/go/go.routes';
import { mountGoRedirect } from './modules/go/go-redirect';
import { mediaRoutes, mountMedia } from './modules/media/media.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { geniusCashAdminRoutes } from './modules/offers/geniuscash-admin.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { pageCacheRoutes } from './modules/page-cache/page-cache.routes';
import { postsRoutes } from './modules/posts/posts.routes';
import { weycmsRoutes } from './modules/posts/weycms.routes';
import { cardReviewsRoutes } from './modules/reviews/card-reviews.routes';
import { siteSettingsRoutes } from './modules/settings/site-settings.routes';
import { createSocialProviders } from './modules/social-sign-in/social-providers';
import { mountSocialSignIn } from './modules/social-sign-in/social-routes';
import { apiDocsRoutes, systemRoutes } from './modules/system/system.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';

export type { AppDeps } from './app-deps';

/** The API modules, in mount order. */
export const API_MODULES: readonly ModuleRoutes[] = [
  systemRoutes,
  contentRoutes,
  bellSettingsRoutes,
  cardsRoutes,
  catalogueRoutes,
  contactRoutes,
  feedbackRoutes,
  analyticsRoutes,
  pageCacheRoutes,
  authRoutes,
  accountRoutes,
  newsletterRoutes,
  goRoutes,
  offersRoutes,
  postsRoutes,
  mediaRoutes,
  commentsRoutes,
  weycmsRoutes,
  cardReviewsRoutes,
  walletRoutes,
  adminRoutes,
  staffCardsRoutes,
  membersAdminRoutes,
  geniusCashAdminRoutes,
  analyticsDashboardRoutes,
  siteSettingsRoutes,
  devOutboxRoutes,
];

/**
 * The whole site as one Hono app: request id, logging, compression and security headers on everything; then
 * `/api/v2`; then (when given) the web app's static files and server rendering.
 */
export async function createApp(
  deps: AppDeps,
  options: { web?: WebMount; devServer?: boolean; modules?: readonly ModuleRoutes[] } = {},
) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(requestLogger(deps.logger));
  app.use(compress());
  // The social sign-in buttons are form posts that the server sends on to the provider's page.
  const socialOrigins = [...createSocialProviders(deps.env).values()].map((client) => client.authorizationOrigin);
  const security = {
    production: deps.env.NODE_ENV === 'production',
    devServer: options.devServer ?? false,
    formActionOrigins: socialOrigins,
  };
  app.use(securityHeaders(security));

  // An edit anywhere (another process, a command line, by hand) replaces what this process keeps in memory.
  deps.dataVersion.onChange(() => {
    void deps.catalogue
      .refresh()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'catalogue reload failed'));
    forgetSiteContent(deps.database.db);
  });
  await deps.dataVersion.check();

  const api = createApiRouter(deps, options.modules ?? API_MODULES);
  apiDocsRoutes(api, app, deps);
  closeApiRouter(api);
  app.route(API_BASE_PATH, api);

  // Staff's redirects and the spec's rewrites, before any page or go-link is answered.
  app.use(siteRedirects(deps, options.web?.pageRoute));
  // The go-link's server-side fallback is a plain redirect, not a page (shell-and-browsing §7).
  mountGoRedirect(app, deps);
  mountMedia(app, deps);
  mountSocialSignIn(app, deps);
  if (options.web) await mountWeb(app, options.web, deps, app.request, security);

  app.onError((error, c) => {
    if (c.req.path.startsWith('/api/')) return handleApiError(error, c);
    c.get('logger').error({ err: error }, 'page failed');
    return c.html('<!doctype html><title>Error</title><h1>Something went wrong</h1><p>Please try again.</p>', 500);
  });
  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;
