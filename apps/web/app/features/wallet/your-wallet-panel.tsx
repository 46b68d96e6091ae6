import type { WalletAnalysis } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { BestCardTable } from './best-card-table';
import { BestNextCard } from './best-next-card';
import { WalletEarnings } from './wallet-earnings';

/** The parts of the wallet analysis the panel shows (the page trims the rest before hydration). */
export type WalletPanelData = Pick<WalletAnalysis, 'held' | 'plan' | 'next'> & { inAccount: boolean };

/**
 * "Your wallet" above the compare page's results: the cards the visitor holds, what they earn together
 * on the visitor's spending (each dollar on the best card for it), and the card that would add most.
 */
export function YourWalletPanel({
  wallet,
  onRemove,
  pending,
  error,
}: {
  wallet: WalletPanelData;
  onRemove: (slug: string) => void;
  pending: string | null;
  error: string | null;
}) {
  const { plan, held, next } = wallet;
  const best = next[0];
  return (
    <section
      aria-labelledby="your-wallet-heading"
      className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="your-wallet-heading" className="font-bold text-lg text-slate-900">
          Your wallet
        </h2>
      </div>
      {plan ? <WalletEarnings plan={plan} cardCount={held.length} className="mt-1 text-slate-800" /> : null}
      <ul aria-label="Cards you hold" className="mt-3 flex flex-wrap gap-2">
        {held.map((card) => (
          <li
            key={card.slug}
            className="flex items-center gap-1 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm"
          >
            <Link to={paths.creditCard(card.slug)} className="hover:underline">
              {card.displayName}
            </Link>
            <button
              type="button"
              aria-disabled={pending !== null}
              onClick={() => {
                if (pending === null) onRemove(card.slug);
              }}
              className="rounded-full px-2 py-0.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">Take the {card.displayName} out of your wallet</span>
            </button>
          </li>
        ))}
      </ul>
      {plan ? (
        <details className="mt-3 rounded-lg border border-slate-200 bg-white">
          <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900 text-sm">
            Which card to use for each purchase
          </summary>
          <div className="border-slate-100 border-t p-3">
            <BestCardTable plan={plan} held={held} variant="compact" caption="The card to use for each category" />
          </div>
        </details>
      ) : null}
      {best ? <BestNextCard card={best} /> : null}
      <Link
        to={paths.walletReport()}
        className="mt-3 inline-flex font-semibold text-brand-700 text-sm underline hover:text-brand-900"
      >
        Your full wallet report: the next cards to add and a chart of what each card earns
      </Link>
      <div aria-live="polite">{error ? <p className="mt-2 text-red-700 text-sm">{error}</p> : null}</div>
      {wallet.inAccount ? null : (
        <p className="mt-3 text-slate-600 text-xs">
          Kept in this browser until you sign in; your account keeps it after that.
        </p>
      )}
    </section>
  );
}
