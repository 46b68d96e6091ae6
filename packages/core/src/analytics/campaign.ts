/** A marketing campaign, from the utm_* parameters of the URL a visitor arrived on (shell-and-browsing §4). */
export interface Campaign {
  source: string | null;
  medium: string | null;
  name: string | null;
  term: string | null;
  content: string | null;
}

/** The longest campaign value kept; longer ones are cut. */
export const CAMPAIGN_VALUE_MAX = 100;

const PARAMS = {
  source: 'utm_source',
  medium: 'utm_medium',
  name: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
} as const satisfies Record<keyof Campaign, string>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

function cleanValue(raw: string | null): string | null {
  if (raw === null) return null;
  const value = raw.replace(CONTROL_CHARACTERS, '').trim().slice(0, CAMPAIGN_VALUE_MAX);
  return value === '' ? null : value;
}

/**
 * The campaign a query string names, or null when it names none. A campaign needs at least a source,
 * medium or campaign name; a lone utm_term or utm_content is not one.
 */
export function campaignFromSearch(search: string): Campaign | null {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {
    source: cleanValue(params.get(PARAMS.source)),
    medium: cleanValue(params.get(PARAMS.medium)),
    name: cleanValue(params.get(PARAMS.name)),
    term: cleanValue(params.get(PARAMS.term)),
    content: cleanValue(params.get(PARAMS.content)),
  };
  return campaign.source || campaign.medium || campaign.name ? campaign : null;
}

export function isSameCampaign(a: Campaign | null, b: Campaign | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(PARAMS) as (keyof Campaign)[]).every((key) => a[key] === b[key]);
}
