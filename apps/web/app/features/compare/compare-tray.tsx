import { COMPARE_MAX } from '@cardgenius/core/filters';
import { useEffect, useRef, useState } from 'react';

/**
 * The chosen cards along the bottom of the screen, with the button that opens the comparison. On a
 * phone the chosen cards scroll sideways in one row above the count and the button, so the tray stays
 * two rows high whatever the names; a spacer as tall as the tray ends the page, so the last card's
 * Apply can always be scrolled clear of it.
 */
export function CompareTray({
  chosen,
  onRemove,
  onCompare,
}: {
  chosen: { slug: string; name: string }[];
  onRemove: (slug: string) => void;
  onCompare: () => void;
}) {
  const trayRef = useRef<HTMLElement>(null);
  const [trayHeight, setTrayHeight] = useState(0);
  const shown = chosen.length > 0;
  useEffect(() => {
    const tray = trayRef.current;
    if (!shown || !tray) return;
    const observer = new ResizeObserver(() => setTrayHeight(tray.offsetHeight));
    observer.observe(tray);
    return () => observer.disconnect();
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      <div aria-hidden="true" style={{ height: trayHeight }} />
      <section
        ref={trayRef}
        aria-label="Cards to compare"
        className="fixed inset-x-0 bottom-0 z-20 border-slate-200 border-t bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2 sm:flex-row sm:items-center sm:py-3">
          <ul className="-mx-1 flex min-w-0 flex-1 gap-2 overflow-x-auto px-1 py-0.5 sm:flex-wrap sm:overflow-visible">
            {chosen.map((card) => (
              <li
                key={card.slug}
                className="flex shrink-0 items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm"
              >
                <span className="max-w-[9rem] truncate sm:max-w-[12rem]">{card.name}</span>
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
          <div className="flex shrink-0 items-center justify-between gap-3">
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
        </div>
      </section>
    </>
  );
}
