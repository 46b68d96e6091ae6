import { endpoints } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { staffCall } from '../../features/admin/staff-access';
import type { Route } from './+types/overview';

export async function loader({ context, request }: Route.LoaderArgs) {
  const [comments, reviews] = await staffCall(request, () =>
    Promise.all([
      context.api.call(endpoints.listCommentsForModeration, { query: { status: 'pending' } }),
      context.api.call(endpoints.listCardReviewQueue, { query: { status: 'pending' } }),
    ]),
  );
  return { pendingComments: comments.total, pendingReviews: reviews.total };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Overview | Admin');

function QueueCard({ title, count, noun, to }: { title: string; count: number; noun: string; to: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="font-semibold text-lg text-slate-900">{title}</h2>
      <p className="mt-2 font-bold text-3xl text-slate-900">{count.toLocaleString('en-CA')}</p>
      <p className="text-slate-700 text-sm">{count === 1 ? noun : `${noun}s`} waiting for a moderator</p>
      <p className="mt-4">
        <Link
          to={to}
          className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
        >
          Open the {title.toLowerCase()} queue
        </Link>
      </p>
    </li>
  );
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { pendingComments, pendingReviews } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Overview</h1>
      <p className="mt-1 text-slate-700">What readers and members wrote that waits for a moderator.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        <QueueCard title="Comments" count={pendingComments} noun="pending comment" to="/admin/comments" />
        <QueueCard title="Card reviews" count={pendingReviews} noun="pending review" to="/admin/card-reviews" />
      </ul>
    </div>
  );
}
