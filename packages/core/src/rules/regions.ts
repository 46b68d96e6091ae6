/**
 * The product's regions (shell-and-browsing §1): this site is the ca one; a second regional site serves
 * the U.S. (its address is configured, US_SITE_URL).
 */
export const REGIONS = {
  ca: { name: 'Canada', country: 'Canada', locale: 'en_CA' },
  us: { name: 'United States', country: 'United States', locale: 'en_US' },
} as const;
export type Region = keyof typeof REGIONS;

/** This site's region (shell-and-browsing §9: region ca, country Canada, locale en_CA). */
export const SITE_REGION: Region = 'ca';
