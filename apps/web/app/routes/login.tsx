import { useLocation } from 'react-router';
import { signInPageData } from '../features/auth/auth-loaders.server';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { AuthWidget } from '../features/auth/auth-widget';
import type { Route } from './+types/login';

export function loader({ request, context }: Route.LoaderArgs) {
  return signInPageData(request, context);
}

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: 'Log in',
    description: 'Log in to see your saved cards, track your GeniusCash offers and manage your account.',
  });

export default function Login({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <AuthPage>
      <AuthWidget
        // A new widget when the address changes (e.g. from /register back to /login).
        key={location.pathname}
        presentation="page"
        initialMode="login"
        context={loaderData.context}
        session={loaderData.session}
        continueSignIn={loaderData.continueSignIn}
        loginNotice={loaderData.loginNotice}
        loginHeading="Log in to your account"
        initialEmail={new URLSearchParams(location.search).get('email') ?? ''}
      />
    </AuthPage>
  );
}
