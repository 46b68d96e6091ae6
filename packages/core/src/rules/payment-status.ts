/** Payout methods a member can choose for cash back offers (accounts spec §3). */
export const PAYMENT_METHODS = ['interac', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** §3 display mapping, keyed with underscores: 'cancel pending' and 'cancel_pending' are one status. */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  unfulfilled: 'Pending',
  rejected: 'Pending',
  fulfilled: 'Delivered',
  received: 'Delivered',
  cancel_pending: 'Delivered',
  retry: 'Delivered',
  retry_error: 'Delivered',
  cancel_rejected: 'Delivered',
  confirmed: 'Approved',
  confirmed_hold: 'Approved',
  processing: 'Processed',
};

/** A payout status as members see it; statuses outside the mapping in sentence case ('on_hold' → 'On hold'). */
export function paymentStatusLabel(status: string): string {
  const words = status
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
  const key = words.replaceAll(' ', '_');
  if (Object.hasOwn(STATUS_LABELS, key)) return STATUS_LABELS[key] ?? words;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
