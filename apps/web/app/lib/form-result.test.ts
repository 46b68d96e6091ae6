import { ApiError, endpoints } from '@cardgenius/core/contract';
import { describe, expect, it } from 'vitest';
import { failureFrom, invalidBody, isSignedOut, NETWORK_FAILURE } from './form-result';

describe('failureFrom', () => {
  it("points at the fields for a validation failure and keeps the API's field messages", () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid.', {
      password: 'The password is incorrect.',
    });
    expect(failureFrom(error)).toEqual({
      ok: false,
      message: 'Please fix the fields marked below.',
      fields: { password: 'The password is incorrect.' },
    });
  });

  it("shows the API's message otherwise, and a connection message when there was no answer", () => {
    expect(failureFrom(new ApiError(429, 'RATE_LIMITED', 'Too many tries. Wait a minute.'))).toEqual({
      ok: false,
      message: 'Too many tries. Wait a minute.',
      fields: {},
    });
    expect(failureFrom(new TypeError('Failed to fetch'))).toEqual({ ok: false, message: NETWORK_FAILURE, fields: {} });
  });
});

describe('invalidBody', () => {
  it("checks a body with the endpoint's own schema and names each bad field", () => {
    expect(invalidBody(endpoints.changeEmail, { newEmail: 'alex@example.ca', password: 'x' })).toBeNull();
    expect(invalidBody(endpoints.changeEmail, { newEmail: 'not an email', password: '' })?.fields).toEqual({
      newEmail: 'Enter a valid email address, like name@example.ca.',
      password: 'Enter your password.',
    });
  });

  it('accepts any body for an endpoint without one', () => {
    expect(invalidBody(endpoints.logout, { anything: true })).toBeNull();
  });
});

describe('isSignedOut', () => {
  it('is true only for a 401 answer', () => {
    expect(isSignedOut(new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue.'))).toBe(true);
    expect(isSignedOut(new ApiError(403, 'FORBIDDEN', 'No.'))).toBe(false);
    expect(isSignedOut(new Error('x'))).toBe(false);
  });
});
