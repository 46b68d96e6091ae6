/** A spinner with a spoken label; `inline` sits in a line of text, otherwise it is centred in a block. */
export function LoadingIndicator({ label = 'Loading', inline = false }: { label?: string; inline?: boolean }) {
  const spinner = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 animate-spin text-brand-600">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity=".25" strokeWidth="3" fill="none" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" fill="none" />
    </svg>
  );
  return (
    <span role="status" className={inline ? 'inline-flex items-center gap-2' : 'flex justify-center gap-2 py-10'}>
      {spinner}
      <span className={inline ? 'text-slate-600 text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}
