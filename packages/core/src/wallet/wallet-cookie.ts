import { WALLET_HELD_LIMIT } from './wallet-limits';

const CARD_SLUG = /^[a-z0-9-]{1,120}$/;

/**
 * The held cards of a visitor's `wallet` cookie: slugs separated by commas. Anything that is not a card
 * slug is dropped, a repeat counts once, and at most the wallet's limit is kept (the first ones).
 */
export function parseWalletCookie(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const slugs = new Set<string>();
  for (const part of raw.split(',')) {
    const slug = part.trim().toLowerCase();
    if (CARD_SLUG.test(slug)) slugs.add(slug);
    if (slugs.size === WALLET_HELD_LIMIT) break;
  }
  return [...slugs];
}

export const formatWalletCookie = (slugs: readonly string[]): string => parseWalletCookie(slugs.join(',')).join(',');

/** The wallet with the card added (at the end) or removed; adding to a full wallet changes nothing. */
export function toggleWalletCard(slugs: readonly string[], slug: string): string[] {
  if (slugs.includes(slug)) return slugs.filter((held) => held !== slug);
  return slugs.length >= WALLET_HELD_LIMIT ? [...slugs] : [...slugs, slug];
}
