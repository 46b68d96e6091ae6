import { endpoints, isApiError } from '@cardgenius/core/contract';
import { browserApi } from '../../lib/browser-api';
import { failureFrom, isSignedOut } from '../../lib/form-result';

/**
 * What a GeniusCash admin form shows after a submit: what was done, or why not with what to fix beside
 * each field. `form` names the form it answers (a page holds several); `needsPassword` asks that form
 * for the staff member's password before trying again.
 */
export type StaffActionResult =
  | { ok: true; message: string; form: string }
  | { ok: false; message: string; fields: Record<string, string>; form: string; needsPassword: boolean };

const PASSWORD_AGAIN = 'Enter your password again to do this: payout decisions need it from the last 5 minutes.';

/** A 403 asking for the password again (a sensitive action, docs/decisions/0021). */
function wantsPassword(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.options?.reenterPassword === true;
}

/**
 * Runs one staff change from the browser: the password first when the form sends one (asked for after a
 * refusal), then the change. A call whose session has ended is thrown on, for the route to send the
 * staff member to sign in.
 */
export async function staffAction(
  formData: FormData,
  form: string,
  change: () => Promise<string>,
): Promise<StaffActionResult> {
  try {
    const password = formData.get('password');
    if (typeof password === 'string' && password !== '') {
      try {
        await browserApi.call(endpoints.confirmStaffPassword, { body: { password } });
      } catch (error) {
        if (isSignedOut(error)) throw error;
        const failure = failureFrom(error);
        return { ...failure, fields: { password: failure.message }, form, needsPassword: true };
      }
    }
    return { ok: true, message: await change(), form };
  } catch (error) {
    if (isSignedOut(error)) throw error;
    if (wantsPassword(error)) return { ok: false, message: PASSWORD_AGAIN, fields: {}, form, needsPassword: true };
    return { ...failureFrom(error), form, needsPassword: false };
  }
}

/** The result's field errors when it answers this form. */
export function fieldsFor(result: StaffActionResult | undefined, form: string): Record<string, string> {
  return result && !result.ok && result.form === form ? result.fields : {};
}

/** Whether this form must ask for the password. */
export function needsPasswordIn(result: StaffActionResult | undefined, form: string): boolean {
  return result !== undefined && !result.ok && result.form === form && result.needsPassword;
}

/** A text field of the form, trimmed ('' when absent). */
export function textOf(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
