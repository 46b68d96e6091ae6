import { endpoints } from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { redirect } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { CardReviewEntry } from '../../features/admin/entries';
import { type ModerationResult, moderateEntries, queueHref, queueQuery } from '../../features/admin/moderation';
import { ModerationQueue } from '../../features/admin/moderation-queue';
import { ADMIN_PAGE_HEADERS, staffCall } from '../../features/admin/staff-access';
import { browserApi } from '../../lib/browser-api';
import { isSignedOut } from '../../lib/form-result';
import type { Route } from './+types/card-reviews';

const BASE_PATH = '/admin/card-reviews';
const NOUN = { one: 'review', many: 'reviews' };

/** What the form sends for a review: its id and the version the moderator read (a newer one is a 409). */
const entryValue = (review: { id: string; updatedAt: string }) => `${review.id} ${review.updatedAt}`;

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = queueQuery(new URL(request.url));
  const list = await staffCall(request, () =>
    context.api.call(endpoints.listCardReviewQueue, { query: { status: query.status, page: query.page } }),
  );
  if (list.totalPages > 0 && query.page > list.totalPages) {
    throw redirect(queueHref(BASE_PATH, { ...query, page: list.totalPages }), { headers: ADMIN_PAGE_HEADERS });
  }
  return { query, list };
}

/** Approve, reject or mark as spam, one review or the checked ones, each as the moderator read it. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ModerationResult> {
  const form = await request.formData();
  try {
    return await moderateEntries(
      form,
      NOUN,
      async (item, status) => {
        const [id = '', updatedAt] = item.split(' ');
        await browserApi.call(endpoints.setCardReviewStatus, {
          params: { id },
          body: updatedAt ? { status, updatedAt } : { status },
        });
      },
      isSignedOut,
    );
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor(`${BASE_PATH}${new URL(request.url).search}`));
    throw error;
  }
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Card reviews | Admin');

export default function AdminCardReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  return (
    <ModerationQueue
      title="Card reviews"
      description="Members’ reviews of cards. Pending reviews are shown oldest first; approving one shows it on its card’s page and counts it."
      basePath={BASE_PATH}
      query={query}
      noun={NOUN}
      total={list.total}
      totalPages={list.totalPages}
      result={actionData}
      entries={list.reviews.map((review) => ({
        id: review.id,
        value: entryValue(review),
        name: `the review of ${review.card.name} by ${review.member.name}`,
        content: <CardReviewEntry review={review} />,
      }))}
    />
  );
}
