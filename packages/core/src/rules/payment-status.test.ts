import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  needsPayoutMethod,
  PAYMENT_METHODS,
  type PaymentMethod,
  PaymentStage,
  paymentStage,
  paymentStatusLabel,
} from './payment-status';

describe('paymentStatusLabel', () => {
  it.each([
    ['unfulfilled', 'Pending'],
    ['rejected', 'Pending'],
    ['fulfilled', 'Delivered'],
    ['received', 'Delivered'],
    ['cancel pending', 'Delivered'],
    ['cancel_pending', 'Delivered'],
    ['retry', 'Delivered'],
    ['retry error', 'Delivered'],
    ['retry_error', 'Delivered'],
    ['cancel rejected', 'Delivered'],
    ['cancel_rejected', 'Delivered'],
    ['confirmed', 'Approved'],
    ['confirmed_hold', 'Approved'],
    ['processing', 'Processed'],
    ['FULFILLED', 'Delivered'],
    [' Cancel  Pending ', 'Delivered'],
  ])('%j shows as %s', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });

  it.each([
    ['on_hold', 'On hold'],
    ['PAID OUT', 'Paid out'],
    ['refunded', 'Refunded'],
    ['awaiting__bank  review', 'Awaiting bank review'],
    ['constructor', 'Constructor'],
    ['', ''],
  ])('other statuses in sentence case: %j → %j', (status, label) => {
    expect(paymentStatusLabel(status)).toBe(label);
  });
});

describe('PAYMENT_METHODS', () => {
  it('lists Interac and PayPal', () => {
    expect(PAYMENT_METHODS).toEqual(['interac', 'paypal']);
    expectTypeOf<PaymentMethod>().toEqualTypeOf<'interac' | 'paypal'>();
  });
});

describe('paymentStage', () => {
  it('maps the recorded statuses onto the four §3 stages, and others onto none', () => {
    expect(paymentStage('cancel pending')).toBe(PaymentStage.Delivered);
    expect(paymentStage('confirmed_hold')).toBe(PaymentStage.Approved);
    expect(paymentStage('processing')).toBe(PaymentStage.Processed);
    expect(paymentStage('unfulfilled')).toBe(PaymentStage.Pending);
    expect(paymentStage('on_hold')).toBeNull();
    expect(paymentStage('constructor')).toBeNull();
  });
});

describe('needsPayoutMethod', () => {
  it('asks a member without a payout method while a claim is not yet delivered', () => {
    expect(needsPayoutMethod(false, ['fulfilled', 'confirmed'])).toBe(true);
    expect(needsPayoutMethod(false, ['unfulfilled'])).toBe(true);
    expect(needsPayoutMethod(false, ['on_hold'])).toBe(true);
  });

  it('does not ask once every claim is delivered, with no claims, or when a method is chosen', () => {
    expect(needsPayoutMethod(false, ['fulfilled', 'Cancel Pending', 'retry_error'])).toBe(false);
    expect(needsPayoutMethod(false, [])).toBe(false);
    expect(needsPayoutMethod(true, ['unfulfilled', 'confirmed'])).toBe(false);
  });
});
