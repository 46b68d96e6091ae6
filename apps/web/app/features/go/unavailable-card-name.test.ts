import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_CARD_NAME_MAX_LENGTH, unavailableCardName } from './unavailable-card-name';

describe('unavailableCardName', () => {
  it('keeps a card name as it is, trimmed', () => {
    expect(unavailableCardName('  Triangle World Elite Mastercard ')).toBe('Triangle World Elite Mastercard');
    expect(unavailableCardName(null)).toBe('');
    expect(unavailableCardName('')).toBe('');
  });

  it('removes invisible characters and collapses spaces', () => {
    expect(unavailableCardName('Evil\u202eCard\u0000\n\nName\u200b')).toBe('EvilCard Name');
  });

  it('caps long text on a character boundary', () => {
    const long = '🙂'.repeat(200);
    const name = unavailableCardName(long);
    expect(Array.from(name)).toHaveLength(UNAVAILABLE_CARD_NAME_MAX_LENGTH);
    expect(name.endsWith('…')).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const result = unavailableCardName(text);
        expect(Array.from(result).length).toBeLessThanOrEqual(UNAVAILABLE_CARD_NAME_MAX_LENGTH);
        expect(result).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      }),
    );
  });
});
