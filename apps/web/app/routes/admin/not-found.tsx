import { data } from 'react-router';
import { ADMIN_PAGE_HEADERS } from '../../features/admin/staff-access';

/** Any other address under /admin: the admin site's own 'page not found' (the layout's error page). */
export function loader(): never {
  throw data(null, { status: 404, headers: ADMIN_PAGE_HEADERS });
}

export default function AdminNotFound() {
  return null;
}
