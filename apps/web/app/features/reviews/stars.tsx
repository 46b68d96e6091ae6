const STAR_PATH = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8L10 1.6z';

/** One star, drawn: filled, or an outline. Decorative: the words beside it say the rating. */
export function StarIcon({ filled, className = 'h-5 w-5' }: { filled: boolean; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`${className} shrink-0`}>
      <path
        d={STAR_PATH}
        strokeLinejoin="round"
        strokeWidth="1.4"
        className={filled ? 'fill-amber-500 stroke-amber-600' : 'fill-white stroke-slate-400'}
      />
    </svg>
  );
}

/**
 * Five stars filled to a rating (an average fills part of a star), hidden from screen readers: callers
 * put the rating into words next to it.
 */
export function StarRow({ rating, size = 'h-5 w-5' }: { rating: number; size?: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const row = (filled: boolean) =>
    [1, 2, 3, 4, 5].map((star) => <StarIcon key={star} filled={filled} className={size} />);
  return (
    <span aria-hidden="true" className="relative inline-flex shrink-0">
      <span className="inline-flex">{row(false)}</span>
      <span className="absolute inset-y-0 left-0 inline-flex overflow-hidden" style={{ width: `${percent}%` }}>
        {row(true)}
      </span>
    </span>
  );
}
