import type { ErrorCode, ErrorOptions, ErrorResponse } from '@cardgenius/core/contract';

/** HTTP status for each error code: the one table that maps codes to statuses. */
export const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export type ErrorStatus = (typeof STATUS_BY_CODE)[ErrorCode];

/** The one error type services throw; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly options?: ErrorOptions,
    /** A path on this site for the client to show instead (an unknown go-link). */
    readonly redirect?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }

  toBody(): ErrorResponse {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.options ? { options: this.options } : {}),
        ...(this.redirect ? { redirect: this.redirect } : {}),
      },
    };
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
