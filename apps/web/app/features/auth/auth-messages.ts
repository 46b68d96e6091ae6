import { isApiError } from '@cardgenius/core/contract/api-error';
import { FIELD_MESSAGES } from '@cardgenius/core/contract/names';

/** The accounts spec's own wording (§2, §5, §8), kept in one place. */
export const AUTH_MESSAGES = {
  loginFailed: 'A problem occured during login. Please try again.',
  registerFailed: 'A problem occured registering your account. Please try again.',
  twoFactorFailed: 'A problem occured during two factor authentication.',
  resendFailed: 'A problem occured resending confirmation. Please try again.',
  resendLink: 'To resend your email confirmation click here',
  locked:
    'Account has been locked due to too many consecutive failed login attempts. Please reset your password to unlock your account',
  newCodeLink: 'To send a new verification code click here',
  termsRequired: FIELD_MESSAGES.termsRequired,
  confirmFailed: 'Something went wrong and we were unable to confirm your account.',
  interacEmail: 'Please enter a valid email where we can send you interac e-Transfers',
  interacMismatch: 'The two interac emails do not match. Make sure both emails match',
  paypalEmail: 'Please enter a valid PayPal email',
  paypalMismatch: 'The two PayPal emails do not match. Make sure both emails match',
  passwordMismatch: 'The two passwords do not match.',
  resetSucceeded: 'Success! Your password has been changed. You can now login.',
  resetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  optInPrompt: 'Never miss out on exclusive deals and offers...',
  requestFailed: 'Something went wrong. Please try again.',
} as const;

/** How long an error stays on screen (accounts spec §9). */
export const ERROR_AUTO_HIDE_MS = 4000;

/**
 * The message to show for a failed call: the server's own for a request it refused (4xx), the
 * fallback for anything else (a server failure, no connection, an answer that is not the API's).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status < 500 && error.code !== 'UNKNOWN' && error.message.trim() !== '') {
    return error.message;
  }
  return fallback;
}

/**
 * The field messages of a validation failure, split into those a form shows beside one of its fields
 * and the rest (shown with the form's message).
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  formFields: readonly F[],
): { byField: Partial<Record<F, string>>; other: string[] } {
  const byField: Partial<Record<F, string>> = {};
  const other: string[] = [];
  if (!isApiError(error) || !error.fields) return { byField, other };
  for (const [path, message] of Object.entries(error.fields)) {
    const field = formFields.find((name) => name === path || path.startsWith(`${name}.`));
    if (field && byField[field] === undefined) byField[field] = message;
    else other.push(message);
  }
  return { byField, other };
}
