import { PROVINCES, type Province } from '../catalogue/provinces';
import { hasControlCharacters } from './text-input';

/**
 * Where a visitor is, as the site keeps it (shell-and-browsing §3 "Stored location", §4, §7): the province
 * abbreviation (empty when not a known province) plus the fuller record the geolocation service gave.
 */
export interface VisitorLocation {
  province: Province | '';
  country: string;
  regionName: string;
}

export { PROVINCE_COOKIE } from '../contract/cookie-names';
/** The looked-up location; present (even empty) means the visitor was looked up once already (§4). */
export const LOCATION_COOKIE = 'location';

export const UNKNOWN_LOCATION: VisitorLocation = { province: '', country: '', regionName: '' };

/** Longest place name kept: the cookie stays small and a service cannot fill it with anything. */
const MAX_NAME_LENGTH = 60;

function placeName(value: unknown): string {
  if (typeof value !== 'string') return '';
  const name = value.trim();
  return name.length > MAX_NAME_LENGTH || hasControlCharacters(name) ? '' : name;
}

const isProvince = (code: string): code is Province => (PROVINCES as readonly string[]).includes(code);

/**
 * The geolocation service's answer, `{ geolocation_data: { region_code, country_name, region_name } }`
 * (§7), as a location. The region code counts as a province only when it is one of ours and the country
 * is Canada (or not named): other countries have subdivisions coded "ON" or "NS" too.
 */
export function locationFromGeoAnswer(answer: unknown): VisitorLocation {
  const data =
    answer && typeof answer === 'object' ? (answer as { geolocation_data?: unknown }).geolocation_data : undefined;
  if (!data || typeof data !== 'object') return UNKNOWN_LOCATION;
  const record = data as Record<string, unknown>;
  const country = placeName(record.country_name);
  const code = placeName(record.region_code).toUpperCase();
  const inCanada = country === '' || country === 'Canada';
  return {
    province: inCanada && isProvince(code) ? code : '',
    country,
    regionName: placeName(record.region_name),
  };
}

export function encodeLocationCookie(location: VisitorLocation): string {
  return JSON.stringify(location);
}

/**
 * Crawlers and link previewers, which have no province to find and would each cost a lookup (they keep
 * no cookies). Matched loosely on the User-Agent; a miss only costs one lookup.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|prerender|facebookexternalhit|embedly|preview|lighthouse|curl\/|wget\/|python-requests|go-http-client/i;

export function isLikelyBot(userAgent: string | undefined | null): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}
