import { internalPathOf, isWebUrl, withPid } from './affiliate-url';
import type { GoLinkQuery } from './go-link-params';
import { safeRedirectPath } from './safe-redirect';

/**
 * The go-link flow (shell-and-browsing §7, GET misc/go): where a visitor goes from `/go/{affiliateId}`,
 * decided from the go answer and the link's query. The page and the server-side `/go2` fallback both
 * follow these decisions; only the registered URL of the card (or a path on this site) is ever chosen.
 */

/** The card fields the flow reads (shell-and-browsing §3, Card (go call)). */
export interface GoFlowCard {
  slug: string;
  name: string;
  displayName: string;
  hasAffiliateLink: boolean;
  temporarilyUnavailable: boolean;
  /** Present only while the card has a current offer: an offers page exists for it. */
  productOffer?: { slug: string } | null | undefined;
}

export interface GoFlowAnswer {
  card: GoFlowCard | null;
  redirectUrl: string;
}

export type GoStep =
  /** Error or empty answer: replace the location with a path on this site. */
  | { kind: 'leave'; to: string }
  /** No tracking: straight to the URL (notracking, or a product without a card). */
  | { kind: 'direct'; url: string }
  /** The URL is this site's own: navigate in the app, untracked. */
  | { kind: 'internal'; path: string }
  /** Record the apply click, then follow `stepAfterClick`. */
  | { kind: 'track'; card: GoFlowCard };

/** Where an error answer sends the visitor: its same-site redirect, else the home page. */
export function errorDestination(redirect: unknown): string {
  return safeRedirectPath(redirect, '/');
}

function isAnswer(value: unknown): value is GoFlowAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { redirectUrl, card } = value as Record<string, unknown>;
  return typeof redirectUrl === 'string' && redirectUrl !== '' && (card === null || typeof card === 'object');
}

/** The first branch of §7, before any click is recorded. */
export function firstGoStep(options: { answer: unknown; query: GoLinkQuery; ownOrigin: string }): GoStep {
  const { answer, query, ownOrigin } = options;
  if (!isAnswer(answer)) return { kind: 'leave', to: '/' };
  const internal = internalPathOf(answer.redirectUrl, ownOrigin);
  if (query.notracking) {
    if (internal !== null) return { kind: 'internal', path: internal };
    return isWebUrl(answer.redirectUrl) ? { kind: 'direct', url: answer.redirectUrl } : { kind: 'leave', to: '/' };
  }
  if (internal !== null) return { kind: 'internal', path: withPid(internal, query.pid) };
  // Neither this site nor the web (javascript:, data:, a stray relative path): nowhere to send anyone.
  if (!isWebUrl(answer.redirectUrl)) return { kind: 'leave', to: '/' };
  if (answer.card === null) return { kind: 'direct', url: answer.redirectUrl };
  return { kind: 'track', card: answer.card };
}

/** What the offers page is handed (apps/web GoScreenState). */
export interface GoOfferState {
  cardName: string;
  cardSlug: string;
  isAffiliate: boolean;
  applyId: string;
  destination: string;
}

export type GoFinalStep =
  | { kind: 'unavailable'; displayName: string }
  | { kind: 'offer'; offerSlug: string; state: GoOfferState }
  | { kind: 'issuer'; url: string }
  /** The recorded click named no usable destination: fall back to `/go2`. */
  | { kind: 'fallback' };

/** The last branch of §7, once the click is recorded and the issuer's URL carries its apply id. */
export function stepAfterClick(card: GoFlowCard, click: { applyId: string; redirectUrl: string }): GoFinalStep {
  if (!isWebUrl(click.redirectUrl)) return { kind: 'fallback' };
  if (card.temporarilyUnavailable) return { kind: 'unavailable', displayName: card.displayName };
  if (card.productOffer) {
    return {
      kind: 'offer',
      offerSlug: card.productOffer.slug,
      state: {
        cardName: card.name,
        cardSlug: card.slug,
        isAffiliate: card.hasAffiliateLink,
        applyId: click.applyId,
        destination: click.redirectUrl,
      },
    };
  }
  return { kind: 'issuer', url: click.redirectUrl };
}
