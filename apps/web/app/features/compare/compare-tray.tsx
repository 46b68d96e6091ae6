import { COMPARE_MAX } from '@cardgenius/core/filters';

/** The chosen cards along the bottom of the screen, with the button that opens the comparison. */
export function CompareTray({
  chosen,
  onRemove,
  onCompare,
}: {
  chosen: { slug: string; name: string }[];
  onRemove: (slug: string) => void;
  onCompare: () => void;
}) {
  if (chosen.length === 0) return null;
  return (
    <section
      aria-label="Cards to compare"
      className="fixed inset-x-0 bottom-0 z-20 border-slate-200 border-t bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-3">
        <ul className="flex min-w-0 flex-1 flex-wrap gap-2">
          {chosen.map((card) => (
            <li key={card.slug} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm">
              <span className="max-w-[12rem] truncate">{card.name}</span>
              <button
                type="button"
                onClick={() => onRemove(card.slug)}
                className="rounded-full px-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                aria-label={`Remove the ${card.name} from the comparison`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <p className="text-slate-600 text-xs">
          {chosen.length} of {COMPARE_MAX}
        </p>
        <button
          type="button"
          onClick={onCompare}
          disabled={chosen.length < 2}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-600"
        >
          {chosen.length < 2 ? 'Choose 2 or more to compare' : `Compare ${chosen.length} cards`}
        </button>
      </div>
    </section>
  );
}
