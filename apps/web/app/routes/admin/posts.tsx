import { endpoints, POST_STATUSES } from '@cardgenius/core/contract';
import { Form, Link } from 'react-router';
import { LIGHT_INPUT_CLASS } from '../../components/ui/form-styles';
import { privatePageHeaders, privatePageMeta } from '../../features/account/private-page';
import { Pager } from '../../features/admin/pager';
import { postListHref, postListQuery } from '../../features/admin/post-list-query';
import { POST_STATUS_LABELS, PostStatusBadge } from '../../features/admin/posts/post-status';
import { staffCall } from '../../features/admin/staff-access';
import { formatPostDate } from '../../features/blog/post-dates';
import type { Route } from './+types/posts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = postListQuery(new URL(request.url));
  const list = await staffCall(request, () =>
    context.api.call(endpoints.listEditorPosts, {
      query: {
        ...(query.q ? { q: query.q } : {}),
        ...(query.status ? { status: query.status } : {}),
        page: query.page,
      },
    }),
  );
  return { query, list };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, 'Posts | Admin');

const BUTTON =
  'inline-flex items-center rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700';

export default function AdminPosts({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 sm:text-3xl">Posts</h1>
          <p className="mt-1 max-w-3xl text-slate-700">
            Every article, news item and review in any status, last changed first.
          </p>
        </div>
        <Link to="/admin/posts/new" className={BUTTON}>
          New post
        </Link>
      </div>
      <Form method="get" className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <label className="block text-sm sm:col-span-2">
          <span className="font-medium text-slate-800">Title or address</span>
          <input type="search" name="q" defaultValue={query.q} className={LIGHT_INPUT_CLASS} />
        </label>
        <label className="block text-sm">
          <span className="font-medium text-slate-800">Status</span>
          <select name="status" defaultValue={query.status} className={LIGHT_INPUT_CLASS}>
            <option value="">Any status</option>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {POST_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <div className="sm:col-span-3">
          <button type="submit" className={BUTTON}>
            Show posts
          </button>
        </div>
      </Form>
      <p className="mt-4 text-slate-700 text-sm" role="status">
        {list.total === 1 ? '1 post' : `${list.total.toLocaleString('en-CA')} posts`}
      </p>
      {list.posts.length > 0 ? (
        <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Posts, page {list.page}</caption>
            <thead className="border-slate-200 border-b bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Post
                </th>
                <th scope="col" className="hidden px-4 py-2 font-semibold md:table-cell">
                  Authors
                </th>
                <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
                  Changed
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.posts.map((post) => (
                <tr key={post.id}>
                  <td className="px-4 py-2">
                    <Link
                      to={`/admin/posts/${post.id}`}
                      className="font-semibold text-brand-700 underline hover:text-brand-900"
                    >
                      {post.title}
                    </Link>
                    <p className="break-all text-slate-600 text-xs">/blog/{post.slug}</p>
                  </td>
                  <td className="hidden px-4 py-2 text-slate-800 md:table-cell">{post.authorNames.join(', ')}</td>
                  <td className="hidden px-4 py-2 text-slate-800 sm:table-cell">{formatPostDate(post.modifiedAt)}</td>
                  <td className="px-4 py-2">
                    <PostStatusBadge status={post.status} />
                    {post.status === 'scheduled' && post.publishedAt ? (
                      <p className="mt-1 text-slate-600 text-xs">{formatPostDate(post.publishedAt)}</p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No post matches.</p>
      )}
      <Pager page={query.page} totalPages={list.totalPages} hrefFor={(page) => postListHref({ ...query, page })} />
    </div>
  );
}
