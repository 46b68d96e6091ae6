/**
 * "I have this card": adds the card to the visitor's wallet, or takes it out. A toggle button (pressed:
 * in the wallet, shown with a tick), so a screen reader hears the state; disabled, with the reason,
 * when the wallet is full.
 */
export function HeldCardToggle({
  cardName,
  held,
  full,
  pending,
  onToggle,
}: {
  cardName: string;
  held: boolean;
  full: boolean;
  pending: boolean;
  onToggle: () => void;
}) {
  const blocked = !held && full;
  return (
    <button
      type="button"
      aria-pressed={held}
      aria-disabled={pending || blocked}
      title={blocked ? 'Your wallet is full: take a card out first.' : undefined}
      onClick={() => {
        if (!pending && !blocked) onToggle();
      }}
      className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 text-sm hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50 aria-pressed:text-emerald-900"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        {held ? (
          <path strokeLinecap="round" strokeLinejoin="round" d="m4.5 10.5 3.5 3.5 7.5-8" />
        ) : (
          <path strokeLinecap="round" d="M10 4.5v11M4.5 10h11" />
        )}
      </svg>
      {/* One name whether pressed or not: the pressed state says whether it is in the wallet. */}I have this card
      <span className="sr-only"> (the {cardName})</span>
    </button>
  );
}
