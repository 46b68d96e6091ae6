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
}

/** What the server hands every page loader: the API (in-process), the CSP nonce and public settings. */
export interface PageRequestContext {
  api: ApiClient;
  cspNonce: string;
  site: PublicSiteConfig;
  requestId: string;
}
