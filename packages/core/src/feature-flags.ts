/**
 * Parts of the shell that switch on by configuration (shell-and-browsing §2.6, §2.11), plus the
 * sections whose pages arrive separately, so the shell never links to a page that is not served.
 */
export const FEATURE_FLAGS = {
  /** 'Hello!' and 'Sign In' in the header, and the user menu when signed in. */
  topLevelNav: true,
  /** Member pages: login, register, dashboard, account. */
  accounts: true,
  /** 'Review Your Card' (/review), where members review a card they hold. */
  cardReviews: true,
  /** Cash back on approval offers: /offers and /offers/{slug}. */
  offers: true,
  /** The newsletter page and the free eBook link. */
  newsletter: false,
  /** Articles: /blog and /news. */
  blog: true,
  careers: false,
  scholarship: true,
  appStoreButtons: false,
  corporateAddress: false,
  /** A partner build (shell-and-browsing §6, accounts spec §6): no analytics is collected. */
  partnerMode: false,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

export function isFeatureFlag(name: string): name is FeatureFlag {
  return Object.hasOwn(FEATURE_FLAGS, name);
}

/**
 * The flags after a `FEATURE_FLAGS` setting: a comma-separated list of names to turn on, each
 * optionally prefixed with `-` to turn it off (`blog,offers,-scholarship`). Unknown names are
 * returned so the caller can refuse them.
 */
export function parseFeatureFlags(text: string): { flags: FeatureFlags; unknown: string[] } {
  const flags: FeatureFlags = { ...FEATURE_FLAGS };
  const unknown: string[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const off = entry.startsWith('-');
    const name = off ? entry.slice(1) : entry;
    if (isFeatureFlag(name)) flags[name] = !off;
    else unknown.push(name);
  }
  return { flags, unknown };
}
