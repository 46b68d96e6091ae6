import type { AuthContext, SessionView } from '@cardgenius/core/contract';
import { type AuthMode, nextModeAfterLogin, nextModeAfterRegister } from '@cardgenius/core/rules';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { LINK_BUTTON_CLASS, TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { callApi, useBrowserApiOnFocus } from '../../lib/load-browser-api';
import { moveWalletToAccount, savePendingCards, takeSignInTarget } from './finish-sign-in';
import { HeadingProvider, StepHeading } from './form-ui';
import { LoginForm, type SignedIn } from './login-form';
import { MarketingOptIn } from './marketing-opt-in';
import { MobileNumberStep } from './mobile-number-step';
import { type Registered, RegisterForm } from './register-form';
import { RegisterSuccess } from './register-success';
import { SocialSignIn } from './social-sign-in';
import { TwoFactorStep } from './two-factor-step';

interface RegisteredAccount {
  email: string;
  emailProvider: Registered['emailProvider'];
}

type Step =
  | { mode: 'login' }
  | { mode: 'register' }
  | ({ mode: 'registered'; mobile: 'verified' | 'skipped' | 'none' } & RegisteredAccount)
  | { mode: 'twoFactorSetup' | 'twoFactor'; session: SessionView }
  /** Signed in part way, or (with `registered`) right after a GeniusCash or gift card sign-up. */
  | { mode: 'mobileNumber'; email: string; session: SessionView | null; registered?: RegisteredAccount }
  | { mode: 'optIn'; target: string | null }
  | { mode: 'finishing' };

export interface AuthWidgetProps {
  /** As a page (the route's main content, ending with a full page load) or inside a modal dialog. */
  presentation: 'page' | 'modal';
  initialMode?: 'login' | 'register';
  /** Where the widget was opened: the register call's origin; GeniusCash and gift card ask for a mobile number. */
  context?: AuthContext;
  /** The visitor's session when part-way signed in (from auth-status), to resume at the right step. */
  session?: SessionView | null;
  /** 1 when the widget's titles are the page's h1, 2 under a page title of its own. */
  headingLevel?: 1 | 2;
  /** In a modal: each step's title goes to the dialog's own heading. */
  onTitleChange?: (title: string) => void;
  /** In a modal: called once signed in (the page's data is then revalidated) instead of a page load. */
  onSignedIn?: () => void;
  /** Called when a link leaves for another page (a modal closes). */
  onLeave?: () => void;
  initialEmail?: string;
  loginHeading?: string;
  loginLead?: ReactNode;
  /** Right after an email confirmation: its code, and whether the member already gets marketing email. */
  confirmation?: { code: string; optedIn: boolean };
  /** Staff preview (the sandbox): show the forms even to a signed-in visitor. */
  preview?: boolean;
  /**
   * Back from a social sign-in with `session`: continue with the steps that follow a password
   * sign-in (two-factor, the mobile number, then the way on).
   */
  continueSignIn?: boolean;
  /** Why a social sign-in came back to the login screen. */
  loginNotice?: string | null;
}

/** §4 "Login succeeds": two-factor setup, two-factor or the mobile number, or null when sign-in is done. */
function stepAfterLogin(session: SessionView): Step | null {
  const next = nextModeAfterLogin(session, session.email);
  if (next === 'mobileNumber') return { mode: next, email: session.email, session };
  return next === 'twoFactorSetup' || next === 'twoFactor' ? { mode: next, session } : null;
}

/** The step a part-way session (password given, more to do) resumes at on opening the widget. */
function resumeStep(session: SessionView | null | undefined): Step | null {
  return session && !session.authenticated ? stepAfterLogin(session) : null;
}

/** The first step: a part-way session's, after a social sign-in the one after login, else the form. */
function firstStep(session: SessionView | null | undefined, continueSignIn: boolean, initialMode: Step['mode']): Step {
  if (continueSignIn && session) return stepAfterLogin(session) ?? { mode: 'finishing' };
  return resumeStep(session) ?? ({ mode: initialMode } as Step);
}

/**
 * The authentication widget (accounts spec §2, §4): login, register, mobileNumber, verifyOTPCode,
 * twoFactorSetup and twoFactor, with the transitions between them, then the end of sign-in (the
 * pending saved cards, the opt-in prompt after an email confirmation, and the way on).
 */
export function AuthWidget({
  presentation,
  initialMode = 'login',
  context = 'site',
  session,
  headingLevel = 1,
  onTitleChange,
  onSignedIn,
  onLeave,
  initialEmail = '',
  loginHeading,
  loginLead,
  confirmation,
  preview = false,
  continueSignIn = false,
  loginNotice,
}: AuthWidgetProps) {
  const [step, setStep] = useState<Step>(() => firstStep(session, continueSignIn, initialMode));
  const [mobileStage, setMobileStage] = useState<AuthMode>('mobileNumber');
  const [email, setEmail] = useState(initialEmail || session?.email || '');
  const optedInRef = useRef(confirmation?.optedIn ?? true);
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const leave = useCallback(
    (target: string | null) => {
      if (presentation === 'page') {
        // A full page load, so that the header and every loader see the member.
        window.location.assign(target ?? '/dashboard');
        return;
      }
      onSignedIn?.();
      void revalidator.revalidate();
    },
    [presentation, onSignedIn, revalidator],
  );

  const finish = useCallback(async () => {
    setStep({ mode: 'finishing' });
    const target = presentation === 'page' ? takeSignInTarget(window.location.search) : null;
    await Promise.all([savePendingCards(), moveWalletToAccount()]);
    if (confirmation && !optedInRef.current) {
      setStep({ mode: 'optIn', target });
      // Signed in already: the header shows the member while the prompt waits for an answer.
      void revalidator.revalidate();
      return;
    }
    leave(target);
  }, [presentation, confirmation, leave, revalidator]);

  const advance = useCallback(
    (current: SessionView) => {
      const next = stepAfterLogin(current);
      if (next) {
        setMobileStage('mobileNumber');
        setStep(next);
      } else {
        void finish();
      }
    },
    [finish],
  );

  // Signed in by a provider with nothing left to do: on the way at once (once, from the first step only).
  const startsFinishedRef = useRef(step.mode === 'finishing');
  useEffect(() => {
    if (!startsFinishedRef.current) return;
    startsFinishedRef.current = false;
    void finish();
  }, [finish]);

  // In a modal the page did not load the session: ask once, to resume a part-way sign-in.
  const checkedRef = useRef(false);
  useEffect(() => {
    if (presentation !== 'modal' || preview || checkedRef.current) return;
    checkedRef.current = true;
    callApi('getAuthStatus').then(
      (status) => {
        if (status.isAuthenticated) void finish();
        else {
          const resumed = resumeStep(status.session);
          if (resumed) setStep(resumed);
        }
      },
      () => undefined,
    );
  }, [presentation, preview, finish]);

  function signedIn(result: SignedIn) {
    setEmail(result.session.email);
    if (confirmation) optedInRef.current = confirmation.optedIn || result.user.marketingOptIn;
    advance(result.session);
  }

  /** §4 "Register succeeds": the mobile number next for GeniusCash and gift card, else the confirm-account page. */
  function registered(result: Registered) {
    const account = { email: result.user.email, emailProvider: result.emailProvider };
    if (nextModeAfterRegister({ context, email: account.email }) === 'mobileNumber') {
      setMobileStage('mobileNumber');
      setStep({ mode: 'mobileNumber', email: account.email, session: null, registered: account });
    } else if (presentation === 'page') {
      void navigate(`/confirm-account?email=${encodeURIComponent(account.email)}`);
    } else {
      // In a modal the host stays: the success screen takes the confirm-account page's place.
      setStep({ mode: 'registered', ...account, mobile: 'none' });
    }
  }

  const switchTo = (mode: 'login' | 'register', label: string, prompt: string) => (
    <>
      {prompt}{' '}
      {presentation === 'page' ? (
        <Link to={`/${mode}${location.search}`} className={TEXT_LINK_CLASS}>
          {label}
        </Link>
      ) : (
        <button type="button" className={LINK_BUTTON_CLASS} onClick={() => setStep({ mode })}>
          {label}
        </button>
      )}
    </>
  );

  const mode: AuthMode | 'registered' | 'optIn' | 'finishing' = step.mode === 'mobileNumber' ? mobileStage : step.mode;

  // A new step replaces the form: focus goes to its title (or, in a modal, its first field), so that
  // keyboard and screen reader users continue from the top of what they now see.
  const containerRef = useRef<HTMLDivElement>(null);
  const shownModeRef = useRef(mode);
  useEffect(() => {
    if (mode === shownModeRef.current) return;
    shownModeRef.current = mode;
    const container = containerRef.current;
    const target =
      container?.querySelector<HTMLElement>('[data-step-heading]') ??
      container?.querySelector<HTMLElement>('input:not([type="hidden"]), button');
    target?.focus();
    target?.scrollIntoView({ block: 'nearest' });
  }, [mode]);
  // The forms call the API through the contract, which loads when the visitor first reaches a field (as
  // the captcha starts solving then) rather than with the page: a sign-in page's first JavaScript stays light.
  useBrowserApiOnFocus(containerRef);
  return (
    <HeadingProvider value={{ level: presentation === 'modal' ? 2 : headingLevel, onTitle: onTitleChange }}>
      <div ref={containerRef} data-auth-mode={mode}>
        {step.mode === 'login' ? (
          <LoginForm
            key="login"
            initialEmail={email}
            heading={loginHeading}
            lead={loginLead}
            onLeave={onLeave}
            switchLink={switchTo('register', 'Register', 'New here?')}
            social={<SocialSignIn presentation={presentation} context={context} />}
            notice={loginNotice}
            onSignedIn={signedIn}
          />
        ) : null}
        {step.mode === 'register' ? (
          <RegisterForm
            context={context}
            initialEmail={email}
            switchLink={switchTo('login', 'Log in', 'Already have an account?')}
            social={<SocialSignIn presentation={presentation} context={context} />}
            onLogin={(address) => {
              setEmail(address);
              setStep({ mode: 'login' });
            }}
            onRegistered={registered}
          />
        ) : null}
        {step.mode === 'registered' ? (
          <RegisterSuccess
            email={step.email}
            emailProvider={step.emailProvider}
            mobile={step.mobile}
            onBackToLogin={() => {
              setEmail(step.email);
              setStep({ mode: 'login' });
            }}
          />
        ) : null}
        {step.mode === 'twoFactorSetup' || step.mode === 'twoFactor' ? (
          <TwoFactorStep
            key={step.mode}
            setup={step.mode === 'twoFactorSetup'}
            session={step.session}
            onLeave={onLeave}
            onDone={(result) => signedIn(result)}
          />
        ) : null}
        {step.mode === 'mobileNumber' ? (
          <MobileNumberStep
            email={step.email}
            allowSkip
            onStageChange={setMobileStage}
            onDone={(next, outcome) => {
              const { registered: account } = step;
              if (account) setStep({ mode: 'registered', ...account, mobile: outcome ?? 'skipped' });
              else if (next) advance(next);
              else void finish();
            }}
          />
        ) : null}
        {step.mode === 'optIn' ? (
          <MarketingOptIn
            confirmCode={confirmation?.code}
            onOptedIn={() => leave(step.target)}
            onDecline={() => leave(step.target)}
          />
        ) : null}
        {step.mode === 'finishing' ? <Finishing /> : null}
      </div>
    </HeadingProvider>
  );
}

function Finishing() {
  return (
    <>
      <StepHeading>Welcome back</StepHeading>
      <div role="status" className="flex items-center gap-3 py-2 text-slate-700">
        <span
          aria-hidden="true"
          className="h-5 w-5 rounded-full border-2 border-brand-600 border-t-transparent motion-safe:animate-spin"
        />
        Signing you in…
      </div>
    </>
  );
}
