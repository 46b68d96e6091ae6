import { RegisterRequest } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { choosePayoutMethod, type PayoutChoice, payoutErrors, payoutFields } from './payout-values';

const none: PayoutChoice = {
  paymentMethod: '',
  interacEmail: '',
  interacEmailVerify: '',
  paypalEmail: '',
  paypalEmailVerify: '',
};

describe('payout preference', () => {
  it('pre-fills the chosen method from the account email, keeping what was typed', () => {
    expect(choosePayoutMethod(none, 'interac', 'sam@example.ca')).toMatchObject({
      paymentMethod: 'interac',
      interacEmail: 'sam@example.ca',
      interacEmailVerify: '',
      paypalEmail: '',
    });
    const typed = { ...none, paypalEmail: 'pay@example.ca' };
    expect(choosePayoutMethod(typed, 'paypal', 'sam@example.ca').paypalEmail).toBe('pay@example.ca');
  });

  it("uses the spec's messages", () => {
    expect(payoutErrors(none)).toEqual({});
    expect(payoutErrors({ ...none, paymentMethod: 'interac' })).toEqual({
      interacEmail: 'Please enter a valid email where we can send you interac e-Transfers',
    });
    expect(
      payoutErrors({ ...none, paymentMethod: 'interac', interacEmail: 'a@b.ca', interacEmailVerify: 'x@b.ca' }),
    ).toEqual({ interacEmailVerify: 'The two interac emails do not match. Make sure both emails match' });
    expect(payoutErrors({ ...none, paymentMethod: 'paypal', paypalEmail: 'nope' })).toEqual({
      paypalEmail: 'Please enter a valid PayPal email',
    });
    expect(
      payoutErrors({ ...none, paymentMethod: 'paypal', paypalEmail: 'a@b.ca', paypalEmailVerify: 'A@B.ca ' }),
    ).toEqual({});
    expect(payoutErrors({ ...none, paymentMethod: 'paypal', paypalEmail: 'a@b.ca', paypalEmailVerify: '' })).toEqual({
      paypalEmailVerify: 'The two PayPal emails do not match. Make sure both emails match',
    });
  });

  it('sends only the chosen method, in a shape the register contract accepts', () => {
    expect(payoutFields(none)).toEqual({});
    const interac = payoutFields({
      ...none,
      paymentMethod: 'interac',
      interacEmail: ' a@b.ca',
      interacEmailVerify: 'a@b.ca',
      paypalEmail: 'x',
    });
    expect(interac).toEqual({ paymentMethod: 'interac', interacEmail: 'a@b.ca', interacEmailVerify: 'a@b.ca' });
    const body = {
      name: 'Sam',
      email: 'sam@example.ca',
      password1: 'Maple-Syrup-42!',
      password2: 'Maple-Syrup-42!',
      terms: true,
      captchaCode: 'x',
      ...interac,
    };
    expect(RegisterRequest.safeParse(body).success).toBe(true);
  });
});
