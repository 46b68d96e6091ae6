import { endpoints, MEMBER_SEARCH_MAX_LENGTH } from '@cardgenius/core/contract';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { pageFrom, textFrom } from '../../features/admin/list-address';
import { MemberSearch } from '../../features/admin/member-list';
import { staffCall } from '../../features/admin/staff-access';
import type { Route } from './+types/members';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = textFrom(url, 'q', MEMBER_SEARCH_MAX_LENGTH);
  const list = await staffCall(request, () =>
    context.api.call(endpoints.searchMembers, { query: { ...(q ? { q } : {}), page: pageFrom(url) } }),
  );
  return { q, list };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Members | Admin');

export default function AdminMembers({ loaderData }: Route.ComponentProps) {
  return <MemberSearch q={loaderData.q} list={loaderData.list} />;
}
