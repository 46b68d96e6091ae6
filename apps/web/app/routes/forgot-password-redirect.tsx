import { redirect } from 'react-router';
import type { Route } from './+types/forgot-password-redirect';

/** /user/forgot-password (the spec's page-title route) lives on as /forgot-password. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/forgot-password${new URL(request.url).search}`, 301);
}
