import { Link } from 'react-router';

export type PageItem = number | 'gap';

/**
 * The page links to show: the first and last pages, and the pages around the current one; a gap where
 * pages are left out (a gap of one page shows that page instead).
 */
export function pageItems(current: number, total: number): PageItem[] {
  const shown = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

const ITEM = 'inline-flex min-w-10 items-center justify-center gap-1.5 rounded-md px-3 py-2 font-semibold text-sm';

/** Pages of a list as real links (each page has its own URL), with previous and next. */
export function Pagination({
  current,
  total,
  href,
  label = 'Pages',
}: {
  current: number;
  total: number;
  href: (page: number) => string;
  label?: string;
}) {
  if (total <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev" className={`${ITEM} text-brand-700 hover:bg-brand-50`}>
              <span aria-hidden="true">←</span> Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {pageItems(current, total).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              {item === current ? (
                <span aria-current="page" className={`${ITEM} bg-brand-700 text-white`}>
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                <Link to={href(item)} className={`${ITEM} text-brand-700 hover:bg-brand-50`}>
                  <span className="sr-only">Page </span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link to={href(current + 1)} rel="next" className={`${ITEM} text-brand-700 hover:bg-brand-50`}>
              Next<span className="sr-only"> page</span> <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
