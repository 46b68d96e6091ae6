import { isApiError } from '@cardgenius/core/contract/api-error';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../components/ui/form-fields';
import { LINK_BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import { useEarlyInput } from '../../lib/early-input';
import { callApi } from '../../lib/load-browser-api';
import { AUTH_MESSAGES, failureMessage, fieldErrorsOf } from './auth-messages';
import { AlertArea, StepHeading, useFieldIds, useFormAlert } from './form-ui';
import { NewPasswordFields } from './password-fields';

export interface Confirmed {
  email: string;
  optedIn: boolean;
}

const FIELDS = ['password', 'newPassword1', 'newPassword2'] as const;

/**
 * Confirming from another browser than the one that registered: the registrant's password shows it is
 * them. Someone who does not know it (they did not register, or forgot) chooses a new one instead,
 * which also clears what was saved before the address was confirmed.
 */
export function ConfirmEmailProof({ code, onConfirmed }: { code: string; onConfirmed: (result: Confirmed) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useEarlyInput(formRef);
  const [mode, setMode] = useState<'password' | 'new-password'>('password');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const { alert, setAlert, clear } = useFormAlert();
  const ids = useFieldIds(FIELDS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    clear();
    setErrors({});
    try {
      const body =
        mode === 'password' ? { code, password } : { code, newPassword1: newPassword, newPassword2: confirmation };
      const result = await callApi('confirmEmail', { body });
      onConfirmed({ email: result.email, optedIn: result.marketingOptIn || result.redirect.includes('subscribed') });
    } catch (error) {
      const { byField, other } = fieldErrorsOf(error, FIELDS);
      setErrors(byField);
      if (Object.keys(byField).length === 0 || other.length > 0) {
        const message = isApiError(error) && error.code === 'VALIDATION_FAILED' ? other[0] : undefined;
        setAlert({ kind: 'error', message: message ?? failureMessage(error, AUTH_MESSAGES.confirmFailed) });
      }
    } finally {
      setBusy(false);
    }
  };

  const switchTo = (next: 'password' | 'new-password') => {
    setMode(next);
    setErrors({});
    clear();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <StepHeading
        lead={
          mode === 'password'
            ? 'You opened the link in a different browser or device from the one you registered with. To finish, enter the password you chose when you registered.'
            : 'Choose a new password for this account. For your safety, this also removes any payout details, mobile number and email preferences saved before now, and signs out everywhere else.'
        }
      >
        {mode === 'password' ? 'Enter your password to confirm' : 'Choose a new password to confirm'}
      </StepHeading>
      <AlertArea alert={alert} />
      {mode === 'password' ? (
        <TextField
          id={ids.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
          error={errors.password}
        />
      ) : (
        <NewPasswordFields
          ids={{ password: ids.newPassword1, confirmation: ids.newPassword2 }}
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
          password={newPassword}
          confirmation={confirmation}
          onPassword={setNewPassword}
          onConfirmation={setConfirmation}
          errors={{ password: errors.newPassword1, confirmation: errors.newPassword2 }}
        />
      )}
      <button type="submit" disabled={busy || !hydrated} className={PRIMARY_BUTTON_CLASS}>
        {busy ? 'Confirming…' : 'Confirm my email address'}
      </button>
      <p className="text-slate-700">
        {mode === 'password' ? (
          <>
            Didn’t register, or don’t know the password?{' '}
            <button type="button" className={LINK_BUTTON_CLASS} onClick={() => switchTo('new-password')}>
              Choose a new password instead
            </button>
          </>
        ) : (
          <button type="button" className={LINK_BUTTON_CLASS} onClick={() => switchTo('password')}>
            I know my password
          </button>
        )}
      </p>
    </form>
  );
}
