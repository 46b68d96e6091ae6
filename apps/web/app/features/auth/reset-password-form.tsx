import { isPasswordAcceptable } from '@cardgenius/core/rules';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { useEarlyInput } from '../../lib/early-input';
import { callApi } from '../../lib/load-browser-api';
import { AUTH_MESSAGES, failureMessage, fieldErrorsOf } from './auth-messages';
import { AlertArea, type FormAlert, StepHeading, useFieldIds } from './form-ui';
import { focusFirstInvalid } from './login-form';
import { NewPasswordFields } from './password-fields';

const FIELDS = ['newPassword1', 'newPassword2'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The reset password screen (accounts spec §2, §4): the new password twice with the live checklist,
 * Reset Password disabled until every requirement passes; a refusal stays on screen in the form.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const ids = useFieldIds(FIELDS);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // The server's refusal is kept on screen (§4 "an error message kept on screen"): no auto-hide.
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useEarlyInput(formRef);
  const doneRef = useRef<HTMLDivElement>(null);
  const ready = isPasswordAcceptable(password, confirmation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setAlert(null);
    try {
      await callApi('resetPassword', {
        body: { token, newPassword1: password, newPassword2: confirmation },
      });
      setDone(true);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const { byField, other } = fieldErrorsOf(error, FIELDS);
      setErrors(byField);
      setAlert({
        kind: 'error',
        message: failureMessage(error, AUTH_MESSAGES.requestFailed),
        sticky: true,
        details: other,
      });
      if (Object.keys(byField).length > 0) focusFirstInvalid(formRef.current);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <>
        <StepHeading>Password changed</StepHeading>
        <div
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900"
        >
          {AUTH_MESSAGES.resetSucceeded}
        </div>
        <p className="mt-6">
          <Link to="/login" className={PRIMARY_BUTTON_CLASS}>
            Login
          </Link>
        </p>
      </>
    );
  }

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return (
    <>
      <StepHeading lead="Please enter a new password.">Reset your password</StepHeading>
      <AlertArea alert={alert} />
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
        <NewPasswordFields
          ids={{ password: ids.newPassword1, confirmation: ids.newPassword2 }}
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
          password={password}
          confirmation={confirmation}
          onPassword={edit('newPassword1', setPassword)}
          onConfirmation={edit('newPassword2', setConfirmation)}
          errors={{ password: errors.newPassword1, confirmation: errors.newPassword2 }}
        />
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy || !ready || !hydrated}>
          {busy ? 'Saving…' : 'Reset Password'}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        Remembered it?{' '}
        <Link to="/login" className={TEXT_LINK_CLASS}>
          Login
        </Link>
      </p>
    </>
  );
}
