import { type FilterState, safeResolveFilterState } from './filter-state';
import { ALPHABET_INDEX, FIELD_OF_SHORT_KEY, FORMAT_VERSION, MAX_ENCODED_LENGTH } from './query-encode';

export { encodeFilterStateParam, STATE_QUERY_PARAM } from './query-encode';

/**
 * The `state=` query parameter (shell spec §4): a filter state in a compact, URL-safe text. It holds
 * only the fields that differ from the defaults, under short keys, as JSON in base64url (no padding),
 * after a format version digit. Decoding anything that is not such a text gives null, never throws.
 * The point value flags of `userPreferences` are not stored: they follow `pointValueMode`.
 */

/** The filter state a `state=` text holds (defaults filled), or null for anything else. */
export function decodeFilterStateParam(text: unknown): FilterState | null {
  if (typeof text !== 'string' || text.length > MAX_ENCODED_LENGTH || !text.startsWith(FORMAT_VERSION)) return null;
  const bytes = fromBase64Url(text.slice(FORMAT_VERSION.length));
  if (!bytes) return null;
  let compact: unknown;
  try {
    compact = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (compact === null || typeof compact !== 'object' || Array.isArray(compact)) return null;
  const input: Record<string, unknown> = {};
  for (const [short, value] of Object.entries(compact)) {
    const field = FIELD_OF_SHORT_KEY.get(short);
    if (field !== undefined) input[field] = value;
  }
  const result = safeResolveFilterState(input);
  return result.success ? result.data : null;
}

/** Bytes of base64url text without padding; null when the text is not that. */
function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let byteIndex = 0;
  for (let index = 0; index < text.length; index += 4) {
    let chunk = 0;
    const size = Math.min(4, text.length - index);
    for (let offset = 0; offset < 4; offset++) {
      const digit = offset < size ? ALPHABET_INDEX.get(text[index + offset] as string) : 0;
      if (digit === undefined) return null;
      chunk = (chunk << 6) | digit;
    }
    bytes[byteIndex++] = (chunk >> 16) & 255;
    if (size > 2) bytes[byteIndex++] = (chunk >> 8) & 255;
    if (size > 3) bytes[byteIndex++] = chunk & 255;
  }
  return bytes;
}
