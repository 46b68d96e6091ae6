/** The free eBook's cover, drawn in CSS (no image to load): a picture of what the visitor gets. */
export function EbookCover({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`relative flex aspect-[3/4] flex-col justify-between overflow-hidden rounded-r-lg rounded-l-sm bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white shadow-xl ${className}`}
    >
      <span className="absolute inset-y-0 left-0 w-2 bg-black/25" />
      <span className="self-start rounded bg-yellow-400 px-2 py-0.5 font-bold text-[11px] text-brand-900 uppercase tracking-wide">
        Free eBook
      </span>
      <span className="font-extrabold text-xl leading-tight">Make every card pay you back</span>
      <span className="font-semibold text-brand-100 text-sm">250+ pages</span>
    </div>
  );
}
