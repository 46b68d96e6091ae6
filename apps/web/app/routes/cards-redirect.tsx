import { cardsRewrite } from '@cardgenius/core/rules';
import { redirect } from 'react-router';
import type { Route } from './+types/cards-redirect';

/**
 * Old `/cards/...` addresses live on under `/credit-cards/...` (a permanent redirect keeps links and
 * rankings). The server answers these before rendering; this route covers a navigation in the page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${cardsRewrite(url.pathname) ?? '/credit-cards'}${url.search}`, 301);
}
