import type { ApiClient } from './contract/api-client';
import type { FeatureFlags } from './feature-flags';

/** Settings the browser may see (never a secret). */
export interface PublicSiteConfig {
  brandName: string;
  /** Origin used for canonical URLs, without a trailing slash. */
  siteUrl: string;
  /** Only production pages may be indexed (shell-and-browsing §2.5). */
  isProduction: boolean;
  features: FeatureFlags;
  /** Company facts and links staff configure; each is left out of the page while unset. */
  company: CompanyLinks;
}

/** What the footer and about page may show about the company, from configuration (never made up). */
export interface CompanyLinks {
  /** The U.S. regional site (shell-and-browsing §1). */
  usSiteUrl: string | null;
  /** The site's own social accounts, in the order configured. */
  socialLinks: { label: string; url: string }[];
  /** The companion app's store pages (shown with the appStoreButtons flag). */
  appStores: { appStore: string | null; googlePlay: string | null };
  /** The postal address, one entry per line (shown with the corporateAddress flag). */
  corporateAddress: string[] | null;
  /** YYYY-MM-DD (accounts spec §9). */
  foundedOn: string | null;
}

/**
 * Whether the site's cookies carry `Secure`: in production and wherever the public origin is https
 * (behind a TLS-terminating proxy the request itself may arrive over http). One rule for the API's
 * cookies and the pages'.
 */
export function cookiesAreSecure(site: Pick<PublicSiteConfig, 'isProduction' | 'siteUrl'>): boolean {
  return site.isProduction || site.siteUrl.startsWith('https:');
}

/** What the server hands every page loader: the API (in-process), the CSP nonce and public settings. */
export interface PageRequestContext {
  api: ApiClient;
  cspNonce: string;
  site: PublicSiteConfig;
  requestId: string;
  /**
   * Set when the visitor's session cookie could not be read as a token (accounts spec §8): the server
   * cleared it and the page renders signed out, telling the visitor once.
   */
  sessionNotice?: 'unreadableToken';
}
