/** Page links for the ranking: previous, numbers around the current page, next. */
export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === pageCount || Math.abs(number - page) <= 1,
  );
  const button = 'min-w-10 rounded-md border px-3 py-2 text-sm font-semibold';
  return (
    <nav aria-label="Result pages" className="mt-6 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={`${button} border-slate-300 bg-white disabled:opacity-40`}
      >
        Previous
      </button>
      {pages.map((number, index) => (
        <span key={number} className="flex items-center gap-2">
          {index > 0 && number - (pages[index - 1] ?? number) > 1 ? (
            <span aria-hidden="true" className="text-slate-500">
              …
            </span>
          ) : null}
          <button
            type="button"
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onPage(number)}
            className={`${button} ${number === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white'}`}
          >
            {number}
          </button>
        </span>
      ))}
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        className={`${button} border-slate-300 bg-white disabled:opacity-40`}
      >
        Next
      </button>
    </nav>
  );
}
