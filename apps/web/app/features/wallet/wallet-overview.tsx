import type { WalletAnalysis } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { formatDollars } from '../../lib/format';
import { paths } from '../../lib/paths';
import { BestCardTable } from './best-card-table';
import { BestNextCard } from './best-next-card';
import { CouldGoList } from './could-go-list';
import { WalletEarnings } from './wallet-earnings';

/** The parts of the wallet analysis the dashboard shows. */
export type WalletOverviewData = Pick<WalletAnalysis, 'held' | 'plan' | 'next' | 'couldGo' | 'monthlySpend'>;

/**
 * The member's wallet on the dashboard: what their cards earn together on their spending, the card
 * that would add most and the ones that cost more than they add, with the full report a click away.
 */
export function WalletOverview({ wallet }: { wallet: WalletOverviewData }) {
  const { plan, held, next, couldGo, monthlySpend } = wallet;
  const monthly = Object.values(monthlySpend).reduce((sum, amount) => sum + amount, 0);
  if (!plan || held.length === 0) {
    return (
      <div className="rounded-lg border border-slate-300 border-dashed p-5 text-slate-700">
        <p>
          Tell us which cards you have and we show which one to use for each purchase, and which card would add most.
          Press “I have this card” on a card below, or on any card when comparing.
        </p>
        <Link
          to={paths.creditCards()}
          className="mt-3 inline-flex rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
        >
          Compare credit cards
        </Link>
      </div>
    );
  }
  const best = next[0];
  return (
    <div className="space-y-4">
      <WalletEarnings plan={plan} cardCount={held.length} className="text-slate-800" />
      <p className="text-slate-600 text-sm">
        Worked out for {formatDollars(monthly)} of spending a month.{' '}
        <Link to={paths.creditCards()} className="text-brand-700 underline">
          Change your spending
        </Link>
      </p>
      <BestCardTable plan={plan} held={held} variant="compact" caption="The card to use for each category" />
      {best ? <BestNextCard card={best} /> : null}
      {couldGo.length > 0 ? <CouldGoList cards={couldGo} held={held} /> : null}
      <Link to={paths.walletReport()} className="inline-flex font-semibold text-brand-700 text-sm underline">
        Best card for each purchase: your wallet report
      </Link>
    </div>
  );
}
