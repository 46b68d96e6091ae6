import type { AccountProfile } from '@cardgenius/core/contract';
import type { PaymentMethod } from '@cardgenius/core/rules';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  interac: 'Interac e-Transfer',
  paypal: 'PayPal',
};

/** The payout form as typed: the method and its address twice. */
export interface PayoutDraft {
  method: PaymentMethod | null;
  email: string;
  emailVerify: string;
}

/**
 * The form after choosing a method (accounts spec §5: choosing a method pre-fills its email from the
 * account email). The address already saved for that method wins over the account email, so changing
 * the method back and forth never loses it. Both fields are filled: a saved or confirmed address needs
 * no retyping; editing one asks for the other again.
 */
export function payoutDraftFor(
  method: PaymentMethod | null,
  profile: Pick<AccountProfile, 'email' | 'interacEmail' | 'paypalEmail'>,
): PayoutDraft {
  if (method === null) return { method, email: '', emailVerify: '' };
  const saved = method === 'interac' ? profile.interacEmail : profile.paypalEmail;
  const email = saved ?? profile.email;
  return { method, email, emailVerify: email };
}

/** The updateProfile body for a chosen method, with the field names the API checks (and names in its errors). */
export function payoutRequest(draft: PayoutDraft & { method: PaymentMethod }) {
  return draft.method === 'interac'
    ? { paymentMethod: 'interac' as const, interacEmail: draft.email, interacEmailVerify: draft.emailVerify }
    : { paymentMethod: 'paypal' as const, paypalEmail: draft.email, paypalEmailVerify: draft.emailVerify };
}

/** The API's field names for the draft's two inputs. */
export function payoutFieldNames(method: PaymentMethod): { email: string; emailVerify: string } {
  return method === 'interac'
    ? { email: 'interacEmail', emailVerify: 'interacEmailVerify' }
    : { email: 'paypalEmail', emailVerify: 'paypalEmailVerify' };
}
