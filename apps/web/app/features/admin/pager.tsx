import { Link } from 'react-router';

const PAGE_LINK =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100';

/** Previous and next pages of an admin list, and where the reader is; nothing for a single page. */
export function Pager({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, totalPages))} className={PAGE_LINK} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className={PAGE_LINK} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A small label beside a member: their role, an unconfirmed address, a lock. */
export function Badge({ tone, children }: { tone: 'neutral' | 'warning' | 'danger'; children: string }) {
  const colours = {
    neutral: 'bg-slate-100 text-slate-800',
    warning: 'bg-amber-100 text-amber-900',
    danger: 'bg-red-100 text-red-900',
  }[tone];
  return <span className={`rounded-full px-2 py-0.5 font-medium text-xs ${colours}`}>{children}</span>;
}
