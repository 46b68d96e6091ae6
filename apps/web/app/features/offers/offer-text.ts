import { formatFee } from '../../lib/format';

/** What the offers pages need to word an offer: its amount and its last day. */
export interface OfferWording {
  amount: number;
  lastDay: string | null;
}

const calendarDay = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar day ('2026-12-31') at noon UTC, so no time zone moves it to another day. */
const noonOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** '2026-12-31' → 'Dec 31, 2026'. */
export function formatOfferDay(isoDate: string): string {
  return calendarDay.format(noonOf(isoDate));
}

/** '2026-12-31' → 'December 31, 2026'. */
export function formatOfferDayLong(isoDate: string): string {
  return longDay.format(noonOf(isoDate));
}

/** '$125', or '$62.50'. */
export const offerAmount = (offer: Pick<OfferWording, 'amount'>): string => formatFee(offer.amount);

/** When the offer closes, as a visitor reads it. */
export function offerEndsText(offer: OfferWording): string {
  return offer.lastDay ? `Claim by ${formatOfferDay(offer.lastDay)}` : 'No end date set';
}
