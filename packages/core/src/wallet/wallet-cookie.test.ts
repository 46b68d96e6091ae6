import { describe, expect, it } from 'vitest';
import { formatWalletCookie, parseWalletCookie, toggleWalletCard } from './wallet-cookie';
import { WALLET_HELD_LIMIT } from './wallet-limits';

describe('the wallet cookie', () => {
  it('keeps card slugs once each, in order, up to the limit', () => {
    expect(parseWalletCookie(' a-card ,B-CARD,a-card,,<script>,c')).toEqual(['a-card', 'b-card', 'c']);
    const many = Array.from({ length: 15 }, (_, i) => `card-${i}`);
    expect(parseWalletCookie(many.join(','))).toEqual(many.slice(0, WALLET_HELD_LIMIT));
    expect(parseWalletCookie(undefined)).toEqual([]);
    expect(formatWalletCookie(['x', 'x', 'y'])).toBe('x,y');
  });

  it('adds at the end, removes, and never goes past the limit', () => {
    expect(toggleWalletCard(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleWalletCard(['a', 'b'], 'a')).toEqual(['b']);
    const full = Array.from({ length: WALLET_HELD_LIMIT }, (_, i) => `card-${i}`);
    expect(toggleWalletCard(full, 'one-more')).toEqual(full);
  });
});
