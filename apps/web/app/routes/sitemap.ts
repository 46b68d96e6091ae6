import { endpoints, listPosts, POSTS_PER_PAGE_MAX } from '@cardgenius/core/contract';
import type { AppLoadContext } from 'react-router';
import { paths } from '../lib/paths';
import type { Route } from './+types/sitemap';

/** Public pages other than card and list pages (search results and member pages are not listed). */
const STATIC_PAGES = [
  paths.home(),
  paths.creditCards(),
  '/best-credit-cards/by-type',
  '/best-credit-cards/by-bank',
  paths.issuers(),
  paths.review(),
  paths.offers(),
  paths.newsletter(),
  '/credit-card-quiz',
  '/reward-points-calculator',
  '/sliders',
  '/genius-search',
  paths.methodology(),
  paths.about(),
  '/disclosure',
  '/privacy',
  '/terms',
  '/security',
  '/faq',
  '/contact',
  '/scholarship-canada',
  '/app',
  '/featured-in',
  // The blog's lists; its posts follow, each with its last change.
  '/blog',
  '/news',
  '/blog/credit-card-reviews',
  '/blog/credit-cards-101',
  '/blog/best-credit-cards',
  '/credit-card-authors',
];

/** Enough pages of 100 for any blog we will have; past it the sitemap would need splitting anyway. */
const MAX_POST_PAGES = 50;

/** Every published post's page and last change, 100 a call. */
async function publishedPosts(context: AppLoadContext): Promise<{ route: string; modifiedAt: string }[]> {
  const page = (number: number) =>
    context.api.call(listPosts, { query: { page: number, per_page: POSTS_PER_PAGE_MAX, orderby: 'date' } });
  const first = await page(1);
  const pages = Math.min(first.totalPages, MAX_POST_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((list) => list.posts.map(({ route, modifiedAt }) => ({ route, modifiedAt })));
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * sitemap.xml: every public page, every current GeniusCash offer's page, every author's page, every visible card page with
 * the date of its figures, and every published post with the day of its last change.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ cards }, { categories }, { issuers }, { networks }, { offers }, posts, { authors }] = await Promise.all([
    context.api.call(endpoints.listCards),
    context.api.call(endpoints.listCategories),
    context.api.call(endpoints.listIssuers),
    context.api.call(endpoints.listNetworks),
    context.api.call(endpoints.listOffers),
    publishedPosts(context),
    context.api.call(endpoints.listAuthors),
  ]);
  const listPages = [
    paths.bestCards(),
    ...categories.map((category) => paths.bestCards(category.slug)),
    ...issuers.filter((issuer) => issuer.cardCount > 0).map((issuer) => paths.bestCards(issuer.slug)),
    ...networks.map((network) => paths.bestCards(network.slug)),
    ...offers.map((offer) => paths.offers(offer.cardSlug)),
    ...authors.map((author) => author.authorPage),
  ];
  const origin = context.site.siteUrl;
  const entries = [
    ...[...STATIC_PAGES, ...listPages].map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...cards.map(
      (card) =>
        `<url><loc>${escapeXml(origin + paths.creditCard(card.slug))}</loc><lastmod>${escapeXml(card.dataAsOf)}</lastmod></url>`,
    ),
    ...posts.map(
      (post) =>
        `<url><loc>${escapeXml(origin + post.route)}</loc><lastmod>${escapeXml(post.modifiedAt.slice(0, 10))}</lastmod></url>`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
