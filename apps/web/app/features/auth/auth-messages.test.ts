import { ApiError } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { failureMessage, fieldErrorsOf } from './auth-messages';

describe('failureMessage', () => {
  it("shows the server's message for a refused request", () => {
    expect(
      failureMessage(new ApiError(401, 'UNAUTHENTICATED', 'The email or password is incorrect.'), 'fallback'),
    ).toBe('The email or password is incorrect.');
  });

  it('falls back for server failures, unreadable answers and lost connections', () => {
    expect(failureMessage(new ApiError(500, 'INTERNAL', 'Something went wrong on our side.'), 'fallback')).toBe(
      'fallback',
    );
    expect(failureMessage(new ApiError(502, 'UNKNOWN', 'The API answered 502.'), 'fallback')).toBe('fallback');
    expect(failureMessage(new ApiError(400, 'BAD_REQUEST', ' '), 'fallback')).toBe('fallback');
    expect(failureMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});

describe('fieldErrorsOf', () => {
  it('puts each message beside its field and keeps the others apart', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', {
      email: 'Enter a valid email address.',
      'password1.0': 'Too short.',
      referredByCode: 'The referral code is not valid.',
    });
    expect(fieldErrorsOf(error, ['email', 'password1', 'password2'] as const)).toEqual({
      byField: { email: 'Enter a valid email address.', password1: 'Too short.' },
      other: ['The referral code is not valid.'],
    });
  });

  it('has nothing for other failures', () => {
    expect(fieldErrorsOf(new Error('x'), ['email'])).toEqual({ byField: {}, other: [] });
    expect(fieldErrorsOf(new ApiError(401, 'UNAUTHENTICATED', 'No.'), ['email'])).toEqual({ byField: {}, other: [] });
  });
});
