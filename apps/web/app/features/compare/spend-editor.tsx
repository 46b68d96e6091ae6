import { SPEND_CATEGORIES, type SpendCategory } from '@cardgenius/core/catalogue';
import type { MonthlySpend } from '@cardgenius/core/filters';
import { monthlySpendByCategory } from '@cardgenius/core/rating';
import { useId } from 'react';
import { formatDollars } from '../../lib/format';
import { SPEND_CATEGORY_LABELS } from '../../lib/spend-category-labels';

const MAX_MONTHLY = 1_000_000;

function amount(text: string): number {
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')));
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), MAX_MONTHLY) : 0;
}

/**
 * Monthly spending: a total split by the usual shares, or an amount for each of the 8 categories.
 * Switching to categories starts from the current split, so nothing jumps.
 */
export function SpendEditor({ value, onChange }: { value: MonthlySpend; onChange: (next: MonthlySpend) => void }) {
  const id = useId();
  const byCategory = typeof value === 'object';
  const split = monthlySpendByCategory(value);
  const total = SPEND_CATEGORIES.reduce((sum, category) => sum + split[category], 0);
  return (
    <fieldset>
      <legend className="font-semibold text-sm">Monthly spending</legend>
      {byCategory ? null : (
        <div className="mt-2">
          <label htmlFor={`${id}-total`} className="sr-only">
            Total monthly spending, dollars
          </label>
          <MoneyInput id={`${id}-total`} value={total} onChange={(next) => onChange(next)} />
        </div>
      )}
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={byCategory}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? (Object.fromEntries(
                    SPEND_CATEGORIES.map((category) => [category, Math.round(split[category])]),
                  ) as Record<SpendCategory, number>)
                : Math.round(total),
            )
          }
          className="h-4 w-4"
        />
        Enter it by category
      </label>
      {byCategory ? (
        <div className="mt-2 space-y-2">
          {SPEND_CATEGORIES.map((category) => (
            <div key={category} className="grid grid-cols-[1fr_7rem] items-center gap-2">
              <label htmlFor={`${id}-${category}`} className="text-slate-700 text-sm">
                {SPEND_CATEGORY_LABELS[category]}
              </label>
              <MoneyInput
                id={`${id}-${category}`}
                value={split[category]}
                onChange={(next) => onChange({ ...split, [category]: next })}
              />
            </div>
          ))}
          <p className="text-right text-slate-600 text-sm">
            Total: <strong>{formatDollars(total)}</strong> a month
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}

function MoneyInput({ id, value, onChange }: { id: string; value: number; onChange: (next: number) => void }) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-slate-500 text-sm"
      >
        $
      </span>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_MONTHLY}
        step={50}
        value={Math.round(value)}
        onChange={(event) => onChange(amount(event.target.value))}
        className="w-full rounded-md border border-slate-300 py-1.5 pr-2 pl-6 text-sm"
      />
    </div>
  );
}
