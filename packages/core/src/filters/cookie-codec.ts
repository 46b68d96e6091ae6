import { SPEND_CATEGORIES } from '../catalogue/constants';
import { COMPONENT_KEYS } from '../rating/rating-config';
import type { FilterCookies } from './cookie-encode';
import {
  type FilterState,
  type FilterStateInput,
  FilterState as FilterStateSchema,
  type MonthlySpend,
  modeFromFlags,
  resolveFilterState,
  UserPreferences,
} from './filter-state';
import { parseBooleanParam, parseBraceMap, parseDecimalParam, parseIntegerParam, percentDecode } from './param-parsing';

/**
 * The three filter cookies (shell spec §3, §4): `debt`, `monthlySpend` and `userPreferences`, written
 * as brace-delimited text (`{regular:700,gas:200}`) or a bare number. The values here are plain
 * text; the cookie layer percent-encodes them (decoding accepts either). Numeric values are read as
 * integers (spec §5), except the interest rate and the sliders, which are decimals. Reading never
 * throws: a cookie or an entry that does not parse is ignored, and the defaults stand in.
 *
 * - `debt`: `{debtAmount:8000,interestRate:19.99}`; a bare number is the debt amount.
 * - `monthlySpend`: a bare monthly total, or `{total:…,regular:…,gas:…}` with any of the 8 categories.
 * - `userPreferences`: the sliders and the point value flags, e.g. `{rewards:2,…,flex:true,…}`; the
 *   point value mode is read back from the flags.
 */

export { encodeFilterCookies, FILTER_COOKIE_NAMES, type FilterCookieName, type FilterCookies } from './cookie-encode';

const FLAGS = ['cash', 'flex', 'travel', 'max', 'maxOnly'] as const;
const shape = FilterStateSchema.shape;

/** A `monthlySpend` text (`2000` or `{regular:700,gas:200}`) as a monthly spend, or null. */
export function parseMonthlySpendText(text: unknown): MonthlySpend | null {
  if (typeof text === 'number') return shape.monthlySpend.safeParse(Math.trunc(text)).data ?? null;
  if (typeof text !== 'string') return null;
  const decoded = percentDecode(text);
  const total = parseIntegerParam(decoded);
  if (total !== null) return shape.monthlySpend.safeParse(total).data ?? null;
  const map = parseBraceMap(decoded);
  if (!map) return null;
  const spend: Record<string, number> = {};
  for (const key of ['total', ...SPEND_CATEGORIES]) {
    const amount = parseIntegerParam(map[key]);
    if (amount !== null && shape.monthlySpend.safeParse(amount).success) spend[key] = amount;
  }
  return spend as MonthlySpend;
}

function parseDebt(text: unknown): Pick<FilterStateInput, 'debtAmount' | 'interestRate'> {
  if (typeof text !== 'string') return {};
  const decoded = percentDecode(text);
  const bare = parseIntegerParam(decoded);
  const map = bare === null ? parseBraceMap(decoded) : null;
  const debtAmount = bare ?? parseIntegerParam(map?.debtAmount);
  const interestRate = parseDecimalParam(map?.interestRate);
  return {
    ...(shape.debtAmount.safeParse(debtAmount).success ? { debtAmount: debtAmount as number } : {}),
    ...(shape.interestRate.safeParse(interestRate).success ? { interestRate: interestRate as number } : {}),
  };
}

function parseUserPreferences(text: unknown): Pick<FilterStateInput, 'userPreferences' | 'pointValueMode'> {
  const map = parseBraceMap(text);
  if (!map) return {};
  const preferences: Record<string, number | boolean> = {};
  for (const key of COMPONENT_KEYS) {
    const slider = parseDecimalParam(map[key]);
    if (slider !== null && UserPreferences.shape[key].safeParse(slider).success) preferences[key] = slider;
  }
  for (const flag of FLAGS) if (map[flag] !== undefined) preferences[flag] = parseBooleanParam(map[flag]);
  const mode = modeFromFlags(preferences as Partial<Record<(typeof FLAGS)[number], boolean>>);
  return { userPreferences: preferences, ...(mode ? { pointValueMode: mode } : {}) };
}

/** What the cookies say, as a partial filter state (only the fields they gave). Never throws. */
export function decodeFilterCookies(cookies: FilterCookies | null | undefined): FilterStateInput {
  try {
    const monthlySpend = parseMonthlySpendText(cookies?.monthlySpend);
    return {
      ...parseDebt(cookies?.debt),
      ...(monthlySpend === null ? {} : { monthlySpend }),
      ...parseUserPreferences(cookies?.userPreferences),
    };
  } catch {
    return {};
  }
}

/** The filter state the cookies describe, defaults for the rest. Never throws. */
export function filterStateFromCookies(cookies: FilterCookies | null | undefined): FilterState {
  try {
    return resolveFilterState(decodeFilterCookies(cookies));
  } catch {
    return resolveFilterState({});
  }
}
