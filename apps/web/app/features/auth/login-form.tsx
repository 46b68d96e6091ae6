import type { CallResult, endpoints } from '@cardgenius/core/contract';
import { isApiError } from '@cardgenius/core/contract/api-error';
import { FIELD_MESSAGES } from '@cardgenius/core/contract/names';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Captcha, type CaptchaHandle } from '../../components/ui/captcha';
import { TextField } from '../../components/ui/form-fields';
import { LINK_BUTTON_CLASS, PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { useEarlyInput } from '../../lib/early-input';
import { callApi } from '../../lib/load-browser-api';
import { AUTH_MESSAGES, failureMessage, fieldErrorsOf } from './auth-messages';
import { AlertArea, StepHeading, useFieldIds, useFormAlert } from './form-ui';

export type SignedIn = CallResult<typeof endpoints.login>;

const FIELDS = ['email', 'password', 'captchaCode'] as const;
type Field = (typeof FIELDS)[number];

/** The login screen (accounts spec §2): email, password, captcha, Forgot Password and Register links. */
export function LoginForm({
  initialEmail = '',
  heading = 'Log in',
  lead,
  switchLink,
  social,
  notice,
  onLeave,
  onSignedIn,
}: {
  initialEmail?: string;
  heading?: string;
  lead?: ReactNode;
  switchLink: ReactNode;
  /** The "Continue with …" buttons, under the form. */
  social?: ReactNode;
  /** A message to open with (why a social sign-in came back here); it stays until replaced. */
  notice?: string | null | undefined;
  /** Called when a link takes the visitor to another page (a modal closes itself). */
  onLeave?: (() => void) | undefined;
  onSignedIn: (result: SignedIn) => void;
}) {
  const ids = useFieldIds(FIELDS);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const { alert, setAlert } = useFormAlert(notice ? { kind: 'error', message: notice, sticky: true } : null);
  const [resending, setResending] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useEarlyInput(formRef);

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (email.trim() === '') found.email = FIELD_MESSAGES.emailRequired;
    if (password === '') found.password = FIELD_MESSAGES.passwordRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const captchaCode = await captcha.current?.payload();
      if (!captchaCode) return;
      const result = await callApi('login', { body: { email: email.trim(), password, captchaCode } });
      onSignedIn(result);
    } catch (error) {
      // Each captcha solution is accepted once: a new challenge for the next attempt (§4).
      captcha.current?.reload();
      const { byField, other } = fieldErrorsOf(error, FIELDS);
      setErrors(byField);
      const options = isApiError(error) ? error.options : undefined;
      if (options?.showFailedLoginMaxMessage) {
        setAlert({ kind: 'error', message: AUTH_MESSAGES.locked, sticky: true, action: 'forgotPassword' });
      } else if (options?.showConfirmationLink) {
        setAlert({
          kind: 'error',
          message: failureMessage(error, AUTH_MESSAGES.loginFailed),
          sticky: true,
          action: 'resendConfirmation',
        });
      } else {
        setAlert({ kind: 'error', message: failureMessage(error, AUTH_MESSAGES.loginFailed), details: other });
      }
      if (Object.keys(byField).length > 0) focusFirstInvalid(formRef.current);
    } finally {
      setBusy(false);
    }
  }

  async function resendConfirmation() {
    setResending(true);
    try {
      await callApi('resendConfirmation', { body: { email: email.trim() } });
      setAlert({
        kind: 'notice',
        message: `We sent a new confirmation email to ${email.trim()}. Open it and click Confirm Email, then log in.`,
      });
    } catch {
      setAlert({ kind: 'error', message: AUTH_MESSAGES.resendFailed });
    } finally {
      setResending(false);
    }
  }

  return (
    <>
      <StepHeading lead={lead}>{heading}</StepHeading>
      <AlertArea alert={alert}>
        {alert?.action === 'resendConfirmation' ? (
          <p className="mt-2">
            <button type="button" className={LINK_BUTTON_CLASS} onClick={resendConfirmation} disabled={resending}>
              {AUTH_MESSAGES.resendLink}
            </button>
          </p>
        ) : null}
        {alert?.action === 'forgotPassword' ? (
          <p className="mt-2">
            <Link to="/forgot-password" className={TEXT_LINK_CLASS} onClick={onLeave}>
              Forgot Password?
            </Link>
          </p>
        ) : null}
      </AlertArea>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
        <TextField
          id={ids.email}
          label="Email address"
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={254}
          required
          value={email}
          onValue={edit('email', setEmail)}
          error={errors.email}
        />
        <TextField
          id={ids.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          required
          value={password}
          onValue={edit('password', setPassword)}
          error={errors.password}
        />
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password" className={TEXT_LINK_CLASS} onClick={onLeave}>
            Forgot Password?
          </Link>
        </div>
        <Captcha ref={captcha} id={ids.captchaCode} error={errors.captchaCode} />
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy || !hydrated}>
          {busy ? 'Logging in…' : 'Login'}
        </button>
      </form>
      {social}
      <p className="mt-6 text-center text-slate-700">{switchLink}</p>
    </>
  );
}

/** Moves focus to the first field marked invalid, once React has rendered the marks. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
