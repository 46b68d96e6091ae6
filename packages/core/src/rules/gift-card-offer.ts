import { DEFAULT_MAX_OFFER_VALUE } from '../constants';

/** The largest cash back offer as the shell uses it: a falsy value means the default (§3, §9). */
export function effectiveMaxOfferValue(value: number | null | undefined): number {
  return value ? value : DEFAULT_MAX_OFFER_VALUE;
}

/** Offers over $100 carry a bonus flag (shell-and-browsing §4). */
export function isBonusOffer(amount: number): boolean {
  return amount > DEFAULT_MAX_OFFER_VALUE;
}

/** The menu copy for the offers link, e.g. '$100 Cash Back'. */
export function offerMenuCopy(maxValue: number): string {
  return `$${maxValue.toLocaleString('en-CA')} Cash Back`;
}
