import { FIELD_MESSAGES } from '@cardgenius/core/contract/names';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Captcha, type CaptchaHandle } from '../../components/ui/captcha';
import { TextField } from '../../components/ui/form-fields';
import { PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { useEarlyInput } from '../../lib/early-input';
import { callApi } from '../../lib/load-browser-api';
import { AUTH_MESSAGES, failureMessage, fieldErrorsOf } from './auth-messages';
import { AlertArea, StepHeading, useFieldIds, useFormAlert } from './form-ui';
import { focusFirstInvalid } from './login-form';

const FIELDS = ['email', 'captchaCode'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Asks for a password reset link. The answer is the same whether or not the address has an account,
 * and the page shows the server's message as it is.
 */
export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const ids = useFieldIds(FIELDS);
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { alert, setAlert } = useFormAlert();
  const captcha = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useEarlyInput(formRef);
  const sentRef = useRef<HTMLDivElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') {
      setErrors({ email: FIELD_MESSAGES.emailRequired });
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    setAlert(null);
    try {
      const captchaCode = await captcha.current?.payload();
      if (!captchaCode) return;
      const result = await callApi('forgotPassword', { body: { email: email.trim(), captchaCode } });
      setSent(result.message);
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (error) {
      captcha.current?.reload();
      const { byField, other } = fieldErrorsOf(error, FIELDS);
      setErrors(byField);
      setAlert({ kind: 'error', message: failureMessage(error, AUTH_MESSAGES.requestFailed), details: other });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <>
        <StepHeading>Check your email</StepHeading>
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900"
        >
          {sent}
        </div>
        <p className="mt-4 text-slate-700">
          Didn’t get it? Check your spam folder, or{' '}
          <button
            type="button"
            className={`${TEXT_LINK_CLASS} cursor-pointer`}
            onClick={() => {
              setSent(null);
            }}
          >
            try again
          </button>
          .
        </p>
        <p className="mt-6 text-center">
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Back to login
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <StepHeading lead="Enter the email address of your account and we’ll email you a link to choose a new password.">
        Forgot your password?
      </StepHeading>
      <AlertArea alert={alert} />
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
        <TextField
          id={ids.email}
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          value={email}
          onValue={(value) => {
            setEmail(value);
            if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email}
        />
        <Captcha ref={captcha} id={ids.captchaCode} error={errors.captchaCode} />
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy || !hydrated}>
          {busy ? 'Sending…' : 'Send Reset Link'}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        Remembered it?{' '}
        <Link to="/login" className={TEXT_LINK_CLASS}>
          Log in
        </Link>
      </p>
    </>
  );
}
