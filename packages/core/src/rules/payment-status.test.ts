import { describe, expect, expectTypeOf, it } from 'vitest';
import { PAYMENT_METHODS, type PaymentMethod, paymentStatusLabel } from './payment-status';

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
