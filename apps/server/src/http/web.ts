import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cookiesAreSecure, type PageRequestContext, resolveFeatureFlags } from '@cardgenius/core';
import { createApiClient } from '@cardgenius/core/contract';
import { REQUESTING_PATH_HEADER } from '@cardgenius/core/contract/names';
import { isDecodableJwt } from '@cardgenius/core/rules';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import type { AppDeps } from '../app-deps';
import { readPresentedToken } from '../lib/presented-token';
import { clearedSessionCookies, SESSION_COOKIE_NAMES } from '../modules/auth/auth-cookies';
import { featureFlagsNow } from '../modules/content/site-content-cache';
import { WEB_BUILD_DIR } from '../paths';
import type { AppEnv } from './app-env';
import { clientAddress } from './client-address';
import { type PageRouteKind, pageRouteMatcher } from './page-routes';
import { hashedContentSecurityPolicy, type SecurityHeaderOptions } from './security-headers';
import { sharedPageRenderer } from './shared-page-renderer';
import { keptPageVariant, OWN_STATE_PAGE_CACHE_CONTROL, withOnlyCookies } from './shared-pages';
import { withSharedReads } from './shared-reads';
import { geoLocator, locateVisitor } from './visitor-location';

export type PageHandler = (request: Request, context: PageRequestContext) => Promise<Response>;

export interface WebMount {
  handlePage: PageHandler;
  /** The built client files; absent in development, where Vite serves them. */
  clientDir?: string;
  /** Which of the web app's pages a path is (null: only the catch-all 'page not found'). */
  pageRoute?: (path: string) => PageRouteKind | Promise<PageRouteKind>;
}

/** The production web app: the React Router server build and its client files. */
export async function loadBuiltWeb(buildDir = WEB_BUILD_DIR): Promise<WebMount> {
  const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;
  return {
    handlePage: pageHandler(build, 'production'),
    clientDir: join(buildDir, 'client'),
    pageRoute: pageRouteMatcher(build.routes),
  };
}

/**
 * React Router's request handler, fed our page context (the web app declares it as its load context).
 * Given the build itself, React Router prepares its routes once; given a function (development, where
 * the build changes under Vite), it prepares them again on every request.
 */
export function pageHandler(
  build: ServerBuild | (() => ServerBuild | Promise<ServerBuild>),
  mode: 'production' | 'development',
): PageHandler {
  const handle = createRequestHandler(build, mode);
  return (request, context) => handle(request, context as unknown as AppLoadContext);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * After the API: static files (hashed assets cached for a year), then server rendering for every
 * other path. Top-level static files are registered by name, so page requests never touch the disk.
 */
export async function mountWeb(
  app: Hono<AppEnv>,
  web: WebMount,
  deps: AppDeps,
  callApi: typeof app.request,
  security: SecurityHeaderOptions,
): Promise<void> {
  if (web.clientDir) {
    const root = relative(process.cwd(), web.clientDir) || '.';
    const entries = await readdir(web.clientDir, { withFileTypes: true });
    for (const entry of entries) {
      // The build's brotli and gzip copies are sent in place of their file, never asked for by name.
      if (/\.(?:br|gz)$/.test(entry.name)) continue;
      const route = entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`;
      const cacheControl = entry.name === 'assets' ? IMMUTABLE : SHORT;
      app.get(
        route,
        serveStatic({
          root,
          precompressed: true,
          onFound: (_path, c) => {
            c.header('Cache-Control', cacheControl);
          },
        }),
      );
    }
  }

  const site = publicSiteConfig(deps.env);
  /**
   * The site as a page sees it now: the feature flags are the environment's over the database's, read
   * with the settings (a kept page is dropped when they change, as the data version moves with them).
   */
  const siteNow = async (): Promise<PageRequestContext['site']> => ({
    ...site,
    features: await featureFlagsNow(deps.database.db, deps.env.FEATURE_FLAGS, (error) =>
      deps.logger.error({ err: error }, 'stored feature flags unreadable; using the environment’s and the defaults'),
    ),
  });
  const locate = deps.env.GEO_URL ? geoLocator({ geoUrl: deps.env.GEO_URL, logger: deps.logger }) : null;
  const secureCookies = cookiesAreSecure(site);
  const siteOrigin = new URL(site.siteUrl);
  const keptPages = sharedPageRenderer({
    render: async (c, { cookie }) =>
      web.handlePage(
        publicRequest(withOnlyCookies(c.req.raw, cookie), siteOrigin),
        pageContext(
          c,
          await siteNow(),
          callApi,
          cookie ? { cookie, unreadableToken: false, nonce: undefined } : undefined,
        ),
      ),
    dataVersion: deps.dataVersion,
    contentSecurityPolicy: (hashes) => hashedContentSecurityPolicy(security, hashes),
  });
  app.all('*', clientAddress(deps.env.TRUST_PROXY), async (c) => {
    // A first visit is looked up before rendering, so the page already follows the province found.
    const located = locate ? await locateVisitor(c, locate, { secure: secureCookies }) : null;
    const received = located?.cookieHeader ?? c.req.header('cookie');
    const variant = located ? null : keptPageVariant(c.req.raw, received);
    if (variant) return keptPages.respond(c, variant);
    const token = readPresentedToken(undefined, received);
    // A cookie that is not a token at all (damaged, made up): sign out cleanly and say so, once.
    const unreadableToken = token !== undefined && !isDecodableJwt(token);
    const cookie = unreadableToken ? withoutNamedCookies(received ?? '', SESSION_COOKIE_NAMES) : received;
    let request = c.req.raw;
    if (located) {
      const headers = new Headers(request.headers);
      headers.set('cookie', located.cookieHeader);
      request = new Request(request, { headers });
    }
    const context = pageContext(c, await siteNow(), callApi, {
      cookie,
      unreadableToken,
      nonce: c.get('secureHeadersNonce'),
    });
    const response = await web.handlePage(publicRequest(request, siteOrigin), context);
    const headers = new Headers(response.headers);
    // A signed-in member's page names them (the header's menu), and a looked-up one carries their
    // location: never let a shared cache keep either. Other pages follow the visitor's own state.
    if (located || /(?:^|;\s*)authToken=/.test(received ?? '')) headers.set('Cache-Control', 'private, no-store');
    else if (!headers.has('Cache-Control')) headers.set('Cache-Control', OWN_STATE_PAGE_CACHE_CONTROL);
    headers.append('Vary', 'Cookie');
    for (const setCookie of located?.setCookies ?? []) headers.append('Set-Cookie', setCookie);
    if (unreadableToken) for (const cleared of clearedSessionCookies(deps)) headers.append('Set-Cookie', cleared);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });
}

/**
 * The page request as the visitor made it: behind a TLS-terminating proxy it reaches us over http, yet
 * the browser's `Origin` is the https site, and React Router refuses a form post whose origin differs
 * from the request's. Same host as SITE_URL, http here, https there: the https URL is the real one.
 */
export function publicRequest(request: Request, site: URL): Request {
  const url = new URL(request.url);
  if (site.protocol !== 'https:' || url.protocol !== 'http:' || url.host !== site.host) return request;
  url.protocol = 'https:';
  return new Request(url, request);
}

/**
 * The settings pages may see (PageRequestContext.site): nothing secret. The feature flags are the
 * environment's over the defaults until the database's are read (`siteNow`).
 */
export function publicSiteConfig(env: AppDeps['env']): PageRequestContext['site'] {
  return {
    brandName: env.BRAND_NAME,
    siteUrl: env.SITE_URL,
    isProduction: env.NODE_ENV === 'production',
    features: resolveFeatureFlags({ environment: env.FEATURE_FLAGS, database: {} }),
    company: {
      usSiteUrl: env.US_SITE_URL ?? null,
      socialLinks: env.SOCIAL_LINKS,
      appStores: { appStore: env.APP_STORE_URL ?? null, googlePlay: env.GOOGLE_PLAY_URL ?? null },
      corporateAddress:
        env.CORPORATE_ADDRESS?.split('|')
          .map((line) => line.trim())
          .filter(Boolean) ?? null,
      foundedOn: env.COMPANY_FOUNDED_ON ?? null,
    },
  };
}

/**
 * Forward the visitor's credentials, connection and page path to in-process API calls. Without
 * `visitor` (a shared page), the calls are made as a visitor without cookies; without a nonce (a kept
 * page), scripts are allowed by hash.
 */
function pageContext(
  c: Context<AppEnv>,
  site: PageRequestContext['site'],
  callApi: Hono<AppEnv>['request'],
  visitor?: { cookie: string | undefined; unreadableToken: boolean; nonce: string | undefined },
): PageRequestContext {
  const headers: Record<string, string> = {
    [REQUESTING_PATH_HEADER]: new URL(c.req.url).pathname,
    'x-request-id': c.get('requestId'),
  };
  const authorization = c.req.header('authorization');
  // Under TRUST_PROXY the visitor's address is in this header, not in the connection.
  const forwardedFor = c.req.header('x-forwarded-for');
  if (visitor?.cookie) headers.cookie = visitor.cookie;
  if (visitor && authorization) headers.authorization = authorization;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return {
    api: withSharedReads(createApiClient(inProcessApiCall(callApi, c.env), { headers })),
    cspNonce: visitor?.nonce ?? '',
    site,
    requestId: c.get('requestId'),
    ...(visitor?.unreadableToken ? { sessionNotice: 'unreadableToken' as const } : {}),
  };
}

/** A `Cookie` header without the named cookies (an empty header when none is left). */
function withoutNamedCookies(header: string, names: readonly string[]): string {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !names.includes(part.slice(0, part.indexOf('=')).trim()))
    .join('; ');
}

/**
 * One API call made while rendering a page. It carries the page request's env (the Node request that
 * @hono/node-server puts there), so the API sees the visitor's own connection: their address for rate
 * limits and the audit trail, not one shared by every visitor; and the real peer wherever the API asks
 * who is at the other end. No API handler writes to that env's `outgoing` response.
 */
export function inProcessApiCall(callApi: Hono<AppEnv>['request'], pageEnv: Context<AppEnv>['env']) {
  return (url: string, init: RequestInit): Promise<Response> => {
    // Credentials go with reads only: a page's own form posts reach the API as anonymous calls, so
    // state-changing calls with the member's session always come from the browser with a CSRF token.
    if (init.method && init.method !== 'GET') {
      const { cookie: _cookie, authorization: _authorization, ...rest } = init.headers as Record<string, string>;
      return Promise.resolve(callApi(url, { ...init, headers: rest }, pageEnv));
    }
    return Promise.resolve(callApi(url, init, pageEnv));
  };
}
