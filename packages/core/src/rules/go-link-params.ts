/**
 * The query of a go-link (shell-and-browsing §2.1: `/go/{affiliateId}?context=&notracking=&aid=&pid=`)
 * and the shape of its values. Links are shared, pasted and mangled, so the page keeps what is valid
 * and drops the rest rather than refusing the visitor; the API refuses bad values outright (400).
 */

/** The click's origin on the site when the link names none (§2.1: "context (default Direct)"). */
export const DEFAULT_GO_CONTEXT = 'Direct';
/** The context of a go-link opened from the QR code screen. */
export const QR_GO_CONTEXT = 'QR';

/** Longest context, aid or pid kept: campaign tokens are short, and they end up in the issuer's URL. */
export const GO_TOKEN_MAX_LENGTH = 64;
/** Longest affiliate id looked up (catalogue ids are 3 to 64 characters). */
export const AFFILIATE_ID_MAX_LENGTH = 100;

/** A context reads like a label: "Direct", "QR", "Compare Page", "Card Page (sticky)". */
export const GO_CONTEXT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 _.:()-]*$/;
/** aid and pid are opaque campaign tokens. */
export const GO_TOKEN_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Catalogue affiliate ids are lowercase; anything else cannot name a card. */
export const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const TRUE_WORDS = new Set(['', 'true', '1', 'on', 'yes']);

export interface GoLinkQuery {
  context: string;
  notracking: boolean;
  aid?: string;
  pid?: string;
}

export function isGoContext(value: string): boolean {
  return value.length <= GO_TOKEN_MAX_LENGTH && GO_CONTEXT_PATTERN.test(value);
}

export function isGoToken(value: string): boolean {
  return value.length <= GO_TOKEN_MAX_LENGTH && GO_TOKEN_PATTERN.test(value);
}

export function isAffiliateId(value: string): boolean {
  return value.length <= AFFILIATE_ID_MAX_LENGTH && AFFILIATE_ID_PATTERN.test(value);
}

/**
 * The go-link's query, cleaned: an invalid context becomes Direct, an invalid aid or pid is dropped.
 * `notracking` is on when present bare (`?notracking`) or with a true word (parseBoolean's words).
 */
export function readGoLinkQuery(search: string | URLSearchParams): GoLinkQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const context = params.get('context')?.trim();
  const aid = params.get('aid')?.trim();
  const pid = params.get('pid')?.trim();
  const notracking = params.get('notracking');
  const query: GoLinkQuery = {
    context: context && isGoContext(context) ? context : DEFAULT_GO_CONTEXT,
    notracking: notracking !== null && TRUE_WORDS.has(notracking.trim().toLowerCase()),
  };
  if (aid && isGoToken(aid)) query.aid = aid;
  if (pid && isGoToken(pid)) query.pid = pid;
  return query;
}
