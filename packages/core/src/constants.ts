/** Business constants from the specs, one place, each named for what it is. */

/** Default brand; the deployed name comes from BRAND_NAME (product map). */
export const DEFAULT_BRAND_NAME = 'CardGenius';

/** Locale of the site (accounts spec §1). */
export const LOCALE = 'en_CA';

/** Site stats shown until the live figures replace them (accounts spec §9, default stats). */
export const DEFAULT_SITE_STATS = {
  dataPoints: 126,
  categories: 28,
  communityComments: 2515,
  consumerReviews: 1500,
  qualityArticles: 700,
  newsletterSubscribers: 42_500,
  monthlyPageviews: 370_000,
  scholarshipDollars: 6000,
  viewsSinceInception: 4_800_000,
  uniqueVisitors: 152_000,
} as const;

/** Largest JSON body the API reads; a larger one is refused with 413. */
export const MAX_REQUEST_BODY_BYTES = 100 * 1024;

/** Largest cash-back-on-approval offer shown until offers exist (accounts spec §9). */
export const DEFAULT_MAX_OFFER_VALUE = 100;
