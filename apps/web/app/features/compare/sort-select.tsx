import { SORT_OPTIONS, type SortBy } from '@cardgenius/core/filters';
import { useId } from 'react';

const SORT_LABELS: Record<SortBy, string> = {
  '-geniusRating': 'Highest rating',
  geniusRating: 'Lowest rating',
  '-netAnnualRewards': 'Most rewards a year',
  netAnnualRewards: 'Least rewards a year',
  '-firstYearValue': 'Best first-year value',
  firstYearValue: 'Lowest first-year value',
  '-annualFee': 'Highest annual fee',
  annualFee: 'Lowest annual fee',
  '-purchaseRate': 'Highest interest rate',
  purchaseRate: 'Lowest interest rate',
  '-interestSavings': 'Most interest saved',
  interestSavings: 'Least interest saved',
};

export function SortSelect({ value, onChange }: { value: SortBy; onChange: (next: SortBy) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-slate-600 text-sm">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as SortBy)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
