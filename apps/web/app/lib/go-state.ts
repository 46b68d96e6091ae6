/**
 * Navigation state handed between the apply screens (shell-and-browsing §2.1, §7): the QR code and
 * apply-instructions screens read the card's name and whether it is an affiliate card; the offers page
 * gets the apply id and the destination from the go flow. State never crosses sites, but it is still
 * checked: a destination is only followed when it is an https URL.
 */
export interface GoScreenState {
  cardName: string;
  cardSlug: string;
  isAffiliate: boolean;
  /** The apply id of the click recorded by the go flow. */
  applyId?: string;
  /** The issuer URL the go flow built for this click (registered URL plus tracking parameters). */
  destination?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The state when it has the expected shape, else null (a reload or a hand-typed URL has none). */
export function readGoScreenState(state: unknown): GoScreenState | null {
  if (!isRecord(state)) return null;
  const { cardName, cardSlug, isAffiliate, applyId, destination } = state;
  if (typeof cardName !== 'string' || typeof cardSlug !== 'string' || typeof isAffiliate !== 'boolean') return null;
  const result: GoScreenState = { cardName, cardSlug, isAffiliate };
  if (typeof applyId === 'string') result.applyId = applyId;
  if (typeof destination === 'string' && /^https:\/\/[^/\\]/i.test(destination)) result.destination = destination;
  return result;
}
