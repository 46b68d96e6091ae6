import { listPosts, POSTS_PER_PAGE } from '@cardgenius/core/contract';
import { data, Link, redirect } from 'react-router';
import { CategoryTabs, PostListSection, SortTabs } from '../features/blog/blog-list';
import { type Crumb, listMeta } from '../features/blog/blog-meta';
import { blogPaths, listHref } from '../features/blog/blog-paths';
import { BLOG_INTRO, CATEGORY_STYLES, categoryOfPath } from '../features/blog/categories';
import { parseListParams } from '../features/blog/list-params';
import { postTile } from '../features/blog/post-tile';
import type { Route } from './+types/blog';

const BLOG_TITLE = 'Credit card blog: news, reviews and guides';

/** A category's list title, as its page and search results show it. */
const CATEGORY_TITLES = {
  'credit-card-news': 'Credit card news',
  'credit-card-reviews': 'Credit card reviews',
  'credit-cards-101': 'Credit cards 101: guides for every cardholder',
  'best-credit-cards': 'Best credit cards: our picks explained',
} as const;

/**
 * The blog and its category pages (shell-and-browsing §2.2, §9): /blog, /news and /blog/{category},
 * 10 posts a page in one of three orders. /blog also lists the categories without a page of their own
 * (?category=); one with a page of its own is sent there, so each list has one address.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const fixed = categoryOfPath(url.pathname);
  const params = parseListParams(url.searchParams, { category: fixed === null });
  if (!params) throw data(null, { status: 404 });
  const ownPage = params.category ? CATEGORY_STYLES[params.category].page : null;
  if (ownPage) throw redirect(listHref(ownPage, { orderby: params.orderby, page: params.page }), 301);
  const category = fixed ?? params.category ?? null;
  const list = await context.api.call(listPosts, {
    query: {
      page: params.page,
      per_page: POSTS_PER_PAGE,
      orderby: params.orderby,
      ...(category ? { category_name: category } : {}),
    },
  });
  // Past the last page there is nothing to show: not a page of the blog.
  if (params.page > 1 && params.page > list.totalPages) throw data(null, { status: 404 });
  return {
    base: fixed ? url.pathname.replace(/\/+$/, '') : blogPaths.blog(),
    category,
    /** Set when the category comes from the query (/blog?category=…). */
    queryCategory: fixed ? null : category,
    orderby: params.orderby,
    list: {
      posts: list.posts.map(postTile),
      total: list.total,
      page: list.page,
      perPage: list.perPage,
      totalPages: list.totalPages,
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return [];
  const { category, list } = loaded;
  const name =
    category === null
      ? BLOG_TITLE
      : category in CATEGORY_TITLES
        ? CATEGORY_TITLES[category as keyof typeof CATEGORY_TITLES]
        : CATEGORY_STYLES[category].name;
  const pageNote = list.page > 1 ? ` (page ${list.page})` : '';
  const listPath = category === null ? blogPaths.blog() : blogPaths.category(category);
  const crumbs: Crumb[] = [{ name: 'Blog', path: blogPaths.blog() }];
  if (category !== null) crumbs.push({ name: CATEGORY_STYLES[category].name, path: listPath });
  return listMeta(args, {
    title: `${name}${pageNote}`,
    description: category === null ? BLOG_INTRO : CATEGORY_STYLES[category].intro,
    // One address per list and page, whichever order it is read in; /news is the news list's.
    canonicalPath: listPath.includes('?')
      ? `${listPath}${list.page > 1 ? `&page=${list.page}` : ''}`
      : listHref(listPath, { page: list.page }),
    crumbs,
    feed: { category },
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { base, category, queryCategory, orderby, list } = loaderData;
  const style = category ? CATEGORY_STYLES[category] : null;
  const heading = category === null ? 'The blog' : style?.name;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {category !== null ? (
        <nav aria-label="Breadcrumb" className="text-slate-600 text-sm">
          <Link className="underline" to={blogPaths.blog()}>
            Blog
          </Link>
        </nav>
      ) : null}
      <h1 className="mt-2 font-bold text-3xl text-slate-900 sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{style ? style.intro : BLOG_INTRO}</p>
      <p className="mt-3 text-sm">
        <Link to={blogPaths.search()} className="font-semibold text-brand-700 underline">
          Search the blog
        </Link>
        <span className="px-2 text-slate-400" aria-hidden="true">
          ·
        </span>
        <Link to={blogPaths.authors()} className="font-semibold text-brand-700 underline">
          Our authors
        </Link>
      </p>
      <CategoryTabs current={category} orderby={orderby} />
      <PostListSection
        list={list}
        showUpdated={orderby === 'modified'}
        pageHref={(page) => listHref(base, { category: queryCategory, orderby, page })}
        toolbar={
          <SortTabs current={orderby} href={(next) => listHref(base, { category: queryCategory, orderby: next })} />
        }
        empty={
          <p>
            No posts here yet.{' '}
            <Link to={blogPaths.blog()} className="font-semibold text-brand-700 underline">
              See every post
            </Link>
          </p>
        }
      />
    </div>
  );
}
