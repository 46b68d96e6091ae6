import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

const KEY = 'k'.repeat(43);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function flipCharAt(text: string, index: number): string {
  const char = text[index] === 'A' ? 'B' : 'A';
  return text.slice(0, index) + char + text.slice(index + 1);
}

describe('secret box', () => {
  it('round-trips, with a fresh IV each time', () => {
    const first = sealSecret(SECRET, KEY, 'totp');
    const second = sealSecret(SECRET, KEY, 'totp');
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(SECRET);
    expect(openSecret(first, KEY, 'totp')).toBe(SECRET);
    expect(openSecret(second, KEY, 'totp')).toBe(SECRET);
    expect(openSecret(sealSecret('', KEY, 'totp'), KEY, 'totp')).toBe('');
    expect(openSecret(sealSecret('é ✓ 😀', KEY, 'totp'), KEY, 'totp')).toBe('é ✓ 😀');
  });

  it('throws on any altered part', () => {
    const sealed = sealSecret(SECRET, KEY, 'totp');
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    expect(() => openSecret([version, flipCharAt(iv, 0), tag, ciphertext].join('.'), KEY, 'totp')).toThrow();
    expect(() => openSecret([version, iv, flipCharAt(tag, 0), ciphertext].join('.'), KEY, 'totp')).toThrow();
    expect(() => openSecret([version, iv, tag, flipCharAt(ciphertext, 0)].join('.'), KEY, 'totp')).toThrow();
    expect(() => openSecret(['v2', iv, tag, ciphertext].join('.'), KEY, 'totp')).toThrow(/malformed/);
    expect(() => openSecret([version, iv, tag.slice(0, 8), ciphertext].join('.'), KEY, 'totp')).toThrow(/malformed/);
    expect(() => openSecret('not sealed', KEY, 'totp')).toThrow(/malformed/);
    expect(() => openSecret(`${sealed}.extra`, KEY, 'totp')).toThrow(/malformed/);
  });

  it('throws for the wrong purpose or the wrong key', () => {
    const sealed = sealSecret(SECRET, KEY, 'totp');
    expect(() => openSecret(sealed, KEY, 'other')).toThrow();
    expect(() => openSecret(sealed, `${KEY}x`, 'totp')).toThrow();
  });
});
