import type { PostCategory, PostOrderBy } from '@cardgenius/core/contract';
import { CATEGORY_STYLES } from './categories';

/**
 * The blog's URLs. Kept beside the blog rather than in lib/paths: that module travels in the shared file
 * every page loads, and the home page has no bytes to spare (docs/decisions/0004).
 */
export const blogPaths = {
  blog: () => '/blog',
  post: (slug: string) => `/blog/${slug}`,
  /** A category's own page, or the blog filtered to it. */
  category: (category: PostCategory) => CATEGORY_STYLES[category].page ?? listHref('/blog', { category }),
  search: (query?: string) => (query ? listHref('/blog-search', { q: query }) : '/blog-search'),
  /** The RSS feed of the blog, or of a category: beside its own page (/news/feed.xml), else /blog/{category}/feed.xml. */
  feed: (category: PostCategory | null = null) =>
    category === null ? '/blog/feed.xml' : `${CATEGORY_STYLES[category].page ?? `/blog/${category}`}/feed.xml`,
  authors: () => '/credit-card-authors',
  author: (slug: string) => `/credit-card-authors/${slug}`,
  preview: (id: string) => `/preview/blog/${id}`,
  methodology: () => '/methodology',
} as const;

/** What a list page's URL says beyond its path: the page, the sort, a category or a search. */
export interface ListParams {
  page?: number;
  orderby?: PostOrderBy;
  category?: PostCategory | null;
  q?: string;
}

/**
 * A list page's link: the defaults (page 1, newest first) are left out, so each list has one URL per
 * state, in a fixed parameter order.
 */
export function listHref(base: string, params: ListParams): string {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  if (params.orderby && params.orderby !== 'date') search.set('orderby', params.orderby);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const text = search.toString().replace(/\+/g, '%20');
  return text ? `${base}?${text}` : base;
}
