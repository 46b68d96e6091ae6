import { endpoints } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { invalidBody } from '../../lib/form-result';
import { payoutDraftFor, payoutFieldNames, payoutRequest } from './payout';

const profile = { email: 'alex@example.ca', interacEmail: null, paypalEmail: 'pay@example.ca' };

describe('payoutDraftFor', () => {
  it('pre-fills the chosen method from the account email, both fields', () => {
    expect(payoutDraftFor('interac', profile)).toEqual({
      method: 'interac',
      email: 'alex@example.ca',
      emailVerify: 'alex@example.ca',
    });
  });

  it('keeps the address already saved for that method', () => {
    expect(payoutDraftFor('paypal', profile).email).toBe('pay@example.ca');
  });

  it('is empty with no method', () => {
    expect(payoutDraftFor(null, profile)).toEqual({ method: null, email: '', emailVerify: '' });
  });
});

describe('payoutRequest, checked by the API schema', () => {
  const check = (body: unknown) => invalidBody(endpoints.updateProfile, body)?.fields ?? {};

  it('is accepted when the two addresses match', () => {
    expect(check(payoutRequest({ ...payoutDraftFor('interac', profile), method: 'interac' }))).toEqual({});
  });

  it("names the spec's messages on the method's fields", () => {
    const interac = payoutFieldNames('interac');
    expect(check(payoutRequest({ method: 'interac', email: 'nope', emailVerify: 'nope' }))).toEqual({
      [interac.email]: 'Please enter a valid email where we can send you interac e-Transfers',
    });
    expect(check(payoutRequest({ method: 'interac', email: 'a@example.ca', emailVerify: 'b@example.ca' }))).toEqual({
      [interac.emailVerify]: 'The two interac emails do not match. Make sure both emails match',
    });
    const paypal = payoutFieldNames('paypal');
    expect(check(payoutRequest({ method: 'paypal', email: '', emailVerify: '' }))).toEqual({
      [paypal.email]: 'Please enter a valid PayPal email',
    });
    expect(check(payoutRequest({ method: 'paypal', email: 'a@example.ca', emailVerify: 'c@example.ca' }))).toEqual({
      [paypal.emailVerify]: 'The two PayPal emails do not match. Make sure both emails match',
    });
  });
});
