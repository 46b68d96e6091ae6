import { describe, expect, it } from 'vitest';
import { categoryHref, rangeText } from './blog-list';
import { blogPaths, listHref } from './blog-paths';
import { categoryOfPath } from './categories';
import { parseListParams } from './list-params';
import { pageItems } from './pagination';

const params = (query: string, accepts?: Parameters<typeof parseListParams>[1]) =>
  parseListParams(new URLSearchParams(query), accepts);

describe('list links', () => {
  it('leave the defaults out and keep one parameter order, so each list state has one address', () => {
    expect(listHref('/blog', {})).toBe('/blog');
    expect(listHref('/blog', { page: 1, orderby: 'date' })).toBe('/blog');
    expect(listHref('/blog', { page: 3, orderby: 'comment_count', category: 'study' })).toBe(
      '/blog?category=study&orderby=comment_count&page=3',
    );
    expect(listHref('/news', { orderby: 'modified', page: 2 })).toBe('/news?orderby=modified&page=2');
    expect(listHref('/blog-search', { q: 'travel insurance', page: 2 })).toBe(
      '/blog-search?q=travel%20insurance&page=2',
    );
  });

  it('send a category tab to its own page where it has one, keeping the sort', () => {
    expect(categoryHref(null, 'date')).toBe('/blog');
    expect(categoryHref('credit-card-news', 'comment_count')).toBe('/news?orderby=comment_count');
    expect(categoryHref('credit-cards-101', 'date')).toBe('/blog/credit-cards-101');
    expect(categoryHref('reward-program-news', 'modified')).toBe('/blog?category=reward-program-news&orderby=modified');
    expect(blogPaths.category('study')).toBe('/blog?category=study');
  });

  it('name the category of each list page', () => {
    expect(categoryOfPath('/blog')).toBeNull();
    expect(categoryOfPath('/news')).toBe('credit-card-news');
    expect(categoryOfPath('/blog/credit-card-news/')).toBe('credit-card-news');
    expect(categoryOfPath('/blog/best-credit-cards')).toBe('best-credit-cards');
  });
});

describe('list parameters', () => {
  it('read the page, the sort and, where the page takes them, a category and a search', () => {
    expect(params('')).toEqual({ page: 1, orderby: 'date' });
    expect(params('page=4&orderby=comment_count')).toEqual({ page: 4, orderby: 'comment_count' });
    expect(params('category=study', { category: true })).toEqual({ page: 1, orderby: 'date', category: 'study' });
    expect(params('category=study')).toEqual({ page: 1, orderby: 'date' });
    expect(params('q=%20aeroplan%20', { q: true })).toEqual({ page: 1, orderby: 'date', q: 'aeroplan' });
  });

  it('refuse values the blog does not have (the page is a 404, not a copy of another)', () => {
    for (const query of ['page=0', 'page=-1', 'page=2.5', 'page=abc', 'page=10001', 'orderby=title']) {
      expect(params(query)).toBeNull();
    }
    expect(params('category=gossip', { category: true })).toBeNull();
  });
});

describe('pagination', () => {
  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 9)).toEqual([1, 2, 'gap', 9]);
    expect(pageItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    // A gap of a single page shows the page itself.
    expect(pageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
    expect(pageItems(9, 9)).toEqual([1, 'gap', 8, 9]);
  });

  it('says which posts a page holds', () => {
    expect(rangeText({ total: 0, page: 1, perPage: 10, posts: [] })).toBe('No posts');
    expect(rangeText({ total: 1, page: 1, perPage: 10, posts: [1] as never[] })).toBe('1 post');
    expect(rangeText({ total: 7, page: 1, perPage: 10, posts: Array(7) })).toBe('7 posts');
    expect(rangeText({ total: 23, page: 3, perPage: 10, posts: Array(3) })).toBe('Posts 21 to 23 of 23');
  });
});
