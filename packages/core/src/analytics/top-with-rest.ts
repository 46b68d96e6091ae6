/** One row of a breakdown: what was counted (a card, an issuer, a context), its label and its count. */
export interface BreakdownRow {
  key: string;
  label: string;
  count: number;
}

/** The biggest rows, and what the others add up to, so a long tail still shows in the totals. */
export interface Breakdown {
  top: BreakdownRow[];
  /** How many rows were summed into `rest`. */
  restRows: number;
  rest: number;
}

/** How many rows a breakdown shows unless asked otherwise, and at most. */
export const BREAKDOWN_DEFAULT_TOP = 10;
export const BREAKDOWN_MAX_TOP = 50;

/** The `limit` largest rows (ties by label, so the order is stable) and the sum of the others. */
export function topWithRest(rows: readonly BreakdownRow[], limit: number): Breakdown {
  const sorted = [...rows].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en-CA'));
  const others = sorted.slice(limit);
  return {
    top: sorted.slice(0, limit),
    restRows: others.length,
    rest: others.reduce((sum, row) => sum + row.count, 0),
  };
}
