import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('credit-cards', 'routes/credit-cards.tsx'),
  route('credit-cards/:slug', 'routes/credit-card.tsx'),
  route('best-credit-cards', 'routes/best-credit-cards.tsx'),
  route('best-credit-cards/:slug', 'routes/best-credit-cards-page.tsx'),
  route('issuers', 'routes/issuers.tsx'),
  route('methodology', 'routes/methodology.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
