import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * The offer screens hide the site's header and footer (shell-and-browsing §2.5): this bar keeps the way
 * home and back to every offer. The brand mark comes from the page, which owns the shell's pieces.
 */
export function OfferTopBar({ brand, brandName }: { brand: ReactNode; brandName: string }) {
  return (
    <header className="border-slate-200 border-b bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
        <Link to={paths.home()} className="text-slate-900" aria-label={`${brandName} home`}>
          {brand}
        </Link>
        <Link
          to={paths.offers()}
          className="rounded-md px-3 py-2 font-medium text-slate-700 text-sm underline hover:bg-slate-100"
        >
          All GeniusCash offers
        </Link>
      </div>
    </header>
  );
}

/** A line of the links a visitor may want before applying, in place of the hidden site footer. */
export function OfferPageFooter({ brandName }: { brandName: string }) {
  const links = [
    { to: `${paths.terms()}#geniuscash`, label: 'GeniusCash rules' },
    { to: paths.disclosure(), label: 'Advertiser disclosure' },
    { to: paths.privacy(), label: 'Privacy' },
    { to: paths.contact('geniuscash'), label: 'Ask about GeniusCash' },
  ];
  return (
    <footer className="mt-12 border-slate-200 border-t bg-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 text-slate-600 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {brandName}
        </p>
        <nav aria-label="About GeniusCash">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline hover:text-slate-900">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
