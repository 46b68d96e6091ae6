import type { AuthContext, CallResult, endpoints, RegisterRequest } from '@cardgenius/core/contract';
import { isApiError } from '@cardgenius/core/contract/api-error';
import { FIELD_MESSAGES } from '@cardgenius/core/contract/names';
import {
  EMAIL_PATTERN,
  isPasswordAcceptable,
  isValidEmail,
  MOBILE_NUMBER_CONTEXTS,
  PERSON_NAME_MAX_LENGTH,
} from '@cardgenius/core/rules';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Captcha, type CaptchaHandle } from '../../components/ui/captcha';
import { CheckboxField, TextField } from '../../components/ui/form-fields';
import { LINK_BUTTON_CLASS, PRIMARY_BUTTON_CLASS, TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { track } from '../../lib/analytics';
import { browserCookies } from '../../lib/cookies';
import { useEarlyInput } from '../../lib/early-input';
import { callApi } from '../../lib/load-browser-api';
import { REF_CODE_COOKIE, referralCodeFrom } from '../../lib/sign-in-target';
import { AUTH_MESSAGES, failureMessage, fieldErrorsOf } from './auth-messages';
import { AlertArea, StepHeading, useFieldIds, useFormAlert } from './form-ui';
import { focusFirstInvalid } from './login-form';
import { NewPasswordFields } from './password-fields';
import { PayoutPreference } from './payout-preference';
import { type PayoutChoice, payoutErrors, payoutFields } from './payout-values';

export type Registered = CallResult<typeof endpoints.register>;

const FIELDS = [
  'name',
  'email',
  'password1',
  'password2',
  'marketingOptIn',
  'terms',
  'captchaCode',
  'paymentMethod',
  'interacEmail',
  'interacEmailVerify',
  'paypalEmail',
  'paypalEmailVerify',
] as const;
type Field = (typeof FIELDS)[number];

const NO_PAYOUT: PayoutChoice = {
  paymentMethod: '',
  interacEmail: '',
  interacEmailVerify: '',
  paypalEmail: '',
  paypalEmailVerify: '',
};

/**
 * The register screen (accounts spec §2, §5): name, email, a new password typed twice with the live
 * requirements, the marketing opt-in, the terms agreement, an optional payout preference and the
 * captcha. The Register button stays disabled until every password requirement holds.
 */
export function RegisterForm({
  context,
  initialEmail = '',
  switchLink,
  social,
  onLogin,
  onRegistered,
}: {
  context: AuthContext;
  initialEmail?: string;
  switchLink: ReactNode;
  /** The "Continue with …" buttons, under the form. */
  social?: ReactNode;
  /** 'Login now' after a failure that says the address already has an account. */
  onLogin: (email: string) => void;
  onRegistered: (result: Registered) => void;
}) {
  const ids = useFieldIds(FIELDS);
  const [name, setName] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password1, setPassword1] = useState('');
  const [password2, setPassword2] = useState('');
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const [terms, setTerms] = useState(false);
  const [payout, setPayout] = useState<PayoutChoice>(NO_PAYOUT);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const { alert, setAlert } = useFormAlert();
  const captcha = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useEarlyInput(formRef);
  const passwordReady = isPasswordAcceptable(password1, password2);

  const clearError = (field: Field) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    clearError(field);
  };

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (name.trim() === '') found.name = FIELD_MESSAGES.nameRequired;
    if (email.trim() === '') found.email = FIELD_MESSAGES.emailRequired;
    else if (!isValidEmail(email.trim())) found.email = FIELD_MESSAGES.emailInvalid;
    if (!terms) found.terms = AUTH_MESSAGES.termsRequired;
    return { ...found, ...payoutErrors(payout) };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!passwordReady) return;
    const found = validate();
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
      const referredByCode = referralCodeFrom(browserCookies()[REF_CODE_COOKIE]);
      const body: RegisterRequest = {
        name: name.trim(),
        email: email.trim(),
        password1,
        password2,
        marketingOptIn,
        terms,
        origin: context,
        captchaCode,
        ...(referredByCode ? { referredByCode } : {}),
        ...payoutFields(payout),
      };
      const registered = await callApi('register', { body });
      // The Referral trigger: the visitor came with a referral link's refCode cookie (shell-and-browsing §7).
      track('registration', {
        context,
        registered: true,
        trigger: browserCookies()[REF_CODE_COOKIE] ? 'Referral' : null,
      });
      onRegistered(registered);
    } catch (error) {
      track('registration', { context, registered: false });
      captcha.current?.reload();
      const { byField, other } = fieldErrorsOf(error, FIELDS);
      setErrors(byField);
      setAlert({
        kind: 'error',
        message: failureMessage(error, AUTH_MESSAGES.registerFailed),
        details: other,
        ...(isApiError(error) && error.options?.showLoginLink ? { action: 'loginLink' as const } : {}),
      });
      if (Object.keys(byField).length > 0) focusFirstInvalid(formRef.current);
    } finally {
      setBusy(false);
    }
  }

  const cashBackContext = MOBILE_NUMBER_CONTEXTS.includes(context);
  return (
    <>
      <StepHeading
        lead={
          cashBackContext
            ? 'Create a free account to claim your cash back.'
            : 'Save cards, track offers and get cash back on approved applications.'
        }
      >
        Create your account
      </StepHeading>
      <AlertArea alert={alert}>
        {alert?.action === 'loginLink' ? (
          <p className="mt-2">
            <button type="button" className={LINK_BUTTON_CLASS} onClick={() => onLogin(email.trim())}>
              Login now
            </button>
          </p>
        ) : null}
      </AlertArea>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
        <TextField
          id={ids.name}
          label="Name"
          autoComplete="name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          required
          value={name}
          onValue={edit('name', setName)}
          error={errors.name}
        />
        <TextField
          id={ids.email}
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          pattern={EMAIL_PATTERN.source}
          required
          value={email}
          onValue={edit('email', setEmail)}
          error={errors.email}
        />
        <NewPasswordFields
          ids={{ password: ids.password1, confirmation: ids.password2 }}
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
          password={password1}
          confirmation={password2}
          onPassword={edit('password1', setPassword1)}
          onConfirmation={edit('password2', setPassword2)}
          errors={{ password: errors.password1, confirmation: errors.password2 }}
        />
        <PayoutPreference
          idPrefix={ids.paymentMethod}
          accountEmail={email.trim()}
          open={cashBackContext}
          value={payout}
          errors={errors}
          onChange={(next, field) => {
            setPayout(next);
            clearError(field);
          }}
        />
        <CheckboxField id={ids.marketingOptIn} checked={marketingOptIn} onChecked={setMarketingOptIn}>
          Email me exclusive deals, offers and card news. You can unsubscribe at any time.
        </CheckboxField>
        <CheckboxField
          id={ids.terms}
          checked={terms}
          onChecked={(checked) => {
            setTerms(checked);
            clearError('terms');
          }}
          error={errors.terms}
        >
          I agree to the{' '}
          <a href="/terms" target="_blank" rel="noopener" className={TEXT_LINK_CLASS}>
            terms and conditions<span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          and the{' '}
          <a href="/privacy" target="_blank" rel="noopener" className={TEXT_LINK_CLASS}>
            privacy policy<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </CheckboxField>
        <Captcha ref={captcha} id={ids.captchaCode} error={errors.captchaCode} />
        <div>
          <button
            type="submit"
            className={PRIMARY_BUTTON_CLASS}
            disabled={busy || !passwordReady || !hydrated}
            aria-describedby={passwordReady ? undefined : `${ids.password1}-register-note`}
          >
            {busy ? 'Creating your account…' : 'Register'}
          </button>
          {passwordReady ? null : (
            <p id={`${ids.password1}-register-note`} className="mt-2 text-center text-slate-600 text-sm">
              Register becomes available once your password meets every requirement and both passwords match.
            </p>
          )}
        </div>
      </form>
      {social}
      <p className="mt-6 text-center text-slate-700">{switchLink}</p>
    </>
  );
}
