import { isApiError, issuesToFields } from '@cardgenius/core/contract';

/** An endpoint of the contract, as far as checking a body needs it (its zod schema). */
interface EndpointWithBody {
  request?: {
    body?: {
      safeParse(
        value: unknown,
      ): { success: true } | { success: false; error: { issues: Parameters<typeof issuesToFields>[0] } };
    };
  };
}

/** What one of the account forms shows after a submit: a notice, and what to fix beside each field. */
export type FormResult = { ok: true; message: string } | { ok: false; message: string; fields: Record<string, string> };

export const NETWORK_FAILURE = 'We could not reach the server. Check your connection and try again.';
const CHECK_FIELDS = 'Please fix the fields marked below.';

/** A failed call as the form shows it: the API's message (or one pointing at the fields) and its field errors. */
export function failureFrom(error: unknown): FormResult & { ok: false } {
  if (!isApiError(error)) return { ok: false, message: NETWORK_FAILURE, fields: {} };
  const fields = error.fields ?? {};
  const named = Object.keys(fields).length > 0;
  // A validation failure's own message is generic ('Some fields are not valid.'): say where to look.
  const message = error.code === 'VALIDATION_FAILED' && named ? CHECK_FIELDS : error.message;
  return { ok: false, message, fields };
}

/**
 * The endpoint's own request schema run in the browser first, so the member sees the same messages at
 * once without a round trip. Null when the body is acceptable.
 */
export function invalidBody(endpoint: EndpointWithBody, body: unknown): (FormResult & { ok: false }) | null {
  const result = endpoint.request?.body?.safeParse(body);
  if (!result || result.success) return null;
  return { ok: false, message: CHECK_FIELDS, fields: issuesToFields(result.error.issues) };
}

/** True when a call failed because the session ended (expired, or signed out elsewhere). */
export function isSignedOut(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
