import { endpoints } from '@cardgenius/core/contract';
import { PAYMENT_STATUSES, type PaymentStatus } from '@cardgenius/core/rules';
import { redirect } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { ClaimsScreen, claimsHref } from '../../features/admin/claims-screen';
import { ADMIN_PAGE_HEADERS, staffCall } from '../../features/admin/staff-access';
import type { Route } from './+types/claims';

const BASE_PATH = '/admin/claims';

/** What the queue's address asks for: a status (all when none), a search, a page. */
function claimsQuery(url: URL) {
  const status = url.searchParams.get('status');
  const page = Number(url.searchParams.get('page'));
  return {
    status: PAYMENT_STATUSES.find((known) => known === status) as PaymentStatus | undefined,
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 254),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = claimsQuery(new URL(request.url));
  const list = await staffCall(request, () =>
    context.api.call(endpoints.listStaffClaims, {
      query: { status: query.status, q: query.q || undefined, page: query.page },
    }),
  );
  if (list.totalPages > 0 && query.page > list.totalPages) {
    throw redirect(claimsHref(BASE_PATH, { ...query, page: list.totalPages }), { headers: ADMIN_PAGE_HEADERS });
  }
  return { query, list };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Claims | Admin');

export default function AdminClaims({ loaderData }: Route.ComponentProps) {
  return <ClaimsScreen basePath={BASE_PATH} {...loaderData} />;
}
