/**
 * The pages the browser benchmarks load: home, the ranking, a card page and a best-card list (the issue's
 * goal pages); `BENCH_PAGES` (comma-separated paths) instead.
 */
export const BENCH_PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? [
  '/',
  '/credit-cards',
  '/credit-cards/american-express-cobalt-card',
  '/best-credit-cards/by-type',
];
