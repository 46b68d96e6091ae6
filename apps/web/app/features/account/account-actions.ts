import { endpoints } from '@cardgenius/core/contract';
import { loginPathFor, type PaymentMethod } from '@cardgenius/core/rules';
import { redirect } from 'react-router';
import { browserApi } from '../../lib/browser-api';
import { type FormResult, failureFrom, invalidBody, isSignedOut } from '../../lib/form-result';
import { PAYMENT_METHOD_LABELS, payoutRequest } from './payout';

/** The account page's forms, each posted with its `intent`. */
export const ACCOUNT_INTENTS = ['name', 'email', 'password', 'payout', 'marketing', 'walletAlerts'] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export interface AccountActionData {
  intent: AccountIntent;
  result: FormResult;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function isIntent(value: string): value is AccountIntent {
  return (ACCOUNT_INTENTS as readonly string[]).includes(value);
}

/**
 * Checks the body with the API's own schema, makes the call from the browser (with the CSRF header),
 * and answers what the form shows. A call refused because the session ended goes to login, back here.
 */
async function attempt(
  intent: AccountIntent,
  schema: Parameters<typeof invalidBody>[0],
  body: unknown,
  call: () => Promise<unknown>,
  success: string,
): Promise<AccountActionData> {
  const invalid = invalidBody(schema, body);
  if (invalid) return { intent, result: invalid };
  try {
    await call();
    return { intent, result: { ok: true, message: success } };
  } catch (error) {
    if (isSignedOut(error)) throw redirect(loginPathFor('/account'));
    return { intent, result: failureFrom(error) };
  }
}

/** The account page's `clientAction`: every change is made by the browser, never by the page server. */
export async function accountClientAction({ request }: { request: Request }): Promise<AccountActionData> {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (!isIntent(intent)) throw new Response('Unknown form', { status: 400 });

  switch (intent) {
    case 'name': {
      const body = { name: text(form, 'name') };
      return attempt(
        intent,
        endpoints.updateProfile,
        body,
        () => browserApi.call(endpoints.updateProfile, { body }),
        'Your name is saved.',
      );
    }
    case 'email': {
      const body = { newEmail: text(form, 'newEmail'), password: text(form, 'password') };
      return attempt(
        intent,
        endpoints.changeEmail,
        body,
        () => browserApi.call(endpoints.changeEmail, { body }),
        `We sent a link to the new address, ${body.newEmail.trim().toLowerCase()}. Open it to confirm the change; until then, keep signing in with your current address.`,
      );
    }
    case 'password': {
      const body = {
        currentPassword: text(form, 'currentPassword'),
        newPassword1: text(form, 'newPassword1'),
        newPassword2: text(form, 'newPassword2'),
      };
      return attempt(
        intent,
        endpoints.changePassword,
        body,
        () => browserApi.call(endpoints.changePassword, { body }),
        'Your password is changed. You stay signed in here; everywhere else you were signed in has been signed out.',
      );
    }
    case 'payout': {
      const chosen = text(form, 'paymentMethod');
      const method: PaymentMethod | null = chosen === 'interac' || chosen === 'paypal' ? chosen : null;
      if (method === null) {
        return { intent, result: { ok: false, message: 'Choose Interac e-Transfer or PayPal.', fields: {} } };
      }
      const password = text(form, 'password');
      const body = {
        ...payoutRequest({ method, email: text(form, 'email'), emailVerify: text(form, 'emailVerify') }),
        // Right after signing in the server needs no password; otherwise it names the field.
        ...(password ? { password } : {}),
      };
      const address = text(form, 'email').trim().toLowerCase();
      return attempt(
        intent,
        endpoints.updateProfile,
        body,
        () => browserApi.call(endpoints.updateProfile, { body }),
        `Saved: your GeniusCash will be sent by ${PAYMENT_METHOD_LABELS[method]} to ${address}. We emailed your account’s address about the change.`,
      );
    }
    case 'marketing': {
      const body = { marketingOptIn: text(form, 'marketingOptIn') === 'true' };
      return attempt(
        intent,
        endpoints.updateProfile,
        body,
        () => browserApi.call(endpoints.updateProfile, { body }),
        body.marketingOptIn
          ? 'Saved: you will get our exclusive deals and offers by email.'
          : 'Saved: we will not send you marketing emails. Emails about your account still arrive.',
      );
    }
    case 'walletAlerts': {
      const body = { enabled: text(form, 'walletAlerts') === 'true' };
      return attempt(
        intent,
        endpoints.setWalletAlerts,
        body,
        () => browserApi.call(endpoints.setWalletAlerts, { body }),
        body.enabled
          ? 'Saved: we will email you when a card in your wallet changes, at most once a week.'
          : 'Saved: we will not email you about the cards in your wallet.',
      );
    }
  }
}
