/** Card display names are short; anything longer in the link is not one of ours. */
export const UNAVAILABLE_CARD_NAME_MAX_LENGTH = 80;

// Control and format characters (bidi overrides, zero-width) would let a link make the text say something else.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The card name a go-link put in `?card=` (shell-and-browsing §2.1), as plain text for the page: anyone
 * can write that link, so invisible characters go, spaces collapse, and the length is capped (on a
 * character boundary). React renders it as text, never as HTML.
 */
export function unavailableCardName(raw: string | null): string {
  if (!raw) return '';
  const text = raw.replace(/\s+/g, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
  const characters = Array.from(text);
  if (characters.length <= UNAVAILABLE_CARD_NAME_MAX_LENGTH) return text;
  return `${characters
    .slice(0, UNAVAILABLE_CARD_NAME_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}
