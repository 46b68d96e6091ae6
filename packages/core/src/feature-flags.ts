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
  /** The newsletter page and the menu's free newsletter link. */
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
 * optionally prefixed with `-` to turn it off (`blog,offers,-scholarship`). `flags` is every flag
 * (defaults for those not named), `written` only those named. Unknown names are returned so the caller
 * can refuse them.
 */
export function parseFeatureFlags(text: string): {
  flags: FeatureFlags;
  written: FeatureFlagOverrides;
  unknown: string[];
} {
  const written: FeatureFlagOverrides = {};
  const unknown: string[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const off = entry.startsWith('-');
    const name = off ? entry.slice(1) : entry;
    if (isFeatureFlag(name)) written[name] = !off;
    else unknown.push(name);
  }
  return { flags: { ...FEATURE_FLAGS, ...written }, written, unknown };
}
/** Flags only a deployment sets (`FEATURE_FLAGS`): a partner build is a build, not a setting staff change. */
export const DEPLOYMENT_ONLY_FLAGS = ['partnerMode'] as const satisfies readonly FeatureFlag[];
export type DeploymentOnlyFlag = (typeof DEPLOYMENT_ONLY_FLAGS)[number];
/** The flags staff may store in the database (the `featureFlags` setting). */
export type StorableFeatureFlag = Exclude<FeatureFlag, DeploymentOnlyFlag>;
export const STORABLE_FEATURE_FLAGS = (Object.keys(FEATURE_FLAGS) as FeatureFlag[]).filter(
  (name): name is StorableFeatureFlag => !(DEPLOYMENT_ONLY_FLAGS as readonly string[]).includes(name),
);

/** What each flag switches, as the admin site's settings page says it. */
export const FEATURE_FLAG_LABELS: Record<FeatureFlag, string> = {
  topLevelNav: '“Hello!” and “Sign In” in the header, and the member menu when signed in',
  accounts: 'Member pages: sign in, register, dashboard, account',
  cardReviews: '“Review Your Card” (/review), where members review a card they hold',
  offers: 'GeniusCash offers: /offers and each card’s offer page',
  newsletter: 'The newsletter page and the menu’s free newsletter link',
  blog: 'Articles: /blog and /news',
  careers: 'Careers in the footer (shown only once a careers page exists)',
  scholarship: 'Scholarship in the footer',
  appStoreButtons: 'App store buttons in the footer',
  corporateAddress: 'The corporate address in the footer',
  partnerMode: 'A partner build: the filters cannot be cleared and nothing is tracked',
};

/** Some flags, each on or off; a flag left out keeps the value under it. */
export type FeatureFlagOverrides = Partial<FeatureFlags>;

/** Where a flag's value comes from: the environment wins over the database, which wins over the default. */
export type FeatureFlagSource = 'environment' | 'database' | 'default';

/**
 * The flags in effect: each flag's default, replaced by the database's `featureFlags` setting, replaced
 * by the environment's `FEATURE_FLAGS` (docs/decisions/0023). A deployment-only flag never comes from
 * the database.
 */
export function resolveFeatureFlags(layers: {
  environment: FeatureFlagOverrides;
  database: FeatureFlagOverrides;
}): FeatureFlags {
  const flags: FeatureFlags = { ...FEATURE_FLAGS };
  for (const name of Object.keys(FEATURE_FLAGS) as FeatureFlag[]) flags[name] = featureFlagOrigin(name, layers).value;
  return flags;
}

/** One flag's value and where it comes from. */
export function featureFlagOrigin(
  name: FeatureFlag,
  layers: { environment: FeatureFlagOverrides; database: FeatureFlagOverrides },
): { value: boolean; source: FeatureFlagSource } {
  const fromEnvironment = layers.environment[name];
  if (fromEnvironment !== undefined) return { value: fromEnvironment, source: 'environment' };
  const fromDatabase = (DEPLOYMENT_ONLY_FLAGS as readonly string[]).includes(name) ? undefined : layers.database[name];
  if (fromDatabase !== undefined) return { value: fromDatabase, source: 'database' };
  return { value: FEATURE_FLAGS[name], source: 'default' };
}
