import { redirect } from 'react-router';
import type { Route } from './+types/reset-password-redirect';

/**
 * /user/reset-password (the spec's page-title route) and /reset-password without a token: the page
 * needs the token of an emailed link, so /user/reset-password/{token} (or ?token=) goes to
 * /reset-password/{token} and anything else to the form that sends one.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const token = params.token ?? new URL(request.url).searchParams.get('token') ?? '';
  return redirect(/^[A-Za-z0-9_-]{1,200}$/.test(token) ? `/reset-password/${token}` : '/forgot-password', 301);
}
