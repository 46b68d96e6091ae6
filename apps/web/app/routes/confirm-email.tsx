import { isValidEmail } from '@cardgenius/core/rules';
import { Link, useLocation } from 'react-router';
import { TEXT_LINK_CLASS } from '../components/ui/form-styles';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { EmailConfirmationGuide } from '../features/auth/email-confirmation-guide';
import { HeadingProvider, StepHeading } from '../features/auth/form-ui';
import type { Route } from './+types/confirm-email';

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: 'Confirm Your Email',
    description: 'One last step: confirm your email address with the link we sent you to activate your account.',
  });

/** The email confirmation screen without a code (accounts spec §2): the guide and Open Email. */
export default function ConfirmEmail() {
  const location = useLocation();
  const email = new URLSearchParams(location.search).get('email')?.trim() ?? '';
  return (
    <AuthPage>
      <HeadingProvider value={{ level: 1 }}>
        <StepHeading lead="One last step...">Confirm Your Email</StepHeading>
        <EmailConfirmationGuide email={isValidEmail(email) ? email : undefined} />
        <p className="mt-8 text-center text-slate-700">
          Already confirmed?{' '}
          <Link to="/login" className={TEXT_LINK_CLASS}>
            Log in
          </Link>
        </p>
      </HeadingProvider>
    </AuthPage>
  );
}
