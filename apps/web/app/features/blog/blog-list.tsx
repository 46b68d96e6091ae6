import type { PostCategory, PostOrderBy } from '@cardgenius/core/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { blogPaths, listHref } from './blog-paths';
import { CATEGORY_STYLES } from './categories';
import { SORT_OPTIONS } from './list-params';
import { Pagination } from './pagination';
import { type PostTileData, PostTiles } from './post-tile';

/** One page of a list, as the loader trims it. */
export interface ListPage {
  posts: PostTileData[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
}

const TAB = 'inline-block whitespace-nowrap rounded-full px-3.5 py-1.5 font-semibold text-sm';
const TAB_OFF = `${TAB} text-slate-700 hover:bg-slate-200 hover:text-slate-900`;
const TAB_ON = `${TAB} bg-slate-900 text-white`;

/** The list a category tab leads to, keeping the sort. */
export function categoryHref(category: PostCategory | null, orderby: PostOrderBy): string {
  if (category === null) return listHref(blogPaths.blog(), { orderby });
  const page = CATEGORY_STYLES[category].page;
  return page ? listHref(page, { orderby }) : listHref(blogPaths.blog(), { category, orderby });
}

/** "All" and each category; the current one is marked. */
export function CategoryTabs({ current, orderby }: { current: PostCategory | null; orderby: PostOrderBy }) {
  const tabs: { category: PostCategory | null; name: string }[] = [
    { category: null, name: 'All posts' },
    ...(Object.keys(CATEGORY_STYLES) as PostCategory[]).map((category) => ({
      category,
      name: CATEGORY_STYLES[category].name,
    })),
  ];
  return (
    <nav aria-label="Categories" className="-mx-4 mt-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1.5 pb-1 sm:flex-wrap">
        {tabs.map((tab) => (
          <li key={tab.category ?? 'all'}>
            <Link
              to={categoryHref(tab.category, orderby)}
              aria-current={tab.category === current ? 'page' : undefined}
              className={tab.category === current ? TAB_ON : TAB_OFF}
            >
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Most recent, most discussed, last modified: links to the same list in each order, from its first page. */
export function SortTabs({ current, href }: { current: PostOrderBy; href: (orderby: PostOrderBy) => string }) {
  return (
    <nav aria-label="Sort posts" className="flex flex-wrap items-center gap-x-1 gap-y-2 text-sm">
      <span className="mr-2 text-slate-600">Sort by</span>
      <ul className="flex flex-wrap gap-1">
        {SORT_OPTIONS.map((option) => (
          <li key={option.orderby}>
            <Link
              to={href(option.orderby)}
              aria-current={option.orderby === current ? 'true' : undefined}
              className={`rounded-md px-2.5 py-1 font-semibold ${
                option.orderby === current
                  ? 'bg-brand-50 text-brand-700 underline decoration-2 underline-offset-4'
                  : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Posts 11 to 20 of 34". */
export function rangeText(list: Pick<ListPage, 'total' | 'page' | 'perPage' | 'posts'>): string {
  if (list.total === 0) return 'No posts';
  const first = (list.page - 1) * list.perPage + 1;
  const last = first + list.posts.length - 1;
  if (list.total === 1) return '1 post';
  return first === 1 && last === list.total ? `${list.total} posts` : `Posts ${first} to ${last} of ${list.total}`;
}

/** A page of posts with its count, an empty state, and links to the other pages. */
export function PostListSection({
  list,
  pageHref,
  empty,
  headingLevel = 2,
  toolbar,
  showUpdated = false,
}: {
  list: ListPage;
  pageHref: (page: number) => string;
  empty: ReactNode;
  headingLevel?: 2 | 3;
  /** The sort tabs, beside the count. */
  toolbar?: ReactNode;
  /** A list sorted by last change dates its posts by it. */
  showUpdated?: boolean;
}) {
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-slate-200 border-b pb-3">
        <p className="text-slate-600 text-sm">{rangeText(list)}</p>
        {toolbar}
      </div>
      {list.posts.length === 0 ? (
        <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{empty}</div>
      ) : (
        <div className="mt-6">
          <PostTiles posts={list.posts} headingLevel={headingLevel} showUpdated={showUpdated} />
        </div>
      )}
      <Pagination current={list.page} total={list.totalPages} href={pageHref} label="Pages of posts" />
    </>
  );
}
