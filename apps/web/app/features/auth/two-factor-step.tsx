import type { SessionView } from '@cardgenius/core/contract';
import { authenticatorCodeError } from '@cardgenius/core/rules';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../components/ui/form-fields';
import { PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { callApi } from '../../lib/load-browser-api';
import { groupSecret, otpAuthSecret } from '../../lib/sign-in-target';
import { AUTH_MESSAGES, failureMessage } from './auth-messages';
import { AlertArea, StepHeading, useFieldIds, useFormAlert } from './form-ui';
import type { SignedIn } from './login-form';

/**
 * The two-factor screen (accounts spec §2): an Authenticator Code field and an Authenticate button;
 * in setup mode (twoFactorSetup) also the QR code to scan, with the key for typing in by hand.
 */
export function TwoFactorStep({
  setup,
  session,
  onDone,
  onLeave,
}: {
  setup: boolean;
  session: SessionView;
  onDone: (result: SignedIn) => void;
  onLeave?: (() => void) | undefined;
}) {
  const ids = useFieldIds(['authCode', 'secret'] as const);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { alert, setAlert } = useFormAlert();
  const inputRef = useRef<HTMLInputElement>(null);
  const otpAuthUrl = session.twoFactor?.otpAuth_url;
  const secret = otpAuthSecret(otpAuthUrl);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = authenticatorCodeError(code);
    setError(problem ?? undefined);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      onDone(await callApi('validateTwoFactor', { body: { authCode: code.trim() } }));
    } catch (failure) {
      setAlert({ kind: 'error', message: failureMessage(failure, AUTH_MESSAGES.twoFactorFailed) });
      setCode('');
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <StepHeading
        lead={
          setup
            ? 'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.'
            : 'Enter the 6-digit code your authenticator app shows for your account.'
        }
      >
        {setup ? 'Set up two-factor authentication' : 'Two-factor authentication'}
      </StepHeading>
      {setup ? (
        <div className="mb-6 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          {session.qrCodeSvg ? (
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(session.qrCodeSvg)}`}
              width={200}
              height={200}
              alt="QR code to scan with your authenticator app"
              className="h-[200px] w-[200px] shrink-0 rounded-md border border-slate-200 bg-white p-2"
            />
          ) : null}
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-slate-900">Can’t scan it?</p>
            <p className="text-slate-700">Add an account in your app and type in this key:</p>
            {secret ? (
              <p id={ids.secret} className="mt-1 break-words font-mono text-base text-slate-900">
                {groupSecret(secret)}
              </p>
            ) : null}
            {otpAuthUrl ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-slate-700">Show the setup link</summary>
                <p className="mt-1 break-all font-mono text-slate-800 text-xs">{otpAuthUrl}</p>
              </details>
            ) : null}
          </div>
        </div>
      ) : null}
      <AlertArea alert={alert} />
      <form noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
        <TextField
          ref={inputRef}
          id={ids.authCode}
          label="Authenticator Code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          value={code}
          onValue={(value) => {
            setCode(value.replace(/\D/g, ''));
            setError(undefined);
          }}
          error={error}
        />
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy}>
          {busy ? 'Checking…' : 'Authenticate'}
        </button>
      </form>
      <p className="mt-5 text-center text-slate-700 text-sm">
        Not {session.email}?{' '}
        <a href="/logout" className={TEXT_LINK_CLASS} onClick={onLeave}>
          Log out
        </a>
      </p>
    </>
  );
}
