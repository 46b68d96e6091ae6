import type { PostCategory, PostOrderBy } from '@cardgenius/core/contract';
import type { ListParams } from './blog-paths';
import { CATEGORY_STYLES } from './categories';

/** The blog's sort modes (shell-and-browsing §9), as tabs, in this order. */
export const SORT_OPTIONS: readonly { orderby: PostOrderBy; label: string }[] = [
  { orderby: 'date', label: 'Most recent' },
  { orderby: 'comment_count', label: 'Most discussed' },
  { orderby: 'modified', label: 'Last modified' },
];

const ORDER_BY = new Set<string>(SORT_OPTIONS.map((option) => option.orderby));
/** The API accepts pages up to 10,000. */
const PAGE = /^[1-9]\d{0,3}$/;
/** The search the API accepts (200 characters). */
export const SEARCH_MAX_LENGTH = 200;

export const isPostCategory = (value: string): value is PostCategory => Object.hasOwn(CATEGORY_STYLES, value);

/**
 * A list page's parameters from its query, or null when one is not a value the blog has: such a URL is
 * no page of the blog (404) rather than a copy of another. Parameters a page does not take are ignored.
 */
export function parseListParams(
  search: URLSearchParams,
  accepts: { category?: boolean; q?: boolean } = {},
): (Required<Pick<ListParams, 'page' | 'orderby'>> & ListParams) | null {
  const pageText = search.get('page');
  const orderby = search.get('orderby') ?? 'date';
  const category = accepts.category ? search.get('category') : null;
  if (pageText !== null && !PAGE.test(pageText)) return null;
  if (!ORDER_BY.has(orderby)) return null;
  if (category !== null && !isPostCategory(category)) return null;
  const q = accepts.q ? (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH) : '';
  return {
    page: pageText === null ? 1 : Number(pageText),
    orderby: orderby as PostOrderBy,
    ...(category ? { category } : {}),
    ...(q ? { q } : {}),
  };
}
