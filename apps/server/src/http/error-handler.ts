import type { ErrorResponse } from '@cardgenius/core/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../lib/app-error';
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

/** Socket errors of a connection that could not be made or was lost (node-postgres passes them on). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATE: the server is shutting down or restarting (admin_shutdown, crash_shutdown, cannot_connect_now). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres and PGlite say so only in words. */
const CONNECTION_LOST_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * True when the database (or another dependency) could not be reached, so a retry later may work:
 * the error itself or what it wraps (Drizzle keeps the driver's error as `cause`).
 */
export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exception.
    if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
  }
  if (CONNECTION_LOST_MESSAGE.test(error.message)) return true;
  return isConnectionLoss(error.cause, depth + 1);
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
