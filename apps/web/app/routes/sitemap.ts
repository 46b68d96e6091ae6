import { endpoints } from '@cardgenius/core/contract';
import { paths } from '../lib/paths';
import type { Route } from './+types/sitemap';

/** Public pages other than card and list pages (search results and member pages are not listed). */
const STATIC_PAGES = [
  paths.home(),
  paths.creditCards(),
  '/best-credit-cards/by-type',
  '/best-credit-cards/by-bank',
  paths.issuers(),
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
];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * sitemap.xml: every public page, every current GeniusCash offer's page and every visible card page,
 * with the date of its figures.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ cards }, { categories }, { issuers }, { networks }, { offers }] = await Promise.all([
    context.api.call(endpoints.listCards),
    context.api.call(endpoints.listCategories),
    context.api.call(endpoints.listIssuers),
    context.api.call(endpoints.listNetworks),
    context.api.call(endpoints.listOffers),
  ]);
  const listPages = [
    paths.bestCards(),
    ...categories.map((category) => paths.bestCards(category.slug)),
    ...issuers.filter((issuer) => issuer.cardCount > 0).map((issuer) => paths.bestCards(issuer.slug)),
    ...networks.map((network) => paths.bestCards(network.slug)),
    ...offers.map((offer) => paths.offers(offer.cardSlug)),
  ];
  const origin = context.site.siteUrl;
  const entries = [
    ...[...STATIC_PAGES, ...listPages].map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...cards.map(
      (card) =>
        `<url><loc>${escapeXml(origin + paths.creditCard(card.slug))}</loc><lastmod>${escapeXml(card.dataAsOf)}</lastmod></url>`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
