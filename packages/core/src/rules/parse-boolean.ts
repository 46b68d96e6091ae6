const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);

/**
 * Accounts spec §5 "Other", for query parameters, cookies and settings: 'true', '1', 'on' and 'yes'
 * in any case (trimmed) are true and every other string is false (so 'false' and '0' are false, unlike
 * plain truthiness); a number is true when above 0; anything else uses ordinary truthiness.
 */
export function parseBoolean(value: unknown): boolean {
  if (typeof value === 'string') return TRUE_WORDS.has(value.trim().toLowerCase());
  if (typeof value === 'number') return value > 0;
  return Boolean(value);
}
