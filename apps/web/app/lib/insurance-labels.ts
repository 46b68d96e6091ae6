import type { InsuranceType } from '@cardgenius/core/catalogue';

/** How the insurance coverage types are named on every page. */
export const INSURANCE_LABELS: Record<InsuranceType, string> = {
  travelMedical: 'Travel medical',
  tripCancellation: 'Trip cancellation',
  tripInterruption: 'Trip interruption',
  flightDelay: 'Flight delay',
  baggageDelay: 'Baggage delay',
  lostBaggage: 'Lost or stolen baggage',
  rentalCar: 'Rental car damage',
  hotelBurglary: 'Hotel burglary',
  commonCarrier: 'Common carrier accident',
  purchaseProtection: 'Purchase protection',
  extendedWarranty: 'Extended warranty',
  mobileDevice: 'Mobile device',
  priceProtection: 'Price protection',
  eventTicket: 'Event ticket',
};

/** The label of a coverage named by a string (API data); the name itself when it is not one. */
export function insuranceLabel(type: string): string {
  return (INSURANCE_LABELS as Record<string, string>)[type] ?? type;
}
