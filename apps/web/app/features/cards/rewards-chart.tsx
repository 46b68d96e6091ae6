import type { CardRating } from '@cardgenius/core/contract';
import { formatDollars } from '../../lib/format';
import { spendCategoryLabel } from '../../lib/spend-category-labels';

/** Rewards a year by spending category for the profile, as bars (widths relative to the largest). */
export function RewardsChart({ breakdown }: { breakdown: CardRating['breakdown'] }) {
  const rows = [...breakdown.categories].sort((a, b) => b.dollars - a.dollars);
  const largest = Math.max(...rows.map((row) => row.dollars), 1);
  return (
    <figure>
      <figcaption className="sr-only">Rewards a year by spending category</figcaption>
      <ul className="space-y-2">
        {rows.map((row) => (
          <li
            key={row.category}
            className="grid grid-cols-[9rem_1fr_4.5rem] items-center gap-3 text-sm sm:grid-cols-[14rem_1fr_5rem]"
          >
            <span className="text-slate-700">
              {spendCategoryLabel(row.category)}
              <span className="block text-slate-500 text-xs">{formatDollars(row.spend)} a year</span>
            </span>
            <span className="h-3 rounded bg-slate-100">
              <span className="block h-3 rounded bg-brand-600" style={{ width: `${(row.dollars / largest) * 100}%` }} />
            </span>
            <span className="text-right font-medium">{formatDollars(row.dollars)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
