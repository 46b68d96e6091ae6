import { endpoints, isApiError } from '@cardgenius/core/contract';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { type AuditFilterError, AuditLogView, type AuditQuery } from '../../features/admin/audit-log-view';
import { pageFrom, textFrom } from '../../features/admin/list-address';
import { staffCall } from '../../features/admin/staff-access';
import type { Route } from './+types/audit';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query: AuditQuery = {
    member: textFrom(url, 'member', 254),
    event: textFrom(url, 'event', 60),
    from: textFrom(url, 'from', 10),
    to: textFrom(url, 'to', 10),
  };
  const filters = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  try {
    const page = await staffCall(request, () =>
      context.api.call(endpoints.listAuditEvents, { query: { ...filters, page: pageFrom(url) } }),
    );
    return { query, page, error: null };
  } catch (error) {
    // A filter the API cannot read: the form again, saying what to fix.
    if (isApiError(error) && error.status === 400) {
      const refusal: AuditFilterError = { message: error.message, fields: error.fields ?? {} };
      return { query, page: null, error: refusal };
    }
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Audit log | Admin');

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditLogView query={loaderData.query} page={loaderData.page} error={loaderData.error} />;
}
