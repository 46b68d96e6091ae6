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
export const CARD_TYPES = ['credit', 'secured', 'prepaid', 'charge', 'business'] as const;
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
