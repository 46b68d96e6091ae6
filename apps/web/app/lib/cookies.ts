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

export function requestCookies(request: Request): Record<string, string> {
  return parseCookies(request.headers.get('Cookie'));
}

/** Sets a first-party cookie from the page (these hold preferences only, never credentials). */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function deleteBrowserCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function browserCookies(): Record<string, string> {
  return parseCookies(typeof document === 'undefined' ? '' : document.cookie);
}
