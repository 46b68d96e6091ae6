import { describe, expect, it } from 'vitest';
import { generateTotpSecret, qrCodeSvg, totpAt, totpUri, verifyTotp } from './totp';

/** RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890" (base32 below). */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1_111_111_109, '07081804'],
  [1_111_111_111, '14050471'],
  [1_234_567_890, '89005924'],
  [2_000_000_000, '69279037'],
  [20_000_000_000, '65353130'],
];

describe('totp', () => {
  it('matches the RFC 6238 SHA-1 vectors, truncated to 6 digits', () => {
    expect(Buffer.from('12345678901234567890').length).toBe(20);
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(-6));
      expect(verifyTotp(RFC_SECRET, code.slice(-6), seconds * 1000)).toBe(Math.floor(seconds / 30));
    }
  });

  it('accepts one step either side and nothing further', () => {
    const now = 1_111_111_111_000;
    const step = Math.floor(now / 30_000);
    const codeAt = (offsetSteps: number) => totpAt(RFC_SECRET, (step + offsetSteps) * 30_000 + 5_000);
    expect(verifyTotp(RFC_SECRET, codeAt(0), now)).toBe(step);
    expect(verifyTotp(RFC_SECRET, codeAt(-1), now)).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, codeAt(1), now)).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, codeAt(-2), now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, codeAt(2), now)).toBeNull();
  });

  it('refuses malformed codes and unusable secrets without throwing', () => {
    const now = 59_000;
    expect(verifyTotp(RFC_SECRET, '28708', now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, '2870822', now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, ' 287082', now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBeNull();
    expect(verifyTotp(RFC_SECRET, '000000', now)).toBeNull();
    expect(verifyTotp('AAAA', '287082', now)).toBeNull();
    expect(verifyTotp('not base32!', '287082', now)).toBeNull();
  });

  it('generates 160-bit base32 secrets that work with its own codes', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
    const now = Date.now();
    expect(verifyTotp(secret, totpAt(secret, now), now)).toBe(Math.floor(now / 30_000));
  });

  it('builds the otpauth URI with every parameter spelled out', () => {
    const uri = totpUri({ secret: RFC_SECRET, accountName: 'jo+test@example.ca', issuer: 'Card Genius' });
    expect(uri).toBe(
      'otpauth://totp/Card%20Genius:jo%2Btest%40example.ca?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' +
        '&issuer=Card%20Genius&algorithm=SHA1&digits=6&period=30',
    );
    const parsed = new URL(uri);
    expect(parsed.searchParams.get('issuer')).toBe('Card Genius');
    expect(parsed.host).toBe('totp');
    expect(decodeURIComponent(parsed.pathname)).toBe('/Card Genius:jo+test@example.ca');
  });

  it('draws the QR code as a 200×200 SVG', async () => {
    const svg = await qrCodeSvg('otpauth://totp/x?secret=ABC');
    expect(svg).toMatch(/^<svg [^>]*width="200" height="200"/);
    expect(svg).toContain('<path');
    expect(svg).not.toBe(await qrCodeSvg('otpauth://totp/y?secret=ABC'));
  });
});
