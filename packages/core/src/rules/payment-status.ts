/** Payout methods a member can choose for cash back offers (accounts spec §3). */
export const PAYMENT_METHODS = ['interac', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The four stages a claim's payout shows as (accounts spec §3), in the order a claim goes through them. */
export const PaymentStage = {
  Pending: 'Pending',
  Approved: 'Approved',
  Processed: 'Processed',
  Delivered: 'Delivered',
} as const;
export type PaymentStage = (typeof PaymentStage)[keyof typeof PaymentStage];

/** The payout statuses §3 names, as claims record them. */
export const PAYMENT_STATUSES = [
  'unfulfilled',
  'rejected',
  'confirmed',
  'confirmed_hold',
  'processing',
  'fulfilled',
  'received',
  'cancel_pending',
  'retry',
  'retry_error',
  'cancel_rejected',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** §3 display mapping, keyed with underscores: 'cancel pending' and 'cancel_pending' are one status. */
const STATUS_STAGES: Readonly<Record<PaymentStatus, PaymentStage>> = {
  unfulfilled: PaymentStage.Pending,
  rejected: PaymentStage.Pending,
  fulfilled: PaymentStage.Delivered,
  received: PaymentStage.Delivered,
  cancel_pending: PaymentStage.Delivered,
  retry: PaymentStage.Delivered,
  retry_error: PaymentStage.Delivered,
  cancel_rejected: PaymentStage.Delivered,
  confirmed: PaymentStage.Approved,
  confirmed_hold: PaymentStage.Approved,
  processing: PaymentStage.Processed,
};

/** A recorded payout status in the form the mapping is keyed by: lower case, words joined by `_`. */
const statusWords = (status: string): string =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** The §3 stage of a recorded payout status; null for a status the mapping does not name. */
export function paymentStage(status: string): PaymentStage | null {
  const key = statusWords(status).replaceAll(' ', '_');
  return Object.hasOwn(STATUS_STAGES, key) ? (STATUS_STAGES[key as PaymentStatus] ?? null) : null;
}

/** A payout status as members see it; statuses outside the mapping in sentence case ('on_hold' → 'On hold'). */
export function paymentStatusLabel(status: string): string {
  const stage = paymentStage(status);
  if (stage) return stage;
  const words = statusWords(status);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Whether to ask the member for a payout method: they have none yet and a claim still has a payout to
 * come (any stage before Delivered, or a status the mapping does not name — it may still be paid).
 */
export function needsPayoutMethod(hasPayoutMethod: boolean, claimStatuses: readonly string[]): boolean {
  return !hasPayoutMethod && claimStatuses.some((status) => paymentStage(status) !== PaymentStage.Delivered);
}

/** Statuses only a payout run sets: it copies the payout address (processing) or records the payment (fulfilled). */
export const PAYOUT_RUN_STATUSES: readonly PaymentStatus[] = ['confirmed_hold', 'processing', 'fulfilled'];

/** Statuses staff may set by hand on a claim's ticket: every other one of §3. */
export const STAFF_SETTABLE_STATUSES = PAYMENT_STATUSES.filter((status) => !PAYOUT_RUN_STATUSES.includes(status));

/** The issuer's answer (approved or declined) decides a payout: setting it needs the password again. */
export const PAYOUT_DECISION_STATUSES: readonly PaymentStatus[] = ['confirmed', 'rejected'];
