import type { FilterState, FilterStateInput, MonthlySpend } from './filter-state';
import { safeResolveFilterState } from './filter-state';

/**
 * Presets for the named best-card pages (shell spec §4). The spec names them and two values (gas:
 * monthly gas spend 500; grocery: monthly grocery spend 700); the rest is ours. Each is a partial
 * filter state laid over the visitor's own (their spending, debt and credit stay unless the preset
 * sets them). Program filters use facts, not curated lists: program kinds and program slugs.
 */

export const PRESET_SLUGS = [
  'best',
  'overall',
  'cash-back',
  'cash-back-no-fee',
  'travel',
  'travel-no-fee',
  'air-miles',
  'aeroplan',
  'insurance',
  'perks',
  'no-fee',
  'low-interest',
  'fx',
  'gas',
  'grocery',
] as const;
export type PresetSlug = (typeof PRESET_SLUGS)[number];

export interface FilterPreset {
  slug: PresetSlug;
  name: string;
  description: string;
  state: FilterStateInput;
}

const TRAVEL_KINDS: ('bank-points' | 'airline' | 'hotel')[] = ['bank-points', 'airline', 'hotel'];
const noFee = { annualFeeMin: 0, annualFeeMax: 0 };

export const FILTER_PRESETS: Readonly<Record<PresetSlug, FilterPreset>> = {
  best: {
    slug: 'best',
    name: 'Best credit cards',
    description: 'The top cards for a typical Canadian, with the default weights.',
    state: {},
  },
  overall: {
    slug: 'overall',
    name: 'Best overall',
    description: 'Every component counted evenly: rewards, interest, fees, perks, insurance, approval and acceptance.',
    state: {
      userPreferences: { rewards: 1, interest: 1, fees: 1, perks: 1, insurance: 1, approval: 1, acceptance: 1 },
    },
  },
  'cash-back': {
    slug: 'cash-back',
    name: 'Best cash back cards',
    description: 'Cards that pay rewards as cash, valued as cash.',
    state: { pointValueMode: 'cash', rewardKinds: ['cash'], userPreferences: { rewards: 3 } },
  },
  'cash-back-no-fee': {
    slug: 'cash-back-no-fee',
    name: 'Best no-fee cash back cards',
    description: 'Cash back cards without an annual fee.',
    state: { pointValueMode: 'cash', rewardKinds: ['cash'], ...noFee, userPreferences: { rewards: 3 } },
  },
  travel: {
    slug: 'travel',
    name: 'Best travel cards',
    description: 'Points and miles cards valued for travel, with travel insurance and perks weighing more.',
    state: {
      pointValueMode: 'travel',
      rewardKinds: TRAVEL_KINDS,
      userPreferences: { rewards: 3, perks: 3, insurance: 3 },
    },
  },
  'travel-no-fee': {
    slug: 'travel-no-fee',
    name: 'Best no-fee travel cards',
    description: 'Travel rewards cards without an annual fee.',
    state: {
      pointValueMode: 'travel',
      rewardKinds: TRAVEL_KINDS,
      ...noFee,
      userPreferences: { rewards: 3, insurance: 3 },
    },
  },
  'air-miles': {
    slug: 'air-miles',
    name: 'Best airline miles cards',
    description: 'Cards earning airline miles, valued for flights.',
    state: { pointValueMode: 'travel', rewardKinds: ['airline'], userPreferences: { rewards: 3, perks: 3 } },
  },
  aeroplan: {
    slug: 'aeroplan',
    name: 'Best Aeroplan cards',
    description: 'Cards earning Aeroplan points, valued for flights.',
    state: { pointValueMode: 'travel', rewardPrograms: ['aeroplan'], userPreferences: { rewards: 3, perks: 3 } },
  },
  insurance: {
    slug: 'insurance',
    name: 'Best cards for insurance',
    description: 'Cards with the most insurance coverage, insurance weighing most.',
    state: { userPreferences: { insurance: 4, rewards: 1, perks: 1 } },
  },
  perks: {
    slug: 'perks',
    name: 'Best cards for perks',
    description: 'Cards whose perks (lounges, free bags, credits) are worth the most, perks weighing most.',
    state: { userPreferences: { perks: 4, rewards: 1, insurance: 1 } },
  },
  'no-fee': {
    slug: 'no-fee',
    name: 'Best no-fee cards',
    description: 'The best cards without an annual fee.',
    state: { ...noFee },
  },
  'low-interest': {
    slug: 'low-interest',
    name: 'Best low-interest cards',
    description: 'Cards with the lowest purchase rates, for carrying a balance.',
    state: {
      userPreferences: { interest: 4, fees: 1, rewards: 0, perks: 0, insurance: 0, approval: 0, acceptance: 1 },
    },
  },
  fx: {
    slug: 'fx',
    name: 'Best cards with no foreign transaction fee',
    description: 'Cards that charge no foreign exchange fee on purchases abroad.',
    state: { foreignExchangeFeeMax: 0, userPreferences: { rewards: 2, insurance: 3 } },
  },
  gas: {
    slug: 'gas',
    name: 'Best cards for gas',
    description: 'Cards that earn the most on $500 a month of gas.',
    state: { monthlySpend: { gas: 500 }, userPreferences: { rewards: 3 } },
  },
  grocery: {
    slug: 'grocery',
    name: 'Best cards for groceries',
    description: 'Cards that earn the most on $700 a month of groceries.',
    state: { monthlySpend: { grocery: 700 }, userPreferences: { rewards: 3 } },
  },
};

export function isPresetSlug(slug: string): slug is PresetSlug {
  return (PRESET_SLUGS as readonly string[]).includes(slug);
}

/** The preset's spend over the visitor's: a per-category preset keeps the visitor's total. */
function mergeSpend(base: MonthlySpend | undefined, preset: MonthlySpend | undefined): MonthlySpend | undefined {
  if (preset === undefined) return base;
  if (typeof preset === 'number' || base === undefined) return preset;
  return typeof base === 'number' ? { total: base, ...preset } : { ...base, ...preset };
}

/**
 * The filter state of a named best-card page: the preset laid over `base` (the visitor's state, or
 * the defaults); user preferences merge slider by slider. Null for an unknown slug or an invalid base.
 */
export function filterStateForPreset(slug: string, base: FilterStateInput = {}): FilterState | null {
  if (!isPresetSlug(slug)) return null;
  const preset = FILTER_PRESETS[slug].state;
  const merged: FilterStateInput = {
    ...base,
    ...preset,
    userPreferences: { ...base.userPreferences, ...preset.userPreferences },
    monthlySpend: mergeSpend(base.monthlySpend, preset.monthlySpend),
  };
  if (merged.monthlySpend === undefined) delete merged.monthlySpend;
  const result = safeResolveFilterState(merged);
  return result.success ? result.data : null;
}
