import { useLocation } from 'react-router';
import { signInPageData } from '../features/auth/auth-loaders.server';
import { authPageMeta } from '../features/auth/auth-meta';
import { AuthPage } from '../features/auth/auth-page';
import { AuthWidget } from '../features/auth/auth-widget';
import type { Route } from './+types/register';

export function loader({ request, context }: Route.LoaderArgs) {
  return signInPageData(request, context);
}

export const meta: Route.MetaFunction = (args) =>
  authPageMeta(args, {
    title: 'Create an account',
    description: 'Create a free account to save cards, compare them later and get cash back on approved applications.',
  });

export default function Register({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <AuthPage wide>
      <AuthWidget
        key={location.pathname}
        presentation="page"
        initialMode="register"
        context={loaderData.context}
        session={loaderData.session}
        continueSignIn={loaderData.continueSignIn}
        initialEmail={new URLSearchParams(location.search).get('email') ?? ''}
      />
    </AuthPage>
  );
}
