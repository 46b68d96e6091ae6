import { describe, expect, it } from 'vitest';
import { redactPath } from './redact-path';

describe('redactPath', () => {
  it('hides the secret segment after token-bearing routes', () => {
    expect(redactPath('/reset-password/abc123')).toBe('/reset-password/:redacted');
    expect(redactPath('/confirm-email/XYZ')).toBe('/confirm-email/:redacted');
    expect(redactPath('/api/v2/subscription/confirm-email-subscription/c0de')).toBe(
      '/api/v2/subscription/confirm-email-subscription/:redacted',
    );
  });

  it('hides the codes of the email-change confirmation and undo links', () => {
    expect(redactPath('/confirm-email-change/c0de')).toBe('/confirm-email-change/:redacted');
    expect(redactPath('/undo-change/c0de')).toBe('/undo-change/:redacted');
  });

  it('drops the query string and fragment', () => {
    expect(redactPath('/login?email=a@b.ca&token=1#x')).toBe('/login');
  });

  it('keeps ordinary paths', () => {
    expect(redactPath('/api/v2/health')).toBe('/api/v2/health');
    expect(redactPath('/confirm-email')).toBe('/confirm-email');
  });

  it('bounds the length', () => {
    expect(redactPath(`/${'a'.repeat(1000)}`)).toHaveLength(300);
  });
});
