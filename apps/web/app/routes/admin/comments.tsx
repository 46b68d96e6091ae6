import { endpoints } from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { redirect } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { CommentEntry } from '../../features/admin/entries';
import { type ModerationResult, moderateEntries, queueHref, queueQuery } from '../../features/admin/moderation';
import { ModerationQueue } from '../../features/admin/moderation-queue';
import { ADMIN_PAGE_HEADERS, staffCall } from '../../features/admin/staff-access';
import { browserApi } from '../../lib/browser-api';
import { isSignedOut } from '../../lib/form-result';
import type { Route } from './+types/comments';

const BASE_PATH = '/admin/comments';
const NOUN = { one: 'comment', many: 'comments' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = queueQuery(new URL(request.url));
  const list = await staffCall(request, () =>
    context.api.call(endpoints.listCommentsForModeration, { query: { status: query.status, page: query.page } }),
  );
  // Past the last page (its last entries were just moderated): the last page there is.
  if (list.totalPages > 0 && query.page > list.totalPages) {
    throw redirect(queueHref(BASE_PATH, { ...query, page: list.totalPages }), { headers: ADMIN_PAGE_HEADERS });
  }
  return { query, list };
}

/** Approve, reject or mark as spam, one comment or the checked ones: from the browser, one call each. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ModerationResult> {
  const form = await request.formData();
  try {
    return await moderateEntries(
      form,
      NOUN,
      async (id, status) => {
        await browserApi.call(endpoints.moderateComment, { params: { id }, body: { status } });
      },
      isSignedOut,
    );
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor(`${BASE_PATH}${new URL(request.url).search}`));
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Comments | Admin');

export default function AdminComments({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  return (
    <ModerationQueue
      title="Comments"
      description="Readers’ comments on posts. Pending comments are shown oldest first; approving one shows it on its post."
      basePath={BASE_PATH}
      query={query}
      noun={NOUN}
      total={list.total}
      totalPages={list.totalPages}
      result={actionData}
      entries={list.comments.map((comment) => ({
        id: comment.id,
        value: comment.id,
        name: `the comment by ${comment.authorName}`,
        content: <CommentEntry comment={comment} />,
      }))}
    />
  );
}
