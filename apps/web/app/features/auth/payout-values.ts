import type { RegisterRequest } from '@cardgenius/core/contract';
import { isValidEmail } from '@cardgenius/core/rules';
import { AUTH_MESSAGES } from './auth-messages';

/** The optional payout preference block as typed (accounts spec §3, §5). */
export interface PayoutChoice {
  paymentMethod: '' | 'interac' | 'paypal';
  interacEmail: string;
  interacEmailVerify: string;
  paypalEmail: string;
  paypalEmailVerify: string;
}

export type PayoutField = Exclude<keyof PayoutChoice, 'paymentMethod'>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The spec's messages for the chosen method's two fields (nothing to check without a choice). */
export function payoutErrors(choice: PayoutChoice): Partial<Record<PayoutField, string>> {
  if (choice.paymentMethod === 'interac') {
    if (!isValidEmail(choice.interacEmail.trim())) return { interacEmail: AUTH_MESSAGES.interacEmail };
    if (!same(choice.interacEmail, choice.interacEmailVerify))
      return { interacEmailVerify: AUTH_MESSAGES.interacMismatch };
  }
  if (choice.paymentMethod === 'paypal') {
    if (!isValidEmail(choice.paypalEmail.trim())) return { paypalEmail: AUTH_MESSAGES.paypalEmail };
    if (!same(choice.paypalEmail, choice.paypalEmailVerify)) return { paypalEmailVerify: AUTH_MESSAGES.paypalMismatch };
  }
  return {};
}

type PaymentPayload = Pick<
  RegisterRequest,
  'paymentMethod' | 'interacEmail' | 'interacEmailVerify' | 'paypalEmail' | 'paypalEmailVerify'
>;

/** What the register call carries: only the chosen method and its two fields, or nothing at all. */
export function payoutFields(choice: PayoutChoice): PaymentPayload {
  if (choice.paymentMethod === 'interac') {
    return {
      paymentMethod: 'interac',
      interacEmail: choice.interacEmail.trim(),
      interacEmailVerify: choice.interacEmailVerify.trim(),
    };
  }
  if (choice.paymentMethod === 'paypal') {
    return {
      paymentMethod: 'paypal',
      paypalEmail: choice.paypalEmail.trim(),
      paypalEmailVerify: choice.paypalEmailVerify.trim(),
    };
  }
  return {};
}

/** Choosing a method pre-fills its email from the account's (§5), without overwriting one already typed. */
export function choosePayoutMethod(
  choice: PayoutChoice,
  method: PayoutChoice['paymentMethod'],
  accountEmail: string,
): PayoutChoice {
  const next = { ...choice, paymentMethod: method };
  if (method === 'interac' && next.interacEmail === '') next.interacEmail = accountEmail;
  if (method === 'paypal' && next.paypalEmail === '') next.paypalEmail = accountEmail;
  return next;
}
