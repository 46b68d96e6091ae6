import { type Author, type CmsSort, endpoints, POSTS_PER_PAGE, type PostListQuery } from '@cardgenius/core/contract';
import type { AppDeps } from '../../app-deps';
import type { MountEndpoint } from '../../http/api-router';
import { reply } from '../../http/mount-endpoint';
import { bioFigures } from './bio-figures';
import { listAuthors, listPosts } from './posts.service';

/** What a content call asks for: a page, a sort, and for a search its words. */
interface CmsRequest<S> {
  page?: number | undefined;
  perPage?: number | undefined;
  sort?: S | undefined;
  query?: string | undefined;
}

const BLOG_ORDER: Record<CmsSort<'blog'>, Pick<PostListQuery, 'orderby' | 'order'>> = {
  '-sortDate': { orderby: 'date', order: 'desc' },
  sortDate: { orderby: 'date', order: 'asc' },
  '-modified': { orderby: 'modified', order: 'desc' },
  modified: { orderby: 'modified', order: 'asc' },
  '-commentCount': { orderby: 'comment_count', order: 'desc' },
  commentCount: { orderby: 'comment_count', order: 'asc' },
};

const byName = (a: Author, b: Author) => a.name.localeCompare(b.name, 'en-CA') || a.slug.localeCompare(b.slug);
const AUTHOR_ORDER: Record<CmsSort<'authors'>, (a: Author, b: Author) => number> = {
  name: byName,
  '-name': (a, b) => byName(b, a),
  postCount: (a, b) => a.postCount - b.postCount || byName(a, b),
  '-postCount': (a, b) => b.postCount - a.postCount || byName(a, b),
};

/**
 * The generic content calls (shell-and-browsing §7 weycms/{entity}/read-many and /search) for the
 * public entities: the blog's published posts, read exactly as the blog lists them (listPosts), and
 * the authors. The `requestingpath` header is checked by the contract and changes nothing here.
 */
export function weycmsRoutes(mount: MountEndpoint, deps: AppDeps): void {
  const db = deps.database.db;

  /** A page of the blog; without a sort, a search ranks the best matches first, a list is newest first. */
  const blogPage = async (request: CmsRequest<CmsSort<'blog'>>) => {
    const page = request.page ?? 1;
    const perPage = request.perPage ?? POSTS_PER_PAGE;
    const list = await listPosts({
      db,
      query: {
        page,
        per_page: perPage,
        ...(request.sort ? BLOG_ORDER[request.sort] : {}),
        ...(request.query !== undefined ? { search: request.query } : {}),
      },
    });
    return reply(200, { items: list.posts, total: list.total, page, perPage });
  };

  /** A page of the authors (a handful: sorted and paged here); a search without a sort ranks them. */
  const authorsPage = async (request: CmsRequest<CmsSort<'authors'>>) => {
    const page = request.page ?? 1;
    const perPage = request.perPage ?? POSTS_PER_PAGE;
    const { authors } = await listAuthors({
      db,
      figures: await bioFigures(deps),
      ...(request.query !== undefined ? { search: request.query } : {}),
    });
    const ordered = request.sort ? [...authors].sort(AUTHOR_ORDER[request.sort]) : authors;
    const items = ordered.slice((page - 1) * perPage, page * perPage);
    return reply(200, { items, total: authors.length, page, perPage });
  };

  mount(endpoints.cmsBlogReadMany, ({ query }) => blogPage(query));
  mount(endpoints.cmsBlogReadManyPost, ({ body }) => blogPage(body));
  mount(endpoints.cmsBlogSearch, ({ body }) => blogPage(body));
  mount(endpoints.cmsAuthorsReadMany, ({ query }) => authorsPage(query));
  mount(endpoints.cmsAuthorsReadManyPost, ({ body }) => authorsPage(body));
  mount(endpoints.cmsAuthorsSearch, ({ body }) => authorsPage(body));
}
