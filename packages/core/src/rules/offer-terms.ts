/**
 * What a GeniusCash offer may say (decision 0008): the checks of `data/offers.json` and of the admin
 * site's offer form are these.
 */

/** Offer amounts are the site's own terms; this bound only catches a typo (12500 for 125). */
export const MAX_OFFER_DOLLARS = 1000;

/** An offer lists between 1 and this many terms, each a full sentence. */
export const MAX_OFFER_TERMS = 12;
export const OFFER_TERM_MIN_LENGTH = 10;
export const OFFER_TERM_MAX_LENGTH = 400;

/** Staff-made offer ids: the card's slug, the first day and a short random part, within the file's id rule. */
export const OFFER_ID_PATTERN = /^[a-z0-9-]{1,80}$/;
