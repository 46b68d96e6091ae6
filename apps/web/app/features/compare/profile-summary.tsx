import { CREDIT_SCORE_BAND_INFO, creditScoreBand, type FilterState } from '@cardgenius/core/filters';
import { RATING_CONFIG } from '@cardgenius/core/rating';
import { Link } from 'react-router';
import { formatDollars } from '../../lib/format';

/** One sentence saying which profile the ranking is for, so the figures can be read right. */
export function ProfileSummary({ state }: { state: FilterState }) {
  const monthly =
    typeof state.monthlySpend === 'number'
      ? state.monthlySpend
      : Object.entries(state.monthlySpend)
          .filter(([key]) => key !== 'total')
          .reduce((sum, [, value]) => sum + (value ?? 0), 0);
  const band = CREDIT_SCORE_BAND_INFO[creditScoreBand(state.creditScore)];
  const credit =
    typeof state.creditScore === 'number'
      ? `a credit score of ${state.creditScore} (${band.label})`
      : `${/^[AEIOU]/.test(band.label) ? 'an' : 'a'} ${band.label} credit score (${band.min}–${band.max})`;
  return (
    <p className="mt-2 max-w-3xl text-slate-700">
      Ranked for {formatDollars(monthly)} of spending a month, {credit}, points valued{' '}
      {RATING_CONFIG.pointValueModes[state.pointValueMode].label.toLowerCase()}, and a {formatDollars(state.debtAmount)}{' '}
      balance compared at {state.interestRate} % interest. Change any of it and the ranking follows.{' '}
      <Link to="/methodology" className="text-brand-700 underline">
        How we rate
      </Link>
    </p>
  );
}
