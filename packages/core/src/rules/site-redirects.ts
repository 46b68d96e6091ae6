import { sameSitePath } from './safe-redirect';

/**
 * Path redirects staff keep in the `redirects` setting (shell-and-browsing §3 `redirects.redirects`),
 * and the rewrites the accounts spec §2 names. The server answers a GET or HEAD of a matching path
 * with a 301 before rendering. Pure: the server and its tests share it.
 */
export interface SiteRedirect {
  /** A path on this site, without query or fragment. */
  from: string;
  /** A path on this site (with an optional query), or an absolute https URL. */
  to: string;
}

/** Why a stored redirect is not applied; the server logs it so staff can mend the setting. */
export interface RefusedRedirect {
  entry: unknown;
  reason: string;
}

/** More rules than this are not read: the list is searched on every page request. */
export const SITE_REDIRECT_MAX = 1000;

/** '/a/b/' and '/a/b' are one address; '/' stays '/'. */
export function normalizeRedirectPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function isHttpsUrl(target: string): boolean {
  try {
    const url = new URL(target);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The rule's source path, normalized, or why it cannot be one. */
function checkFrom(from: unknown): { path: string } | { reason: string } {
  if (typeof from !== 'string') return { reason: 'from must be a path such as /old-page.' };
  if (/[?#]/.test(from)) return { reason: 'from must be a path without a query or fragment.' };
  const path = sameSitePath(from);
  if (path === null || path !== from) return { reason: 'from must be a plain path on this site, such as /old-page.' };
  if (path === '/' || /^\/api(?:\/|$)/.test(path)) return { reason: 'from cannot be the home page or an API path.' };
  return { path: normalizeRedirectPath(path) };
}

/** The rule's target, or why it cannot be one: a same-site path or an absolute https URL. */
function checkTo(to: unknown): { target: string; path: string | null } | { reason: string } {
  if (typeof to !== 'string' || to === '') return { reason: 'to must be a path on this site or an https URL.' };
  if (/^https:\/\//i.test(to)) {
    return isHttpsUrl(to) ? { target: to, path: null } : { reason: 'to is not a valid https URL.' };
  }
  const path = sameSitePath(to);
  if (path === null) return { reason: 'to must be a path on this site (starting with /) or an https URL.' };
  return { target: path, path: normalizeRedirectPath(path.split(/[?#]/, 1)[0] ?? '/') };
}

/**
 * The stored list, checked: every kept rule has a same-site `from` and a same-site or https `to`;
 * a `from` listed twice keeps its first rule; rules that lead back to themselves (directly or through
 * other rules) are all refused, so no visitor is ever sent round in circles.
 */
export function checkSiteRedirects(stored: unknown): { redirects: SiteRedirect[]; refused: RefusedRedirect[] } {
  const refused: RefusedRedirect[] = [];
  if (!Array.isArray(stored)) {
    return { redirects: [], refused: stored === undefined ? [] : [{ entry: stored, reason: 'must be a list' }] };
  }
  const next = new Map<string, { rule: SiteRedirect; targetPath: string | null; entry: unknown }>();
  for (const entry of stored.slice(0, SITE_REDIRECT_MAX)) {
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as { from?: unknown; to?: unknown };
    const from = checkFrom(record.from);
    if ('reason' in from) {
      refused.push({ entry, reason: from.reason });
      continue;
    }
    const to = checkTo(record.to);
    if ('reason' in to) {
      refused.push({ entry, reason: to.reason });
      continue;
    }
    if (next.has(from.path)) {
      refused.push({ entry, reason: `${from.path} is already redirected by an earlier rule.` });
      continue;
    }
    next.set(from.path, { rule: { from: from.path, to: to.target }, targetPath: to.path, entry });
  }
  const looping = new Set<string>();
  for (const start of next.keys()) {
    const seen = new Set<string>([start]);
    let at = next.get(start)?.targetPath ?? null;
    while (at !== null && next.has(at)) {
      if (seen.has(at)) {
        for (const path of seen) looping.add(path);
        break;
      }
      seen.add(at);
      at = next.get(at)?.targetPath ?? null;
    }
  }
  const redirects: SiteRedirect[] = [];
  for (const [path, { rule, entry }] of next) {
    if (looping.has(path)) refused.push({ entry, reason: `${path} leads back to itself through the redirects.` });
    else redirects.push(rule);
  }
  return { redirects, refused };
}

/** Where a request for `path` (and its `search`, kept unless the target has its own) is redirected, or null. */
export function siteRedirectTarget(
  redirects: ReadonlyMap<string, string>,
  path: string,
  search: string,
): string | null {
  const target = redirects.get(normalizeRedirectPath(path));
  if (target === undefined) return null;
  return search && !target.includes('?') ? `${target}${search}` : target;
}

/**
 * Accounts spec §2: "URLs starting with /cards/ or ending in /cards are rewritten to /credit-cards".
 * '/cards/x' keeps its rest under '/credit-cards/x' (the old card pages); any other path ending in
 * '/cards' is the card list. Null when the path is not one of them, and for the admin site (an app of
 * its own, not the public site the spec's rule is about).
 */
export function cardsRewrite(path: string): string | null {
  const trimmed = normalizeRedirectPath(path);
  // The admin site is an app of its own: its '/admin/cards' is the staff's card list.
  if (/^\/admin(?:\/|$)/i.test(trimmed)) return null;
  if (/^\/cards(?:\/|$)/i.test(trimmed)) return trimmed.replace(/^\/cards/i, '/credit-cards');
  if (/\/cards$/i.test(trimmed)) return '/credit-cards';
  return null;
}

/**
 * Accounts spec §2: "A /blog prefix is optional" for the site's own pages: '/blog/faq' is '/faq'.
 * The rest of the path, when there is one to try; whether it is a page is the caller's to decide, so
 * '/blog' itself and the blog's own articles ('/blog/{slug}') are never taken.
 */
export function pathWithoutBlogPrefix(path: string): string | null {
  const match = /^\/blog(\/.+)$/i.exec(path);
  return match?.[1] && match[1] !== '/' ? match[1] : null;
}
