import { useState } from 'react';
import { LINK_BUTTON_CLASS } from '../../components/ui/form-styles';
import { callApi } from '../../lib/load-browser-api';
import { AUTH_MESSAGES } from './auth-messages';
import { AlertArea, useFormAlert } from './form-ui';

/** 'Didn't get it? Send it again': a new confirmation email to the address just registered. */
export function ResendConfirmation({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const { alert, setAlert } = useFormAlert();

  async function resend() {
    setBusy(true);
    setAlert(null);
    try {
      await callApi('resendConfirmation', { body: { email } });
      setAlert({ kind: 'notice', message: `We sent a new confirmation email to ${email}.` });
    } catch {
      setAlert({ kind: 'error', message: AUTH_MESSAGES.resendFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6">
      <AlertArea alert={alert} />
      <p className="text-center text-slate-700">
        Didn’t get the email?{' '}
        <button type="button" className={LINK_BUTTON_CLASS} onClick={resend} disabled={busy}>
          {busy ? 'Sending…' : 'Send it again'}
        </button>
      </p>
    </div>
  );
}
