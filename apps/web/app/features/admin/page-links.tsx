import { Link } from 'react-router';

const LINK =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100';

/** Previous and next pages of an admin list, and where the reader is; nothing for a single page. */
export function PageLinks({
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
        <Link to={hrefFor(page - 1)} className={LINK} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-slate-700">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className={LINK} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
