/**
 * Card art's colours for a card whose issuer's colours are unknown: the catalogue check forbids that, so
 * this is a guard, not a look. No schema library here, so pages can import it cheaply.
 */
export const FALLBACK_ISSUER_COLORS = { primary: '#1e3a8a', secondary: '#1d4ed8' } as const;
