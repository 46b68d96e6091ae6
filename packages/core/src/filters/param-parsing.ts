/**
 * Reading filter values from text (query parameters, cookies), leniently and without throwing:
 * numeric parameters are integers (shell spec §5), a brace-delimited text such as
 * `{regular:700,gas:200}` is a map, and booleans follow the spec's helper (accounts spec §5).
 */

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A decimal number from text (or a finite number), or null. Surrounding whitespace is ignored. */
export function parseDecimalParam(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length > 40 || !NUMBER_TEXT.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** An integer from text (decimals are cut off, like parseInt), or null. */
export function parseIntegerParam(value: unknown): number | null {
  const number = parseDecimalParam(value);
  if (number === null) return null;
  const integer = Math.trunc(number);
  return Number.isSafeInteger(integer) ? integer + 0 : null;
}

/**
 * true, 1, on and yes (any case) are true and every other text false; a number is true when above 0;
 * anything else by ordinary truthiness.
 */
export function parseBooleanParam(value: unknown): boolean {
  if (typeof value === 'string') return ['true', '1', 'on', 'yes'].includes(value.trim().toLowerCase());
  if (typeof value === 'number') return value > 0;
  return Boolean(value);
}

/** Percent-decodes text when it looks encoded; text that does not decode is kept as it is. */
export function percentDecode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const unquote = (text: string) =>
  text
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim();

/**
 * A brace-delimited map, `{key:value,key:value}` (quotes around keys and values allowed, so JSON of
 * a flat object reads too), as raw text values; null when the text is not brace-delimited. Entries
 * without a colon or a key are skipped; a repeated key keeps its last value.
 */
export function parseBraceMap(value: unknown): Record<string, string> | null {
  if (typeof value !== 'string' || value.length > 4000) return null;
  const text = percentDecode(value).trim();
  if (!text.startsWith('{') || !text.endsWith('}')) return null;
  const map: Record<string, string> = Object.create(null);
  const body = text.slice(1, -1);
  if (body.trim() === '') return map;
  for (const entry of body.split(',')) {
    const colon = entry.indexOf(':');
    if (colon < 0) continue;
    const key = unquote(entry.slice(0, colon));
    if (key === '') continue;
    map[key] = unquote(entry.slice(colon + 1));
  }
  return map;
}

/** Writes a flat map as brace-delimited text (the form `parseBraceMap` reads). */
export function formatBraceMap(entries: Readonly<Record<string, string | number | boolean>>): string {
  return `{${Object.entries(entries)
    .map(([key, entry]) => `${key}:${String(entry)}`)
    .join(',')}}`;
}
