import type { ErrorResponse } from '@cardgenius/core/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, INTERNAL_ERROR_MESSAGE } from '../lib/app-error';
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
  return new AppError('INTERNAL', INTERNAL_ERROR_MESSAGE);
}

export function handleApiError(error: unknown, c: Context<AppEnv>): Response {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    c.get('logger').error({ err: error }, 'request failed');
  }
  return c.json(appError.toBody() satisfies ErrorResponse, appError.status);
}

export function apiNotFound(c: Context<AppEnv>): Response {
  return c.json(
    new AppError('NOT_FOUND', `No API endpoint at ${c.req.method} ${c.req.path}. See /api/v2/openapi.json.`).toBody(),
    404,
  );
}

export function apiMethodNotAllowed(c: Context<AppEnv>, allowed: string[]): Response {
  return c.json(
    new AppError('METHOD_NOT_ALLOWED', `${c.req.method} is not allowed here. Use ${allowed.join(', ')}.`).toBody(),
    405,
    { Allow: allowed.join(', ') },
  );
}
