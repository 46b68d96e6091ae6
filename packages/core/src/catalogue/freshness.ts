import { daysBetween } from './calendar-days';
import type { CatalogueCard } from './schema';

/**
 * How old each figure of a card is: the date of the source it comes from (its own `fieldSources`
 * entry, or the card's `dataAsOf`). A figure is due for a re-check when its source is older than
 * `STALE_AFTER_DAYS` or has no date at all.
 */

export const STALE_AFTER_DAYS = 180;

/** The figures the rating reads, by the dotted path their sources name, with a reader's label. */
export const DATED_FIGURES = [
  { field: 'fees.annual', label: 'Annual fee' },
  { field: 'fees.firstYear', label: 'First-year fee' },
  { field: 'fees.foreignExchange', label: 'Foreign currency fee' },
  { field: 'fees.cashAdvance', label: 'Cash advance fee' },
  { field: 'fees.balanceTransfer', label: 'Balance transfer fee' },
  { field: 'rates.purchase', label: 'Purchase interest rate' },
  { field: 'rates.cashAdvance', label: 'Cash advance interest rate' },
  { field: 'rates.balanceTransfer', label: 'Balance transfer interest rate' },
  { field: 'earn', label: 'Earn rates' },
  { field: 'welcomeBonus', label: 'Welcome bonus' },
  { field: 'bonuses', label: 'Yearly bonuses' },
  { field: 'requirements.personalIncome', label: 'Personal income required' },
  { field: 'insurance', label: 'Insurance' },
  { field: 'perks', label: 'Perks' },
] as const;
export type DatedField = (typeof DATED_FIGURES)[number]['field'];

export interface FigureDate {
  field: DatedField;
  label: string;
  /** The oldest date among the sources of the figure's parts; null when one of them has no date. */
  asOf: string | null;
  /** Days from `asOf` to today; null when undated. */
  ageDays: number | null;
  stale: boolean;
  sourceUrl: string;
}

/** `earn` covers `earn.gas` and `earn.gas` is part of `earn`: either way the source dates the figure. */
const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

type DatedCard = Pick<CatalogueCard, 'dataAsOf' | 'sourceUrl' | 'fieldSources'>;

/**
 * The date of every figure the rating reads. Sources of the same part confirm each other (the newest
 * date counts); parts from different sources are as old as the oldest, and an undated part makes the
 * figure undated (it must be checked).
 */
export function figureDates(card: DatedCard, today: string): FigureDate[] {
  return DATED_FIGURES.map(({ field, label }) => {
    const parts = new Map<string, { asOf: string | null; sourceUrl: string }>();
    for (const source of card.fieldSources) {
      for (const path of source.fields) {
        if (!overlaps(path, field)) continue;
        const part = path.length > field.length ? path : field;
        const known = parts.get(part);
        if (!known || (source.asOf !== null && (known.asOf === null || source.asOf > known.asOf)))
          parts.set(part, { asOf: source.asOf, sourceUrl: source.sourceUrl });
      }
    }
    if (!parts.has(field)) parts.set(field, { asOf: card.dataAsOf, sourceUrl: card.sourceUrl });
    const oldest = [...parts.values()].reduce((worst, entry) =>
      worst.asOf === null ? worst : entry.asOf === null || entry.asOf < worst.asOf ? entry : worst,
    );
    const ageDays = oldest.asOf === null ? null : daysBetween(oldest.asOf, today);
    return {
      field,
      label,
      asOf: oldest.asOf,
      ageDays,
      stale: ageDays === null || ageDays > STALE_AFTER_DAYS,
      sourceUrl: oldest.sourceUrl,
    };
  });
}
