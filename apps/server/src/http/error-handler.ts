import type { ErrorResponse } from '@cardgenius/core/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../lib/app-error';
import { isConnectionLoss } from '../lib/connection-loss';
import { serviceUnavailable } from '../lib/service-unavailable';
import type { AppEnv } from './app-env';

/** Any thrown value → the API's one error shape. Unknown errors are logged and answered without internals. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    // Hono's own exceptions: body-limit (413), malformed bodies read by its helpers (400), ...
    if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (error.status === 400) return new AppError('BAD_REQUEST', error.message || 'The request is not valid.');
    if (error.status === 401) return new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    if (error.status === 403) return new AppError('FORBIDDEN', 'You may not do this.');
    if (error.status === 404) return new AppError('NOT_FOUND', 'Not found.');
  }
  if (isConnectionLoss(error)) return serviceUnavailable(error);
  return new AppError('INTERNAL', INTERNAL_ERROR_MESSAGE);
}

/** How long a client should wait before retrying a call that met a lost dependency. */
export const RETRY_AFTER_SECONDS = 60;

export function handleApiError(error: unknown, c: Context<AppEnv>): Response {
  const appError = toAppError(error);
  if (appError.status === 503) {
    // During an outage every call lands here: one line each, no stack (the store logs the outage once).
    // (Not under `code`: the logger redacts that key, meant for one-time codes.)
    c.get('logger').warn({ failure: failureCode(error) }, 'dependency unavailable');
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  } else if (appError.status >= 500) {
    c.get('logger').error({ err: error }, 'request failed');
  }
  return c.json(appError.toBody() satisfies ErrorResponse, appError.status);
}

/** The first code (ECONNREFUSED, a SQLSTATE) along an error and what it wraps: what names the failure. */
function failureCode(error: unknown, depth = 0): string | number | undefined {
  if (!(error instanceof Error) || depth > 3) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') {
    // An AppError's own code (SERVICE_UNAVAILABLE) says less than the cause's.
    if (!(error instanceof AppError)) return code;
  }
  return failureCode(error.cause, depth + 1);
}

/** What an unknown API path answers; an endpoint that must not be seen answers exactly this. */
export function noEndpointError(c: Context<AppEnv>): AppError {
  return new AppError('NOT_FOUND', `No API endpoint at ${c.req.method} ${c.req.path}. See /api/v2/openapi.json.`);
}

export function apiNotFound(c: Context<AppEnv>): Response {
  return c.json(noEndpointError(c).toBody(), 404);
}

export function apiMethodNotAllowed(c: Context<AppEnv>, allowed: string[]): Response {
  return c.json(
    new AppError('METHOD_NOT_ALLOWED', `${c.req.method} is not allowed here. Use ${allowed.join(', ')}.`).toBody(),
    405,
    { Allow: allowed.join(', ') },
  );
}
