import { describe, expect, it } from 'vitest';
import { newClickId } from './click-id';

describe('newClickId', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('makes a new version 4 UUID each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClickId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(V4);
  });

  it('makes one without crypto.randomUUID (plain http pages)', () => {
    const { getRandomValues } = crypto;
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', {
      value: { getRandomValues: getRandomValues.bind(original) },
      configurable: true,
    });
    try {
      expect(newClickId()).toMatch(V4);
      expect(newClickId()).not.toBe(newClickId());
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});
