import { listPosts, POSTS_PER_PAGE } from '@cardgenius/core/contract';
import { data, Form, Link } from 'react-router';
import { PostListSection } from '../features/blog/blog-list';
import { listMeta } from '../features/blog/blog-meta';
import { blogPaths, listHref } from '../features/blog/blog-paths';
import { parseListParams, SEARCH_MAX_LENGTH } from '../features/blog/list-params';
import { postTile } from '../features/blog/post-tile';
import type { Route } from './+types/blog-search';

/** Search the blog (shell-and-browsing §2.3 /blog-search): the posts matching `q`, 10 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = parseListParams(new URL(request.url).searchParams, { q: true });
  if (!params) throw data(null, { status: 404 });
  const q = params.q ?? '';
  if (!q) return { q, list: null };
  const list = await context.api.call(listPosts, {
    query: { search: q, page: params.page, per_page: POSTS_PER_PAGE },
  });
  if (params.page > 1 && params.page > list.totalPages) throw data(null, { status: 404 });
  return {
    q,
    list: {
      posts: list.posts.map(postTile),
      total: list.total,
      page: list.page,
      perPage: list.perPage,
      totalPages: list.totalPages,
    },
  };
}

export const meta: Route.MetaFunction = (args) =>
  listMeta(args, {
    title: args.loaderData?.q ? `Search the blog for “${args.loaderData.q}”` : 'Search the blog',
    description: 'Search our articles: credit card news, reviews and guides for Canadians.',
    canonicalPath: blogPaths.search(),
    crumbs: [
      { name: 'Blog', path: blogPaths.blog() },
      { name: 'Search', path: blogPaths.search() },
    ],
    // Result pages are many and thin: search engines keep the blog's own pages instead.
    noindex: Boolean(args.loaderData?.q),
  });

export default function BlogSearch({ loaderData }: Route.ComponentProps) {
  const { q, list } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-slate-600 text-sm">
        <Link className="underline" to={blogPaths.blog()}>
          Blog
        </Link>
      </nav>
      <h1 className="mt-2 font-bold text-3xl text-slate-900">Search the blog</h1>
      <Form method="get" action={blogPaths.search()} role="search" className="mt-6 flex max-w-2xl gap-2">
        <label htmlFor="blog-search-q" className="sr-only">
          Search articles
        </label>
        <input
          id="blog-search-q"
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Search articles, e.g. Aeroplan or travel insurance"
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          Search
        </button>
      </Form>
      {list ? (
        <section aria-labelledby="blog-search-results">
          <h2 id="blog-search-results" className="sr-only">
            Results for “{q}”
          </h2>
          <PostListSection
            list={list}
            headingLevel={3}
            pageHref={(page) => listHref(blogPaths.search(), { q, page })}
            empty={
              <p>
                No article matches “{q}”. Try fewer or other words, or{' '}
                <Link to={blogPaths.blog()} className="font-semibold text-brand-700 underline">
                  browse the blog
                </Link>
                .
              </p>
            }
          />
        </section>
      ) : (
        <p className="mt-6 text-slate-700">
          Type a word or two above, or{' '}
          <Link to={blogPaths.blog()} className="font-semibold text-brand-700 underline">
            browse the latest posts
          </Link>
          .
        </p>
      )}
    </div>
  );
}
