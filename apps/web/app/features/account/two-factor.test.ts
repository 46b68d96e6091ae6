import { describe, expect, it } from 'vitest';
import { authenticatorCodeInput, manualEntrySecret, qrCodeImageSource } from './two-factor';

describe('qrCodeImageSource', () => {
  it('makes an SVG data address with every special character escaped', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';
    const source = qrCodeImageSource(svg);
    expect(source.startsWith('data:image/svg+xml;utf8,')).toBe(true);
    expect(source).not.toMatch(/[<>"#\s]/);
    expect(decodeURIComponent(source.slice('data:image/svg+xml;utf8,'.length))).toBe(svg);
  });
});

describe('manualEntrySecret', () => {
  it('reads the secret of an otpauth URI in groups of four', () => {
    const uri = 'otpauth://totp/CardGenius:alex%40example.ca?secret=JBSWY3DPEHPK3PXPJBSW&issuer=CardGenius';
    expect(manualEntrySecret(uri)).toBe('JBSW Y3DP EHPK 3PXP JBSW');
  });

  it('is empty when there is no secret', () => {
    expect(manualEntrySecret('otpauth://totp/CardGenius?issuer=CardGenius')).toBe('');
    expect(manualEntrySecret('not a uri')).toBe('');
  });
});

describe('authenticatorCodeInput', () => {
  it('keeps up to six digits', () => {
    expect(authenticatorCodeInput('123 456')).toBe('123456');
    expect(authenticatorCodeInput('12a3-4567')).toBe('123456');
  });
});
