import type { CardToDrop } from '@cardgenius/core/contract';
import { cardNames, dropMovesText, dropSummary, type HeldCard } from './wallet-text';

/**
 * Held cards whose fee is more than what they add to the wallet: what each costs, adds and would save,
 * and which of the other cards would take its spending. Says so when no card is in that case.
 */
export function CouldGoList({
  cards,
  held,
  label = 'Cards that could go',
}: {
  /** The analysis's `couldGo`. */
  cards: readonly CardToDrop[];
  /** The analysis's `held`: names the cards that would take the spending. */
  held: readonly HeldCard[];
  label?: string;
}) {
  if (cards.length === 0) {
    return (
      <p className="text-slate-700 text-sm">
        None: each card you hold adds at least as much as its fee costs for this spending.
      </p>
    );
  }
  const names = cardNames(held);
  return (
    <ul aria-label={label} className="space-y-3">
      {cards.map((drop) => (
        <li
          key={drop.card.slug}
          className="rounded-lg border border-slate-200 bg-white p-4 text-sm print:break-inside-avoid print:border-slate-400"
        >
          <p className="font-medium text-slate-900">{dropSummary(drop)}</p>
          <p className="mt-1 text-slate-700">{dropMovesText(drop, names)}</p>
        </li>
      ))}
    </ul>
  );
}
