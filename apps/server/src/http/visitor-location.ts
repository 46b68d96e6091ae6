import {
  encodeLocationCookie,
  isLikelyBot,
  LOCATION_COOKIE,
  locationFromGeoAnswer,
  PROVINCE_COOKIE,
  UNKNOWN_LOCATION,
  type VisitorLocation,
} from '@cardgenius/core/rules';
import type { Context } from 'hono';
import type { Logger } from '../lib/logger';
import type { AppEnv } from './app-env';

/** A page waits at most this long for the geolocation service; then it renders without a province. */
export const GEO_LOOKUP_TIMEOUT_MS = 500;
/** Addresses answered lately, so a browser that keeps no cookies is not looked up on every page. */
const RECENT_LOOKUPS = 1000;
const RECENT_LOOKUP_MS = 10 * 60_000;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export type LocateVisitor = (ip: string) => Promise<VisitorLocation>;

/**
 * Looks an address up at the service `geoUrl` names (`{ip}` replaced). Any failure — timeout, error
 * status, a body that is not the documented shape — is an unknown location: the visitor never sees it.
 * The address is never logged (the URL holds it, so neither is the URL).
 */
export function geoLocator(options: {
  geoUrl: string;
  logger: Logger;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): LocateVisitor {
  const fetchImpl = options.fetchImpl ?? fetch;
  const recent = new Map<string, { location: VisitorLocation; until: number }>();
  return async (ip) => {
    const now = Date.now();
    const known = recent.get(ip);
    if (known && known.until > now) return known.location;
    let location = UNKNOWN_LOCATION;
    try {
      const response = await fetchImpl(options.geoUrl.replace('{ip}', encodeURIComponent(ip)), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? GEO_LOOKUP_TIMEOUT_MS),
      });
      if (response.ok) location = locationFromGeoAnswer(await response.json());
      else options.logger.warn({ status: response.status }, 'geolocation service refused a lookup');
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable or not JSON';
      options.logger.warn({ reason }, 'geolocation lookup failed');
    }
    recent.delete(ip);
    recent.set(ip, { location, until: now + RECENT_LOOKUP_MS });
    if (recent.size > RECENT_LOOKUPS) recent.delete(recent.keys().next().value as string);
    return location;
  };
}

/** Loopback and unknown peers (the server's own checks, tests without a socket) have no place to find. */
const isLocalAddress = (ip: string) => ip === 'local' || ip === '::1' || /^(::ffff:)?127\./.test(ip);

function hasCookie(header: string | undefined, name: string): boolean {
  return new RegExp(`(?:^|;\\s*)${name}=`).test(header ?? '');
}

/** The cookies a page request gets from the lookup: sent back to the browser and seen by this render. */
export interface LocatedVisitor {
  /** The request's Cookie header with the new cookies added, for the page's loaders. */
  cookieHeader: string;
  setCookies: string[];
}

/**
 * For a browser's first page (a GET for HTML with no location cookie), the visitor's location from their
 * address: the location cookie is set whatever the answer (so nobody is looked up twice), the province
 * cookie only when the answer names a province and the visitor has not chosen one (the selector wins).
 * Crawlers are not looked up. Null when there is nothing to do.
 */
export async function locateVisitor(
  c: Context<AppEnv>,
  locate: LocateVisitor,
  options: { secure: boolean },
): Promise<LocatedVisitor | null> {
  if (c.req.method !== 'GET' || c.req.path.endsWith('.data')) return null;
  if (!c.req.header('accept')?.includes('text/html')) return null;
  const cookieHeader = c.req.header('cookie') ?? '';
  if (hasCookie(cookieHeader, LOCATION_COOKIE) || isLikelyBot(c.req.header('user-agent'))) return null;
  const ip = c.get('clientIp');
  if (isLocalAddress(ip)) return null;

  const location = await locate(ip);
  const attributes = `; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const added = [`${LOCATION_COOKIE}=${encodeURIComponent(encodeLocationCookie(location))}`];
  if (location.province && !hasCookie(cookieHeader, PROVINCE_COOKIE))
    added.push(`${PROVINCE_COOKIE}=${location.province}`);
  return {
    cookieHeader: [cookieHeader, ...added].filter(Boolean).join('; '),
    setCookies: added.map((cookie) => cookie + attributes),
  };
}
