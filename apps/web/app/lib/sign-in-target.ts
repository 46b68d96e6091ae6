import { DEFAULT_LOGIN_REDIRECT, safeRedirectPath } from '@cardgenius/core/rules';

/** Client cookies of the sign-in flow (accounts spec §3). */
export { LOGIN_REDIRECT_COOKIE } from '@cardgenius/core/contract/cookie-names';
export const ADD_CARD_COOKIE = 'addCardOnSignIn';
export const REF_CODE_COOKIE = 'refCode';

/** The add-cards call takes at most 50 slugs shaped like the catalogue's. */
const MAX_CARDS = 50;
const CARD_SLUG = /^[a-z0-9-]{1,120}$/;
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Where sign-in ends (accounts spec §2 "Route guard and redirects"): the `redirect` query parameter,
 * then the loginRedirect cookie, then the dashboard. Both come from the visitor's side, so each must
 * be a path on this site; one that is not is skipped rather than followed.
 */
export function signInTarget(
  redirectParam: string | null | undefined,
  loginRedirectCookie: string | undefined,
): string {
  return safeRedirectPath(redirectParam, '') || safeRedirectPath(loginRedirectCookie, '') || DEFAULT_LOGIN_REDIRECT;
}

/**
 * The card slugs kept in the addCardOnSignIn cookie: a JSON array (or a JSON string) or a comma list.
 * Anything that is not a card slug is dropped, duplicates once, and at most 50 are kept.
 */
export function parseCardSlugs(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const text = raw.trim();
  let items: unknown[];
  if (text.startsWith('[') || text.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(text);
      items = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      items = text.replace(/[[\]"]/g, '').split(',');
    }
  } else {
    items = text.split(',');
  }
  const slugs = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const slug = item.trim().toLowerCase();
    if (CARD_SLUG.test(slug)) slugs.add(slug);
    if (slugs.size === MAX_CARDS) break;
  }
  return [...slugs];
}

/** The refCode cookie as the register call accepts it, or undefined (a bad code must not block sign-up). */
export function referralCodeFrom(raw: string | null | undefined): string | undefined {
  const code = raw?.trim() ?? '';
  return REFERRAL_CODE.test(code) ? code : undefined;
}

/** The manual-entry key of an otpauth:// URI (its `secret` parameter), or null. */
export function otpAuthSecret(uri: string | undefined): string | null {
  if (!uri || !URL.canParse(uri)) return null;
  const secret = new URL(uri).searchParams.get('secret');
  return secret && /^[A-Z2-7]+=*$/i.test(secret) ? secret.toUpperCase() : null;
}

/** The secret in groups of four, as authenticator apps show it: 'JBSW Y3DP EHPK 3PXP'. */
export function groupSecret(secret: string): string {
  return secret.replace(/=+$/, '').replace(/(.{4})(?=.)/g, '$1 ');
}
