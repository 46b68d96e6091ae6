import { data } from 'react-router';
/** Any path no route claims: a real 404 status, rendered (and titled) by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
