import { AppError } from './app-error';

/** Worded for every call: sign-in, registration, the newsletter, a contact message. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'This service is briefly unavailable. Please try again in a minute.';

/** A 503 for a lost dependency, keeping what failed as its cause for the log (never for the answer). */
export function serviceUnavailable(cause: unknown): AppError {
  const error = new AppError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE);
  error.cause = cause;
  return error;
}
