import { isValidEmail } from '@cardgenius/core/rules';
import { Link, useLocation } from 'react-router';
import { TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { EmailConfirmationGuide } from '../features/auth/email-confirmation-guide';
import { HeadingProvider, StepHeading } from '../features/auth/form-ui';
import { ResendConfirmation } from '../features/auth/resend-confirmation';
import type { Route } from './+types/confirm-account';

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: 'Confirm your account',
    description: 'Your account is created. Confirm your email address with the link we sent you to activate it.',
  });

/** Shown after registering (accounts spec §2): where the confirmation email went, and what to do. */
export default function ConfirmAccount() {
  const location = useLocation();
  const raw = new URLSearchParams(location.search).get('email')?.trim() ?? '';
  const email = isValidEmail(raw) ? raw : '';
  return (
    <AuthPage>
      <HeadingProvider value={{ level: 1 }}>
        <StepHeading
          lead={
            email ? (
              <>
                One last step... We sent a confirmation email to <strong className="break-all">{email}</strong>.
              </>
            ) : (
              'One last step... We sent you a confirmation email.'
            )
          }
        >
          Confirm Your Email
        </StepHeading>
        <EmailConfirmationGuide email={email || undefined} />
        {email ? <ResendConfirmation email={email} /> : null}
        <p className="mt-6 text-center text-slate-700">
          Already confirmed?{' '}
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Log in
          </Link>
        </p>
      </HeadingProvider>
    </AuthPage>
  );
}
