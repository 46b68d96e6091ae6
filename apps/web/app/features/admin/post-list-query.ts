import { POST_STATUSES, type PostStatus } from '@cardgenius/core/contract';
import { listHref, pageFrom, textFrom } from './list-address';

/** What the posts list's address asks for; anything unknown reads as its default. */
export interface PostListQuery {
  q: string;
  status: PostStatus | '';
  page: number;
}

export function postListQuery(url: URL): PostListQuery {
  const status = url.searchParams.get('status');
  return {
    q: textFrom(url, 'q', 200),
    status: POST_STATUSES.find((known) => known === status) ?? '',
    page: pageFrom(url),
  };
}

/** The list's address for a query, in its shortest form. */
export const postListHref = (query: PostListQuery): string =>
  listHref('/admin/posts', { q: query.q, status: query.status, page: query.page });
