import type { PostCategory } from '@cardgenius/core/contract';

/** How a category reads, where its posts are listed, and its colour (text on its tint passes AA contrast). */
export interface CategoryStyle {
  name: string;
  /** A line under the heading of its list. */
  intro: string;
  /** Its own list page; categories without one are listed at /blog?category={slug}. */
  page: string | null;
  /** Its text colour, which passes AA contrast on white and on its tint. */
  text: string;
  /** The light tint behind its labels and headers. */
  tint: string;
  /** The edge across the top of its tiles and headers. */
  edge: string;
}

/** The line under the blog's own heading, and its description for search engines and feed readers. */
export const BLOG_INTRO =
  'News about Canadian credit cards, reviews of the cards themselves, and plain guides to rewards, interest, insurance and credit scores, checked against our card data.';

/** The blog's categories (shell-and-browsing §9) as readers see them. Class names are written out for Tailwind. */
export const CATEGORY_STYLES: Record<PostCategory, CategoryStyle> = {
  'credit-cards-101': {
    name: 'Credit cards 101',
    intro: 'How credit cards work in Canada, from interest and credit scores to points and insurance.',
    page: '/blog/credit-cards-101',
    text: 'text-emerald-800',
    tint: 'bg-emerald-50',
    edge: 'border-emerald-600',
  },
  'credit-card-news': {
    name: 'Credit card news',
    intro: 'New cards, changed fees and rates, and welcome offers worth knowing about.',
    page: '/news',
    text: 'text-rose-800',
    tint: 'bg-rose-50',
    edge: 'border-rose-600',
  },
  reviews: {
    name: 'Reviews',
    intro: 'Our reviews of cards, programs and the services around them.',
    page: null,
    text: 'text-orange-900',
    tint: 'bg-orange-50',
    edge: 'border-orange-500',
  },
  'credit-card-reviews': {
    name: 'Credit card reviews',
    intro: 'One card at a time: what it earns for real spending, what it costs, and who it suits.',
    page: '/blog/credit-card-reviews',
    text: 'text-amber-900',
    tint: 'bg-amber-50',
    edge: 'border-amber-500',
  },
  study: {
    name: 'Studies',
    intro: 'What our card data shows when we look across the whole Canadian market.',
    page: null,
    text: 'text-violet-800',
    tint: 'bg-violet-50',
    edge: 'border-violet-600',
  },
  'reward-program-news': {
    name: 'Reward program news',
    intro: 'Changes to Aeroplan, Scene+, Avion and the other programs your points live in.',
    page: null,
    text: 'text-sky-900',
    tint: 'bg-sky-50',
    edge: 'border-sky-600',
  },
  'best-credit-cards': {
    name: 'Best credit cards',
    intro: 'Our picks of the best cards for each kind of spender, and the reasoning behind them.',
    page: '/blog/best-credit-cards',
    text: 'text-brand-700',
    tint: 'bg-brand-50',
    edge: 'border-brand-600',
  },
};

/** The category pages with a path of their own; /news is the news category's (shell-and-browsing §2.2). */
export const CATEGORY_PAGES = {
  '/news': 'credit-card-news',
  '/blog/credit-card-news': 'credit-card-news',
  '/blog/credit-card-reviews': 'credit-card-reviews',
  '/blog/credit-cards-101': 'credit-cards-101',
  '/blog/best-credit-cards': 'best-credit-cards',
} as const satisfies Record<string, PostCategory>;

/** The category a list page is for, from its path (trailing slash ignored), or null for /blog itself. */
export function categoryOfPath(pathname: string): PostCategory | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (CATEGORY_PAGES as Record<string, PostCategory>)[path] ?? null;
}

/** A post's main category: the first it is filed under. */
export const mainCategory = (categories: readonly PostCategory[]): PostCategory => categories[0] ?? 'credit-cards-101';

/** News is marked up as NewsArticle for search engines. */
export const isNewsCategory = (category: PostCategory): boolean => category.endsWith('-news');
