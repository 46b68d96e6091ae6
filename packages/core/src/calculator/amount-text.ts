/**
 * An amount as a visitor types it: "50000", "50,000", "$2,000.50" or "2 000". Answers the number, or
 * null for an empty, negative or unreadable text. Spaces (including the no-break spaces French
 * Canadian formatting puts between thousands) and thousands commas are ignored.
 */
export function parseAmountText(text: unknown): number | null {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : null;
  if (typeof text !== 'string') return null;
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^\$/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}
