/**
 * The catalogue's fixed lists (spending categories, networks, card types, bands, insurance and perk
 * kinds). No schema library here: pages import these without loading the validators.
 */

export const SPEND_CATEGORIES = [
  'regular',
  'gas',
  'grocery',
  'drug',
  'restaurant',
  'bills',
  'travel',
  'store',
] as const;
export type SpendCategory = (typeof SPEND_CATEGORIES)[number];

export { PROVINCES, type Province } from './provinces';

export const NETWORKS = ['visa', 'mastercard', 'amex'] as const;
export const CARD_TYPES = ['credit', 'secured', 'prepaid', 'charge'] as const;
/**
 * Who a card is for. Personal, student and secured cards are ranked by default; business and U.S.
 * dollar cards only when the visitor asks for them (their spending and fees are not a household's in
 * Canadian dollars). Amounts of a U.S. dollar card are in U.S. dollars.
 */
export const SEGMENTS = ['personal', 'student', 'secured', 'business', 'us-dollar'] as const;
export type Segment = (typeof SEGMENTS)[number];
/** Segments a ranking includes unless the visitor picks segments. */
export const DEFAULT_SEGMENTS: readonly Segment[] = ['personal', 'student', 'secured'];
/** `discontinued`: no longer offered; kept so old links and saved cards still resolve, never ranked. */
export const CARD_STATUSES = ['offered', 'discontinued'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export const CREDIT_SCORE_BANDS = ['poor', 'fair', 'good', 'very-good', 'excellent'] as const;
export const POINT_VALUE_MODES = ['cash', 'flex', 'travel', 'max'] as const;

export const INSURANCE_TYPES = [
  'travelMedical',
  'tripCancellation',
  'tripInterruption',
  'flightDelay',
  'baggageDelay',
  'lostBaggage',
  'rentalCar',
  'hotelBurglary',
  'commonCarrier',
  'purchaseProtection',
  'extendedWarranty',
  'mobileDevice',
  'priceProtection',
  'eventTicket',
] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];

export const PERK_KINDS = [
  'lounge-access',
  'free-checked-bags',
  'travel-credit',
  'nexus-rebate',
  'companion-voucher',
  'hotel-status',
  'free-night',
  'priority-travel',
  'roadside-assistance',
  'concierge',
  'subscription-credit',
  'fuel-discount',
  'other',
] as const;
