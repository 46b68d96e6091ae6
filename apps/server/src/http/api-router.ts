import { MAX_REQUEST_BODY_BYTES } from '@cardgenius/core';
import {
  type Endpoint,
  type EndpointAccess,
  endpoints,
  IMAGE_UPLOAD_MAX_BODY_BYTES,
  staffAreaOf,
} from '@cardgenius/core/contract';
import { API_BASE_PATH, CSRF_HEADER, REQUESTING_PATH_HEADER } from '@cardgenius/core/contract/names';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/app-error';
import { requireMember, requireSession, requireStaff } from '../modules/auth/guards';
import { sessionMiddleware } from '../modules/auth/session-middleware';
import { requireDeveloperComputer } from '../modules/dev-outbox/dev-outbox.routes';
import type { AppEnv } from './app-env';
import { clientAddress } from './client-address';
import { apiMethodNotAllowed, apiNotFound, handleApiError } from './error-handler';
import { type EndpointHandler, mountEndpoint } from './mount-endpoint';

export type MountEndpoint = <E extends Endpoint>(endpoint: E, handler: EndpointHandler<NoInfer<E>>) => void;

/** Each domain module registers its endpoints through `mount`, and nothing else. */
export type ModuleRoutes = (mount: MountEndpoint, deps: AppDeps) => void;

/**
 * The `/api/v2` sub-application (accounts spec §7): CORS only for configured origins, a body limit,
 * bearer or cookie token read, JSON errors for everything including unknown paths and methods.
 */
export function createApiRouter(deps: AppDeps, modules: readonly ModuleRoutes[]): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const allowedOrigins = new Set(deps.env.CORS_ORIGINS);

  api.use(methodNotAllowed({ app: api, onMethodNotAllowed: apiMethodNotAllowed }));
  api.use(
    cors({
      origin: (origin) => (allowedOrigins.has(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Content-Type', 'Authorization', REQUESTING_PATH_HEADER, CSRF_HEADER],
      exposeHeaders: ['X-Request-Id'],
      maxAge: 600,
    }),
  );
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', `The request body is over ${Math.round(maxSize / 1024)} KB.`);
      },
    });
  const anyBody = limitTo(MAX_REQUEST_BODY_BYTES);
  // An image upload carries the file: the one call allowed a larger body.
  const imageBody = limitTo(IMAGE_UPLOAD_MAX_BODY_BYTES);
  const imageUploadPath = `${API_BASE_PATH}${endpoints.uploadImage.path}`;
  api.use((c, next) => (c.req.path === imageUploadPath ? imageBody(c, next) : anyBody(c, next)));
  api.use(clientAddress(deps.env.TRUST_PROXY));
  api.use(sessionMiddleware(deps));
  api.use(async (c, next) => {
    await next();
    // API answers are per-user unless a route says otherwise.
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  });

  // Every staff call is checked here, by the role its contract names: no handler can forget it.
  const authorize = (access: EndpointAccess, c: Context<AppEnv>) => {
    const staffArea = staffAreaOf(access);
    if (staffArea) requireStaff(c, deps, staffArea);
    else if (access === 'member') requireMember(c, deps);
    else if (access === 'session') requireSession(c);
    else if (access === 'development') requireDeveloperComputer(c, deps);
  };
  const mount: MountEndpoint = (endpoint, handler) =>
    mountEndpoint(api, endpoint, handler, { checkResponses: deps.env.NODE_ENV !== 'production', authorize });
  for (const register of modules) register(mount, deps);

  api.onError(handleApiError);
  return api;
}

/** Registered last, after every module and document route, so unknown API paths never reach the web app. */
export function closeApiRouter(api: Hono<AppEnv>): void {
  api.all('*', apiNotFound);
}
