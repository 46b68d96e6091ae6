import type { SessionView } from '@cardgenius/core/contract';
import { formatMobileNumber, mobileNumberError, otpCodeError } from '@cardgenius/core/rules';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../components/ui/form-fields';
import { LINK_BUTTON_CLASS, PRIMARY_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '../../components/ui/form-styles';
import { callApi } from '../../lib/load-browser-api';
import { AUTH_MESSAGES, failureMessage, fieldErrorsOf } from './auth-messages';
import { AlertArea, HeadingProvider, StepHeading, useFieldIds, useFormAlert } from './form-ui';

/** The widget's mobileNumber and verifyOTPCode modes, by the step's own stage. */
export type MobileStage = 'mobileNumber' | 'verifyOTPCode';

/**
 * Adding and verifying a mobile number (accounts spec §2 "Mobile number screen", "Verify screen"):
 * the number, auto-formatted ###-###-#### as it is typed, gets a texted code, and the code verifies
 * it. For a member signed in past the second factor, or right after a GeniusCash or gift card sign-up
 * (the server's registration ticket). `onDone` receives the session as the server now sees it (none
 * right after a sign-up) and whether the number was verified or skipped.
 */
export function MobileNumberStep({
  email,
  allowSkip,
  onDone,
  onStageChange,
}: {
  email: string;
  allowSkip: boolean;
  onDone: (session?: SessionView, outcome?: 'verified' | 'skipped') => void;
  onStageChange?: (stage: MobileStage) => void;
}) {
  const ids = useFieldIds(['mobileNumber', 'otpCode'] as const);
  const [stage, setStageState] = useState<MobileStage>('mobileNumber');
  const [mobileNumber, setMobileNumber] = useState('');
  const [otpCode, setOtpCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'request' | 'verify' | 'skip' | null>(null);
  const { alert, setAlert } = useFormAlert();
  const codeRef = useRef<HTMLInputElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);

  function setStage(next: MobileStage) {
    setStageState(next);
    onStageChange?.(next);
  }

  async function requestCode(again: boolean) {
    setBusy('request');
    setAlert(null);
    try {
      await callApi('requestOtp', { body: { mobileNumber, ...(email ? { email } : {}) } });
      setOtpCode('');
      setFieldError(undefined);
      setStage('verifyOTPCode');
      setAlert({
        kind: 'notice',
        message: again
          ? `We texted a new code to ${mobileNumber}.`
          : `We texted a verification code to ${mobileNumber}. It can take a minute to arrive.`,
      });
      requestAnimationFrame(() => codeRef.current?.focus());
    } catch (error) {
      // Request code failure: the server's message in an alert (§8).
      const { byField } = fieldErrorsOf(error, ['mobileNumber'] as const);
      if (stage === 'mobileNumber' && byField.mobileNumber) {
        setFieldError(byField.mobileNumber);
        numberRef.current?.focus();
      } else {
        setAlert({ kind: 'error', message: failureMessage(error, AUTH_MESSAGES.requestFailed) });
      }
    } finally {
      setBusy(null);
    }
  }

  function submitNumber(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = mobileNumberError(mobileNumber);
    setFieldError(problem ?? undefined);
    if (problem) {
      numberRef.current?.focus();
      return;
    }
    void requestCode(false);
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = otpCodeError(otpCode);
    setFieldError(problem ?? undefined);
    if (problem) {
      codeRef.current?.focus();
      return;
    }
    setBusy('verify');
    setAlert(null);
    try {
      const result = await callApi('validateOtp', {
        body: { mobileNumber, otpCode: otpCode.trim(), ...(email ? { email } : {}) },
      });
      onDone(result.session ?? undefined, 'verified');
    } catch (error) {
      setAlert({ kind: 'error', message: failureMessage(error, AUTH_MESSAGES.requestFailed), action: 'newCode' });
    } finally {
      setBusy(null);
    }
  }

  async function skip() {
    setBusy('skip');
    setAlert(null);
    try {
      const result = await callApi('skipMobileNumber');
      onDone(result.session ?? undefined, 'skipped');
    } catch (error) {
      setAlert({ kind: 'error', message: failureMessage(error, AUTH_MESSAGES.requestFailed) });
    } finally {
      setBusy(null);
    }
  }

  if (stage === 'verifyOTPCode') {
    return (
      <>
        <StepHeading lead={<>Enter the code we texted to {mobileNumber}.</>}>Verify your mobile number</StepHeading>
        <AlertArea alert={alert}>
          {alert?.action === 'newCode' ? (
            <p className="mt-2">
              <button
                type="button"
                className={LINK_BUTTON_CLASS}
                onClick={() => requestCode(true)}
                disabled={busy !== null}
              >
                {AUTH_MESSAGES.newCodeLink}
              </button>
            </p>
          ) : null}
        </AlertArea>
        <form noValidate onSubmit={submitCode} className="space-y-5" aria-busy={busy !== null}>
          <TextField
            ref={codeRef}
            id={ids.otpCode}
            label="Verification Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={10}
            required
            value={otpCode}
            onValue={(value) => {
              setOtpCode(value.replace(/\D/g, ''));
              setFieldError(undefined);
            }}
            error={fieldError}
          />
          <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy !== null}>
            {busy === 'verify' ? 'Verifying…' : 'Verify Code'}
          </button>
          <button
            type="button"
            className={SECONDARY_BUTTON_CLASS}
            onClick={() => requestCode(true)}
            disabled={busy !== null}
          >
            {busy === 'request' ? 'Sending…' : 'Request New Code'}
          </button>
        </form>
        <p className="mt-5 text-center text-sm">
          <button
            type="button"
            className={LINK_BUTTON_CLASS}
            onClick={() => {
              setStage('mobileNumber');
              setAlert(null);
              setFieldError(undefined);
            }}
          >
            Use a different number
          </button>
        </p>
      </>
    );
  }

  return (
    <>
      <StepHeading lead="We text you a code to confirm it is yours. We use your number only to secure your account and your cash back, never for marketing.">
        Add your mobile number
      </StepHeading>
      <AlertArea alert={alert} />
      <form noValidate onSubmit={submitNumber} className="space-y-5" aria-busy={busy !== null}>
        <TextField
          ref={numberRef}
          id={ids.mobileNumber}
          label="Mobile number"
          hint="A Canadian cell number, like 416-555-0123."
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="###-###-####"
          maxLength={14}
          required
          value={mobileNumber}
          onValue={(value) => {
            setMobileNumber(formatMobileNumber(value));
            setFieldError(undefined);
          }}
          error={fieldError}
        />
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy !== null}>
          {busy === 'request' ? 'Sending code…' : 'Verify Number'}
        </button>
        {allowSkip ? (
          <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={skip} disabled={busy !== null}>
            {busy === 'skip' ? 'Skipping…' : 'Skip'}
          </button>
        ) : null}
      </form>
    </>
  );
}

/**
 * The step inside another page's section (the account page's mobile number and two-factor sections):
 * its heading one level under the section's.
 */
export function SectionMobileNumberStep(props: { email: string; allowSkip: boolean; onDone: () => void }) {
  return (
    <HeadingProvider value={{ level: 3 }}>
      <MobileNumberStep {...props} />
    </HeadingProvider>
  );
}
