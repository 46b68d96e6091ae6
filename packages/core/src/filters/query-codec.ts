import { DEFAULT_FILTER_STATE, type FilterState, safeResolveFilterState } from './filter-state';

/**
 * The `state=` query parameter (shell spec §4): a filter state in a compact, URL-safe text. It holds
 * only the fields that differ from the defaults, under short keys, as JSON in base64url (no padding),
 * after a format version digit. Decoding anything that is not such a text gives null, never throws.
 * The point value flags of `userPreferences` are not stored: they follow `pointValueMode`.
 */

export const STATE_QUERY_PARAM = 'state';
const FORMAT_VERSION = '1';
/** Longest text decoding will look at. */
const MAX_ENCODED_LENGTH = 8000;

/** Short key of every field (two letters at most; never reuse one for another field). */
const SHORT_KEYS: Readonly<Record<keyof FilterState, string>> = {
  userPreferences: 'u',
  issuers: 'i',
  networks: 'n',
  annualFeeMin: 'f',
  annualFeeMax: 'F',
  minIncome: 'm',
  resultsPerPage: 'r',
  page: 'p',
  ratingFilter: 'R',
  categories: 'c',
  categoriesExclude: 'C',
  cardIds: 'k',
  pinned: 'P',
  name: 'N',
  cardId: 'K',
  sortBy: 's',
  monthlySpend: 'S',
  province: 'v',
  pointValueMode: 'M',
  debtAmount: 'd',
  interestRate: 'I',
  creditScore: 'x',
  skipPruning: 'sp',
  geniusCash: 'g',
  pruneCVR: 'pc',
  nocache: 'nc',
  geniusSearch: 'gs',
  affiliateOnly: 'a',
  awardWinnersOnly: 'A',
  minimumUserReviewCount: 'rc',
  minimumAverageUserReview: 'ra',
  rewardPrograms: 'rp',
  rewardKinds: 'rk',
  foreignExchangeFeeMax: 'X',
};
const FIELD_OF_SHORT_KEY = new Map(Object.entries(SHORT_KEYS).map(([field, short]) => [short, field]));
const MODE_FLAGS = new Set(['cash', 'flex', 'travel', 'max', 'maxOnly']);

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The `state=` text of a (resolved) filter state. */
export function encodeFilterStateParam(state: FilterState): string {
  const compact: Record<string, unknown> = {};
  for (const field of Object.keys(SHORT_KEYS) as (keyof FilterState)[]) {
    const value = state[field];
    if (field === 'userPreferences') {
      const defaults = DEFAULT_FILTER_STATE.userPreferences as Record<string, unknown>;
      const changed = Object.entries(state.userPreferences).filter(
        ([key, entry]) => !MODE_FLAGS.has(key) && !same(entry, defaults[key]),
      );
      if (changed.length > 0) compact[SHORT_KEYS[field]] = Object.fromEntries(changed);
    } else if (!same(value, DEFAULT_FILTER_STATE[field])) {
      compact[SHORT_KEYS[field]] = value;
    }
  }
  return FORMAT_VERSION + toBase64Url(new TextEncoder().encode(JSON.stringify(compact)));
}

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

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ALPHABET_INDEX = new Map([...ALPHABET].map((character, index) => [character, index]));

function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] as number;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    const chunk = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    text += ALPHABET[(chunk >> 18) & 63] as string;
    text += ALPHABET[(chunk >> 12) & 63] as string;
    if (b !== undefined) text += ALPHABET[(chunk >> 6) & 63] as string;
    if (c !== undefined) text += ALPHABET[chunk & 63] as string;
  }
  return text;
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
