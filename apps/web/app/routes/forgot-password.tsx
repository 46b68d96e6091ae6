import { useLocation } from 'react-router';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { HeadingProvider } from '../features/auth/form-ui';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: 'Forgot your password?',
    description: 'Ask for a link to choose a new password for your account. The link works for one hour.',
  });

export default function ForgotPassword() {
  const location = useLocation();
  return (
    <AuthPage>
      <HeadingProvider value={{ level: 1 }}>
        <ForgotPasswordForm initialEmail={new URLSearchParams(location.search).get('email') ?? ''} />
      </HeadingProvider>
    </AuthPage>
  );
}
