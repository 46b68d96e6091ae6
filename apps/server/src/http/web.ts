import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRequestContext } from '@cardgenius/core';
import { createApiClient } from '@cardgenius/core/contract';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import type { AppDeps } from '../app-deps';
import { WEB_BUILD_DIR } from '../paths';
import type { AppEnv } from './app-env';

export type PageHandler = (request: Request, context: PageRequestContext) => Promise<Response>;

export interface WebMount {
  handlePage: PageHandler;
  /** The built client files; absent in development, where Vite serves them. */
  clientDir?: string;
}

/** The production web app: the React Router server build and its client files. */
export async function loadBuiltWeb(buildDir = WEB_BUILD_DIR): Promise<WebMount> {
  const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;
  return { handlePage: pageHandler(build, 'production'), clientDir: join(buildDir, 'client') };
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
): Promise<void> {
  if (web.clientDir) {
    const root = relative(process.cwd(), web.clientDir) || '.';
    const entries = await readdir(web.clientDir, { withFileTypes: true });
    for (const entry of entries) {
      const route = entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`;
      const cacheControl = entry.name === 'assets' ? IMMUTABLE : SHORT;
      app.get(
        route,
        serveStatic({
          root,
          onFound: (_path, c) => {
            c.header('Cache-Control', cacheControl);
          },
        }),
      );
    }
  }

  const site = {
    brandName: deps.env.BRAND_NAME,
    siteUrl: deps.env.SITE_URL,
    isProduction: deps.env.NODE_ENV === 'production',
    features: deps.env.FEATURE_FLAGS,
  };
  app.all('*', async (c) => {
    const response = await web.handlePage(c.req.raw, pageContext(c, site, callApi));
    // A signed-in member's page names them (the header's menu): never let a shared cache keep it.
    if (!/(?:^|;\s*)authToken=/.test(c.req.header('cookie') ?? '')) return response;
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', 'private, no-store');
    headers.append('Vary', 'Cookie');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });
}

/** Forward the visitor's credentials, connection and page path to in-process API calls. */
function pageContext(
  c: Context<AppEnv>,
  site: PageRequestContext['site'],
  callApi: Hono<AppEnv>['request'],
): PageRequestContext {
  const headers: Record<string, string> = {
    requestingpath: new URL(c.req.url).pathname,
    'x-request-id': c.get('requestId'),
  };
  const cookie = c.req.header('cookie');
  const authorization = c.req.header('authorization');
  // Under TRUST_PROXY the visitor's address is in this header, not in the connection.
  const forwardedFor = c.req.header('x-forwarded-for');
  if (cookie) headers.cookie = cookie;
  if (authorization) headers.authorization = authorization;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return {
    api: createApiClient(inProcessApiCall(callApi, c.env), { headers }),
    cspNonce: c.get('secureHeadersNonce') ?? '',
    site,
    requestId: c.get('requestId'),
  };
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
