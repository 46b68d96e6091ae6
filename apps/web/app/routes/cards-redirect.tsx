import { redirect } from 'react-router';
import type { Route } from './+types/cards-redirect';

/** Old `/cards/...` addresses live on under `/credit-cards/...` (a permanent redirect keeps links and rankings). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${url.pathname.replace(/^\/cards(?=\/|$)/i, '/credit-cards')}${url.search}`, 301);
}
