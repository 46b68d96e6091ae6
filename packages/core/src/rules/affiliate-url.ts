import { safeRedirectPath } from './safe-redirect';

/**
 * Affiliate link tracking (shell-and-browsing §7): the issuer's URL registered for a card, with the
 * apply id of this click and the `context` and `pid` query parameters added. Nothing else about the
 * URL changes, so the destination is always the registered URL.
 */

/** The query parameter that carries the apply id to the issuer (and back in its reports). */
export const APPLY_ID_PARAM = 'applyId';
export const CONTEXT_PARAM = 'context';
export const PID_PARAM = 'pid';
/** The parameters tracking adds; a registered URL's own values of these are replaced. */
export const TRACKING_PARAMS = [APPLY_ID_PARAM, CONTEXT_PARAM, PID_PARAM] as const;

export interface ApplyTracking {
  applyId: string;
  context: string;
  pid?: string | undefined;
}

/** The registered URL plus the tracking parameters; throws when the registered URL is not http(s). */
export function withApplyTracking(registeredUrl: string, tracking: ApplyTracking): string {
  const url = new URL(registeredUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('A registered URL must be http(s).');
  url.searchParams.set(APPLY_ID_PARAM, tracking.applyId);
  url.searchParams.set(CONTEXT_PARAM, tracking.context);
  if (tracking.pid) url.searchParams.set(PID_PARAM, tracking.pid);
  else url.searchParams.delete(PID_PARAM);
  return url.href;
}

/**
 * The same-site path a URL stands for when it is internal (a path, or an absolute URL on `ownOrigin`),
 * else null. Anything a browser could read as another host is not internal.
 */
export function internalPathOf(url: string, ownOrigin: string): string | null {
  if (url.startsWith('/')) {
    const path = safeRedirectPath(url, '');
    return path === '' ? null : path;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== ownOrigin) return null;
  const path = safeRedirectPath(`${parsed.pathname}${parsed.search}${parsed.hash}`, '');
  return path === '' ? null : path;
}

/** An internal path with the go-link's pid appended (§7: "skip tracking, append pid when present"). */
export function withPid(path: string, pid: string | undefined): string {
  if (!pid) return path;
  const url = new URL(path, 'https://site.invalid');
  url.searchParams.set(PID_PARAM, pid);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True for an absolute http(s) URL: the only kind the browser is sent to outside the site. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
