import type { BestCardCategory, Issuer } from '../catalogue/schema';

/** An issuer as the catalogue lists it, for the page and group rules' tests. */
export const fixtureIssuer = (slug: string, name: string): Issuer => ({
  slug,
  name,
  colors: { primary: '#112233', secondary: '#ffffff' },
  websiteUrl: `https://${slug}.example`,
  description: `${name}, a Canadian card issuer of long standing.`,
});

/** A best-card category ranked with its own preset. */
export const TRAVEL_CATEGORY: BestCardCategory = {
  slug: 'travel',
  name: 'Best Travel Credit Cards',
  preset: 'travel',
  icon: 'plane',
  description: 'Cards whose points are worth most for travel.',
  body: 'Points or miles worth more for travel than as cash, ranked for a typical Canadian household.',
};
