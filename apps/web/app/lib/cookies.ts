import { cookiesAreSecure, type PublicSiteConfig } from '@cardgenius/core';
import type { PageStateCookie } from '@cardgenius/core/contract/cookie-names';

/** Reading and writing the site's own non-secret cookies (filter state, province, notices). */

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookies of a `Cookie` header (or `document.cookie`) by name; values percent-decoded when possible. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(at + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * The cookies a page's server rendering may read: typed to PAGE_STATE_COOKIES, so a page cannot come to
 * depend on a cookie the server's shared-page rule does not know of (a type-only import: the list itself
 * stays out of the browser's bundle).
 */
export function requestCookies(request: Request): Partial<Record<PageStateCookie, string>> {
  return parseCookies(request.headers.get('Cookie'));
}

/**
 * Sets a first-party cookie from the page (these hold preferences only, never credentials), for a
 * number of seconds or until a date (browsers keep one at most about 400 days from now); `Secure` on
 * an https page.
 */
export function setBrowserCookie(name: string, value: string, lifetime: number | Date = YEAR_SECONDS): void {
  const expiry = typeof lifetime === 'number' ? `Max-Age=${lifetime}` : `Expires=${lifetime.toUTCString()}`;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; ${expiry}; SameSite=Lax${secure}`;
}

export const deleteBrowserCookie = (name: string): void => setBrowserCookie(name, '', 0);

/**
 * A `Set-Cookie` value for a page's own response (a form post without JavaScript, a redirect):
 * `Secure` by the site's rule, not by the request's scheme, which is http behind a TLS proxy.
 */
export function setCookieHeader(
  site: Pick<PublicSiteConfig, 'isProduction' | 'siteUrl'>,
  name: string,
  value: string,
  maxAgeSeconds: number,
): string {
  const secure = cookiesAreSecure(site) ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function browserCookies(): Record<string, string> {
  return parseCookies(typeof document === 'undefined' ? '' : document.cookie);
}
