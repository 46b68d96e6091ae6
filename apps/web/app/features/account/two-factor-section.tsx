import { endpoints } from '@cardgenius/core/contract';
import { AUTHENTICATOR_CODE_REQUIRED_MESSAGE, loginPathFor } from '@cardgenius/core/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { TextField } from '../../components/ui/form-fields';
import { browserApi } from '../../lib/browser-api';
import { type FormResult, failureFrom, invalidBody, isSignedOut } from '../../lib/form-result';
import { ACCOUNT_SECTION_IDS } from './account-section-ids';
import { FormNotice, PageSection, SubmitButton } from './form-controls';
import type { MobileStep } from './mobile-step';
import { authenticatorCodeInput, manualEntrySecret, qrCodeImageSource } from './two-factor';

/** A setup under way: what the authenticator app needs. */
export interface TwoFactorSetup {
  otpAuthUrl: string;
  qrCodeSvg: string;
}

type Phase = { step: 'idle' } | ({ step: 'setup' } & TwoFactorSetup) | { step: 'mobile' };

/**
 * Two-factor sign-in with an authenticator app. Turning it on asks for the password, then shows the
 * QR code (and the secret, to type in by hand) until a code from the app confirms it; turning it off
 * asks for the password. Until setup is confirmed the session is not fully signed in (accounts spec
 * §4), so the page is not reloaded in between.
 */
export function TwoFactorSection({
  enabled,
  email,
  pendingSetup,
  mobileStep: MobileNumberStep,
}: {
  enabled: boolean;
  email: string;
  /** A setup started earlier and not finished: it continues with the same secret. */
  pendingSetup: TwoFactorSetup | null;
  mobileStep: MobileStep;
}) {
  const [phase, setPhase] = useState<Phase>(pendingSetup ? { step: 'setup', ...pendingSetup } : { step: 'idle' });
  const [done, setDone] = useState<FormResult | null>(null);
  // The outcome of this page's own steps counts at once: the loader's answer only catches up after the
  // revalidation, and until then the other form must not stand in for the one the member needs.
  const [on, setOn] = useState(enabled);
  useEffect(() => setOn(enabled), [enabled]);
  const revalidator = useRevalidator();
  // One notice for the section, the latest outcome: it survives the switch between the two forms.
  const finish = (nowOn: boolean, message: string) => {
    setPhase({ step: 'idle' });
    setOn(nowOn);
    setDone({ ok: true, message });
    void revalidator.revalidate();
  };

  return (
    <PageSection
      id={ACCOUNT_SECTION_IDS.twoFactor}
      title="Two-factor authentication"
      description={
        on
          ? 'On: signing in asks for a code from your authenticator app after your password.'
          : 'Off: add a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) to every sign-in.'
      }
    >
      {phase.step === 'setup' ? (
        <SetupStep
          setup={phase}
          onConfirmed={(needsMobile) =>
            needsMobile
              ? setPhase({ step: 'mobile' })
              : finish(
                  true,
                  'Two-factor authentication is on. Next time you sign in, have your authenticator app ready.',
                )
          }
        />
      ) : phase.step === 'mobile' ? (
        <div className="space-y-3">
          <p className="text-slate-700 text-sm">
            Two-factor authentication is on. One more step to finish signing in: add your mobile number.
          </p>
          <MobileNumberStep
            email={email}
            allowSkip
            onDone={() =>
              finish(true, 'Two-factor authentication is on. Next time you sign in, have your authenticator app ready.')
            }
          />
        </div>
      ) : on ? (
        // Keyed: the two forms sit in one place, and each starts with its own fresh state.
        <PasswordStepForm
          key="disable"
          notice={done}
          call={(body) => browserApi.call(endpoints.disableTwoFactor, { body })}
          onDone={() =>
            finish(false, 'Two-factor authentication is off. Signing in now takes only your email and password.')
          }
          label="Turn off"
          busyLabel="Turning off…"
          variant="secondary"
        />
      ) : (
        <PasswordStepForm
          key="enable"
          notice={done}
          call={(body) => browserApi.call(endpoints.enableTwoFactor, { body })}
          onDone={(answer) => setPhase({ step: 'setup', otpAuthUrl: answer.otpAuthUrl, qrCodeSvg: answer.qrCodeSvg })}
          label="Turn on"
          busyLabel="Starting…"
        />
      )}
    </PageSection>
  );
}

function SetupStep({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed: (needsMobile: boolean) => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const navigate = useNavigate();
  const secret = manualEntrySecret(setup.otpAuthUrl);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      return setResult({
        ok: false,
        message: AUTHENTICATOR_CODE_REQUIRED_MESSAGE,
        fields: { authCode: AUTHENTICATOR_CODE_REQUIRED_MESSAGE },
      });
    }
    const body = { authCode: code };
    const invalid = invalidBody(endpoints.validateTwoFactor, body);
    if (invalid) return setResult(invalid);
    setBusy(true);
    try {
      const answer = await browserApi.call(endpoints.validateTwoFactor, { body });
      onConfirmed(!answer.session.authenticated);
    } catch (error) {
      if (isSignedOut(error)) return navigate(loginPathFor('/account'));
      setResult(failureFrom(error));
      setBusy(false);
    }
  };
  const fields = result && !result.ok ? result.fields : {};
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-slate-700 text-sm">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan this QR code, or type the key below the code.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={qrCodeImageSource(setup.qrCodeSvg)}
          width={200}
          height={200}
          alt="QR code to add this account to your authenticator app"
          className="h-[200px] w-[200px] shrink-0 rounded-md border border-slate-200 bg-white"
        />
        <div className="min-w-0 space-y-4">
          {secret ? (
            <div>
              <p className="font-semibold text-slate-900 text-sm">Key for manual entry</p>
              <code className="mt-1 block break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-slate-900 text-sm">
                {secret}
              </code>
              <p className="mt-1 text-slate-600 text-xs">Time-based (TOTP), 6 digits, every 30 seconds.</p>
            </div>
          ) : null}
          <FormNotice result={result} />
          <div className="max-w-[14rem]">
            <TextField
              look="compact"
              type="text"
              label="Authenticator code"
              name="authCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              value={code}
              onValue={(value) => setCode(authenticatorCodeInput(value))}
              required
              error={fields.authCode}
            />
          </div>
          <SubmitButton busy={busy} busyLabel="Checking…">
            Verify and turn on
          </SubmitButton>
        </div>
      </div>
      <p className="text-slate-600 text-sm">
        Finish this step before leaving the page: until a code is confirmed, you will be asked to sign in again and
        finish setting up there.
      </p>
    </form>
  );
}

/**
 * Turning two-factor on or off: both ask for the password again (ASVS re-authentication) and differ
 * only in the call, the button and what follows.
 */
function PasswordStepForm<T>({
  notice,
  call,
  onDone,
  label,
  busyLabel,
  variant,
}: {
  notice: FormResult | null;
  call: (body: { password: string }) => Promise<T>;
  onDone: (answer: T) => void;
  label: string;
  busyLabel: string;
  variant?: 'secondary';
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const navigate = useNavigate();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    const body = { password: typeof password === 'string' ? password : '' };
    // Both calls take the same body: one schema checks it.
    const invalid = invalidBody(endpoints.enableTwoFactor, body);
    if (invalid) return setResult(invalid);
    setBusy(true);
    try {
      onDone(await call(body));
    } catch (error) {
      if (isSignedOut(error)) return navigate(loginPathFor('/account'));
      setResult(failureFrom(error));
      setBusy(false);
    }
  };
  const fields = result && !result.ok ? result.fields : {};
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormNotice result={result ?? notice} />
      <div className="sm:max-w-sm">
        <TextField
          look="compact"
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          hint="To confirm it is you."
          error={fields.password}
        />
      </div>
      <SubmitButton busy={busy} busyLabel={busyLabel} variant={variant}>
        {label}
      </SubmitButton>
    </form>
  );
}
