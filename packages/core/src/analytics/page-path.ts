/**
 * Path segments followed by a secret (a reset token, a confirmation or unsubscribe code): analytics
 * stores `:redacted` in its place, so no token is ever kept with a page view.
 */
const SECRET_SEGMENT_AFTER = new Set([
  'reset-password',
  'confirm-email',
  'confirm-email-change',
  'confirm-email-subscription',
  'unsubscribe',
  'unsubscribe-email',
  'undo-change',
]);

/** The longest page path analytics keeps. */
export const PAGE_PATH_MAX = 300;

/**
 * The page as analytics records it: the path only (a query string may carry an email address or a
 * code; campaigns are read from it separately), secrets redacted, at most 300 characters.
 */
export function analyticsPagePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = (path.startsWith('/') ? path : `/${path}`).split('/');
  for (let index = 0; index < segments.length - 1; index++) {
    if (SECRET_SEGMENT_AFTER.has((segments[index] ?? '').toLowerCase()) && segments[index + 1]) {
      segments[index + 1] = ':redacted';
    }
  }
  return segments
    .join('/')
    .replace(/\/{2,}/g, '/')
    .slice(0, PAGE_PATH_MAX);
}

/**
 * Where the visitor came from: the referrer's origin when it is another site, else null. The rest of
 * the referrer (a search engine's query, another site's page) is not kept.
 */
export function referrerOrigin(referrer: string, siteOrigin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === siteOrigin ? null : url.origin;
  } catch {
    return null;
  }
}
