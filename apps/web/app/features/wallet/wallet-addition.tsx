import { formatDollars } from '../../lib/format';

export interface WalletAdditionFigures {
  ongoingValue: number;
  firstYearValue: number;
  estimated: boolean;
}

/**
 * What the card would add to the visitor's wallet: the best use of their cards with it, less without
 * it, net of its fee (every year, and in the first year with its welcome bonus).
 */
export function WalletAddition({ addition }: { addition: WalletAdditionFigures }) {
  const estimated = addition.estimated ? (
    <span className="text-slate-600"> (estimated: part of it rests on a figure the issuer does not publish)</span>
  ) : null;
  if (addition.ongoingValue <= 0.5 && addition.firstYearValue <= 0.5) {
    return (
      <p className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-slate-700 text-sm">
        Adds nothing to your wallet after its fee: your cards already earn as much on your spending.{estimated}
      </p>
    );
  }
  const box = 'mt-3 rounded-md bg-emerald-50 px-3 py-2 text-emerald-900 text-sm';
  if (addition.ongoingValue <= 0.5) {
    // Worth it for its welcome bonus only: say so, and what it costs after.
    return (
      <p className={box}>
        With your wallet: adds{' '}
        <strong className="font-semibold">{formatDollars(addition.firstYearValue)} in its first year</strong>, with its
        welcome bonus;{' '}
        {addition.ongoingValue < -0.5
          ? `after that its fee is ${formatDollars(-addition.ongoingValue)} a year more than it adds.`
          : 'after that it adds about as much as its fee.'}
        {estimated}
      </p>
    );
  }
  return (
    <p className={box}>
      With your wallet: adds <strong className="font-semibold">{formatDollars(addition.ongoingValue)} a year</strong>{' '}
      after its fee ({formatDollars(addition.firstYearValue)} in the first year).{estimated}
    </p>
  );
}
