import { DEFAULT_FILTER_STATE } from './filter-defaults';
import type { FilterState } from './filter-state';

/**
 * Writing the `state=` query parameter (see query-codec for the format and the reading). Kept apart
 * from the reading, which validates, so pages that only write it load no validators.
 */

export const STATE_QUERY_PARAM = 'state';
export const FORMAT_VERSION = '1';
/** Longest text decoding will look at. */
export const MAX_ENCODED_LENGTH = 8000;

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
  segments: 'sg',
  foreignExchangeFeeMax: 'X',
};
export const FIELD_OF_SHORT_KEY = new Map(Object.entries(SHORT_KEYS).map(([field, short]) => [short, field]));
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

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const ALPHABET_INDEX = new Map([...ALPHABET].map((character, index) => [character, index]));

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
