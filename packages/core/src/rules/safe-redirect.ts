/**
 * Where login may send the visitor next (accounts spec §2 "Route guard and redirects"). The target
 * comes from a query parameter or cookie anyone can set, so only a path on this site is kept;
 * anything else falls back to the dashboard rather than becoming an open redirect.
 */
export const DEFAULT_LOGIN_REDIRECT = '/dashboard';

/** Redirecting here after login would log out again or show the form again (a loop). */
const LOOP_PATHS = ['/login', '/register', '/logout'];

/** A made-up origin: whatever a target resolves against, it must stay on it. */
const BASE = 'https://site.invalid';
/** Longer targets are refused before any work; no real route comes close. */
const MAX_TARGET_LENGTH = 2048;
/** Percent-decoding rounds checked; a target still changing after them is refused. */
const DECODE_ROUNDS = 3;

// Control, format (zero-width, bidi) and whitespace characters: browsers strip or reinterpret some.
const INVISIBLE = /[\p{Cc}\p{Cf}\s]/u;
// A '.' or '..' segment lets the path resolve somewhere else than it reads ('/a/..//evil.com').
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:[/?#]|$)/;

/** One form of the target: a single leading '/', then nothing a browser could read as another host. */
function isLocalPathForm(form: string): boolean {
  return (
    form.startsWith('/') &&
    !form.startsWith('//') &&
    !form.includes('\\') &&
    !INVISIBLE.test(form) &&
    !DOT_SEGMENT.test(pathPart(form))
  );
}

function pathPart(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? '';
}

function decoded(form: string): string | null {
  try {
    return decodeURIComponent(form);
  } catch {
    return null;
  }
}

function isLoopPath(pathname: string): boolean {
  const path = (decoded(pathname) ?? pathname).toLowerCase().replace(/\/+$/, '');
  return LOOP_PATHS.some((loop) => path === loop || path.startsWith(`${loop}/`));
}

/**
 * The candidate as a same-site path (pathname + search + hash, as the URL parser normalizes it), or
 * the fallback. The whole candidate must pass the checks, and so must its path and up to three
 * percent-decoded forms of the path, so '/%2F%2Fevil.com' and '/%255Cevil.com' are refused (malformed
 * percent-encoding too). Decoded query and fragment text is data, so '?q=cash%20back' is kept.
 */
export function safeRedirectPath(candidate: unknown, fallback = DEFAULT_LOGIN_REDIRECT): string {
  const path = sameSitePath(candidate);
  if (path === null || isLoopPath(path.split(/[?#]/, 1)[0] ?? '')) return fallback;
  return path;
}

/**
 * The candidate as a same-site path (the checks of `safeRedirectPath`, without its refusal of the
 * sign-in pages), or null when a browser could read it as another site.
 */
export function sameSitePath(candidate: unknown): string | null {
  const fallback = null;
  if (typeof candidate !== 'string' || candidate.length > MAX_TARGET_LENGTH) return fallback;
  if (!isLocalPathForm(candidate)) return fallback;
  let form = pathPart(candidate);
  for (let round = 0; ; round += 1) {
    if (!isLocalPathForm(form)) return fallback;
    const next = decoded(form);
    if (next === null) return fallback;
    if (next === form) break;
    if (round === DECODE_ROUNDS) return fallback;
    form = next;
  }
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isLocalPathForm(path)) return fallback;
  return path;
}

/** The login route that comes back to `returnTo` afterwards; an unsafe or looping target is left off. */
export function loginPathFor(returnTo: string): string {
  const target = safeRedirectPath(returnTo, '');
  return target === '' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`;
}
