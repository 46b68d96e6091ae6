import type { ErrorOptions } from './error';

/**
 * A non-2xx answer, carrying the API's error shape. Free of zod (the error shape's schema is a type
 * import here), so a page can tell an API failure apart before it has loaded the contract.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly options?: ErrorOptions,
    /** A path on this site to show instead, when the API names one. */
    readonly redirect?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * True for an ApiError from any copy of this module: the server and the web build each bundle their
 * own, so `instanceof` is not reliable across them.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}
