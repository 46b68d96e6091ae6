import { data } from 'react-router';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: 'Page not found', description: 'This page does not exist.' });

/** Any path no route claims: a real 404 status, rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
